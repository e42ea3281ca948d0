/**
 * The session lookup every signed-in request runs: the session, its user, their membership of the session's business
 * and whether two-factor sign-in is on or asked for, in one statement. Its own file so that the bench's raw `pg`
 * baseline runs this very text (bench/baselines/bare-fastify.ts) and the two cannot drift apart.
 */
export const SESSION_LOOKUP = `select s.id as session_id,
          (extract(epoch from s.last_seen_at) * 1000)::bigint as last_seen_ms,
          (extract(epoch from s.expires_at) * 1000)::bigint as expires_ms,
          u.id as user_id, u.username, u.display_name, u.email, u.is_admin,
          m.business_id, m.role, m.id as membership_id, m.team_member_id,
          (extract(epoch from m.last_seen_at) * 1000)::bigint as member_seen_ms,
          (exists(select 1 from core_two_factor t where t.user_id = u.id and t.totp_on_at is not null)
            or exists(select 1 from core_passkey k where k.user_id = u.id)) as two_factor_on,
          (select b.staff_two_factor from core_business_security b where b.business_id = s.business_id) as staff_two_factor
     from core_session s join core_user u on u.id = s.user_id
     left join core_membership m on m.account_id = s.user_id and m.business_id = s.business_id
    where s.id = $1`;
