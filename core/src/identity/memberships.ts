import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BusinessNamer, BusinessStarter, Role } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import { Membership } from './membership.entity.ts';

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Every account without one becomes the owner of its own business (business id = account id), and every session
 * from before memberships works in that business: the migration's step, kept here so a test can run it again.
 */
export async function backfillOwnerMemberships(run: Run): Promise<void> {
  await run(
    `insert into core_membership (id, account_id, business_id, role, team_member_id, created_at, last_seen_at)
     select gen_random_uuid(), u.id, u.id, 'owner', null, u.created_at, u.last_login_at from core_user u
      where not exists (select 1 from core_membership m where m.account_id = u.id and m.business_id = u.id)`,
  );
  await run(`update core_session set business_id = user_id where business_id is null`);
}

export interface MembershipRow {
  id: string;
  accountId: string;
  businessId: string;
  role: Role;
  teamMemberId: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

const rowOf = (m: Membership): MembershipRow => ({
  id: m.id,
  accountId: m.accountId,
  businessId: m.businessId,
  role: m.role as Role,
  teamMemberId: m.teamMemberId ?? null,
  createdAt: m.createdAt,
  lastSeenAt: m.lastSeenAt ?? null,
});

const ROLE_ORDER: Record<Role, number> = { owner: 0, manager: 1, technician: 2 };

/** The business the account signed up with (its id is the account's) ahead of the rest, which keep their order. */
const ownFirst = (rows: MembershipRow[]) =>
  [...rows].sort((a, b) => Number(b.businessId === b.accountId) - Number(a.businessId === a.accountId));

/** The business a session starts in: the person's first business they own, else the first they joined. */
export function defaultMembership<T extends { role: Role }>(rows: T[]): T | null {
  return rows.find((m) => m.role === 'owner') ?? rows[0] ?? null;
}

/** Who belongs to which business, with what role. Reads and writes through the request's (or transaction's) em. */
export class Memberships {
  #namer: BusinessNamer | null = null;
  #starter: BusinessStarter | null = null;
  #teamMember: ((businessId: string, teamMemberId: string) => Promise<boolean>) | null = null;
  private readonly db: Database;
  private readonly clock: ClockPort;

  constructor(db: Database, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
  }

  /** A person's memberships: the business they signed up with first, then oldest first. */
  async ofAccount(accountId: string): Promise<MembershipRow[]> {
    const rows = await this.db.em.find(Membership, { accountId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return ownFirst(rows.map(rowOf));
  }

  /** How many businesses a person belongs to (the shell shows the business switcher from 2). */
  async countOf(accountId: string): Promise<number> {
    return this.db.em.count(Membership, { accountId });
  }

  /** How many businesses a person owns (a new business is refused past the per-person cap). */
  async ownedCount(accountId: string): Promise<number> {
    return this.db.em.count(Membership, { accountId, role: 'owner' });
  }

  /** Many people's memberships at once (the admin's list), by account id. */
  async ofAccounts(accountIds: string[]): Promise<Map<string, MembershipRow[]>> {
    const out = new Map<string, MembershipRow[]>(accountIds.map((id) => [id, []]));
    if (accountIds.length === 0) return out;
    const rows = await this.db.em.find(Membership, { accountId: { $in: accountIds } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    for (const row of rows) out.get(row.accountId)?.push(rowOf(row));
    for (const [id, list] of out) out.set(id, ownFirst(list));
    return out;
  }

  /** A business's people: owners, then managers, then technicians, each oldest first. */
  async ofBusiness(businessId: string): Promise<MembershipRow[]> {
    const rows = await this.db.em.find(Membership, { businessId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(rowOf).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  }

  /**
   * The people of a business with their username and email, in the order `ofBusiness` gives, in one statement: the
   * weekly report reads it for every business each Monday, where two reads and their entities cost a tenth of a report.
   */
  async people(
    businessId: string,
  ): Promise<Array<Pick<MembershipRow, 'accountId' | 'role' | 'teamMemberId'> & { username: string; email: string }>> {
    const rows = await this.db.em.execute<
      Array<{ account_id: string; role: Role; team_member_id: string | null; username: string; email: string }>
    >(
      `select m.account_id, m.role, m.team_member_id, u.username, u.email
         from core_membership m join core_user u on u.id = m.account_id
        where m.business_id = ? order by m.created_at asc, m.id asc`,
      [businessId],
    );
    return rows
      .map((r) => ({ accountId: r.account_id, role: r.role, teamMemberId: r.team_member_id ?? null, username: r.username, email: r.email }))
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  }

  async find(accountId: string, businessId: string): Promise<MembershipRow | null> {
    const row = await this.db.em.findOne(Membership, { accountId, businessId });
    return row ? rowOf(row) : null;
  }

  /** One membership of a business by its id (null for another business's: the caller answers 404). */
  async inBusiness(businessId: string, id: string): Promise<MembershipRow | null> {
    const row = await this.db.em.findOne(Membership, { id, businessId });
    return row ? rowOf(row) : null;
  }

  /** The account that owns a business: its earliest owner (for a signed-up business, the account with its id). */
  async ownerOf(businessId: string): Promise<string | null> {
    const row = await this.db.em.findOne(Membership, { businessId, role: 'owner' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return row?.accountId ?? null;
  }

  /** Adds a membership in `em`'s transaction (sign-up, a new business, an accepted invitation). */
  add(em: SqlEntityManager, input: { accountId: string; businessId: string; role: Role; teamMemberId?: string | null }): MembershipRow {
    const row = em.create(Membership, {
      id: randomUUID(),
      accountId: input.accountId,
      businessId: input.businessId,
      role: input.role,
      teamMemberId: input.teamMemberId ?? null,
      createdAt: this.clock.now(),
      lastSeenAt: null,
    });
    return rowOf(row);
  }

  /**
   * Changes a person's role. Refuses (answers false) when that would leave the business without an owner: the
   * check and the change are one statement, so two owners demoting each other at once cannot both succeed.
   */
  async setRole(businessId: string, id: string, role: Role): Promise<boolean> {
    const changed = await this.db.em.execute<{ affectedRows: number }>(
      `update core_membership set role = ? where id = ? and business_id = ?
          and (? = 'owner' or exists (select 1 from core_membership o where o.business_id = ? and o.role = 'owner' and o.id <> ?))`,
      [role, id, businessId, role, businessId, id],
      'run',
    );
    return changed.affectedRows > 0;
  }

  /** Removes a person from a business, unless they are its last owner (answers false then). */
  async remove(businessId: string, id: string): Promise<boolean> {
    const removed = await this.db.em.execute<{ affectedRows: number }>(
      `delete from core_membership where id = ? and business_id = ?
          and (role <> 'owner' or exists (select 1 from core_membership o where o.business_id = ? and o.role = 'owner' and o.id <> ?))`,
      [id, businessId, businessId, id],
      'run',
    );
    return removed.affectedRows > 0;
  }

  /** The businesses an account deletion takes with it: those the person owns and nobody else does. */
  async ownedAlone(accountId: string): Promise<string[]> {
    const rows = await this.db.em.execute<Array<{ business_id: string }>>(
      `select m.business_id from core_membership m where m.account_id = ? and m.role = 'owner'
          and not exists (select 1 from core_membership o where o.business_id = m.business_id and o.role = 'owner' and o.account_id <> m.account_id)
        order by m.created_at, m.id`,
      [accountId],
    );
    return rows.map((r) => r.business_id);
  }

  checkTeamMembersWith(check: (businessId: string, teamMemberId: string) => Promise<boolean>): void {
    this.#teamMember = check;
  }

  /** Whether the team member is one of the business's (false when no module keeps team members). */
  async isTeamMember(businessId: string, teamMemberId: string): Promise<boolean> {
    return this.#teamMember ? this.#teamMember(businessId, teamMemberId) : false;
  }

  /** The names of businesses, from the module that keeps them (the business module's profiles). */
  nameWith(namer: BusinessNamer, start?: BusinessStarter): void {
    this.#namer = namer;
    this.#starter = start ?? null;
  }

  /** Gives a business just created its name, in the caller's transaction (nothing when no module keeps names). */
  async startNamed(businessId: string, businessName: string): Promise<void> {
    await this.#starter?.(businessId, businessName);
  }

  async names(businessIds: string[]): Promise<Map<string, string>> {
    if (!this.#namer || businessIds.length === 0) return new Map();
    return this.#namer(businessIds);
  }
}
