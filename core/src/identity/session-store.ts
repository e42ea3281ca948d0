import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort } from '../ports/clock.port.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { Role, SessionUser } from '../ports/auth.port.ts';
import { SESSION_LOOKUP } from './session-lookup.ts';

export interface SessionPolicy {
  idleMinutes: () => number;
  maxHours: number;
}

interface Row {
  session_id: string;
  last_seen_ms: string | number;
  expires_ms: string | number;
  user_id: string;
  username: string;
  display_name: string | null;
  email: string;
  is_admin: boolean;
  business_id: string;
  role: Role;
  membership_id: string;
  team_member_id: string | null;
  member_seen_ms: string | number | null;
  two_factor_on: boolean;
  staff_two_factor: boolean | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, this table its hash, the user and the timeouts. */
export class SessionStore {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly policy: SessionPolicy;

  constructor(db: OpenedDatabase, clock: ClockPort, policy: SessionPolicy) {
    this.db = db;
    this.clock = clock;
    this.policy = policy;
  }

  /** Starts a session working in `businessId` (one of the account's memberships) and returns the token for the cookie. */
  async create(userId: string, businessId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.db.direct(
      `insert into core_session (id, user_id, business_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?)`,
      [hashToken(token), userId, businessId, now, now, new Date(now.getTime() + this.policy.maxHours * 3600_000)],
      'run',
    );
    return token;
  }

  /**
   * The session's user in its business with their role there, or null when the token is unknown, idle too long,
   * past its absolute limit, or the person no longer belongs to that business: the membership is read in the same
   * query as the session, so a removal ends access on the next request at no extra cost.
   */
  async resolve(token: string): Promise<SessionUser | null> {
    const id = hashToken(token);
    const rows = await this.db.prepared<Row>('korero_session_resolve', SESSION_LOOKUP, [id]);
    const row = rows[0];
    if (!row) return null;
    const now = this.clock.now().getTime();
    const lastSeen = Number(row.last_seen_ms);
    // No membership: the person was removed from the session's business (or it was deleted). The session ends.
    if (!row.membership_id || now >= Number(row.expires_ms) || now - lastSeen > this.policy.idleMinutes() * 60_000) {
      await this.end(token);
      return null;
    }
    // Touch at most once a minute: a write per request would double the cost of every signed-in call.
    if (now - lastSeen > 60_000) {
      await this.db.direct(`update core_session set last_seen_at = ? where id = ?`, [new Date(now), id], 'run');
    }
    if (row.member_seen_ms === null || now - Number(row.member_seen_ms) > 60_000) {
      await this.db.direct(`update core_membership set last_seen_at = ? where id = ?`, [new Date(now), row.membership_id], 'run');
    }
    return {
      id: row.user_id,
      username: row.username,
      displayName: row.display_name ?? null,
      email: row.email,
      isAdmin: row.is_admin,
      businessId: row.business_id,
      role: row.role,
      teamMemberId: row.team_member_id ?? null,
      twoFactorOn: Boolean(row.two_factor_on),
      businessAsksTwoFactor: Boolean(row.staff_two_factor) && row.role !== 'owner',
    };
  }

  async end(token: string): Promise<void> {
    await this.db.direct(`delete from core_session where id = ?`, [hashToken(token)], 'run');
  }

  async endAll(userId: string): Promise<void> {
    await this.db.direct(`delete from core_session where user_id = ?`, [userId], 'run');
  }

  /** Ends a person's sessions working in one business (they were removed from it). */
  async endInBusiness(userId: string, businessId: string): Promise<void> {
    await this.db.direct(`delete from core_session where user_id = ? and business_id = ?`, [userId, businessId], 'run');
  }

  /** Ends every session working in a business (it is being deleted). */
  async endBusiness(businessId: string): Promise<void> {
    await this.db.direct(`delete from core_session where business_id = ?`, [businessId], 'run');
  }

  /** Sessions seen within the idle window (the admin's "active sessions"). */
  async countActive(): Promise<number> {
    const since = new Date(this.clock.now().getTime() - this.policy.idleMinutes() * 60_000);
    const rows = await this.db.direct<Array<{ n: string | number }>>(
      `select count(*) as n from core_session where last_seen_at >= ? and expires_at > ?`,
      [since, this.clock.now()],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
