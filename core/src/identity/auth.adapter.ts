import type { FastifyRequest } from 'fastify';
import type {
  Account,
  AccountMembership,
  AccountQuery,
  AuthPort,
  BusinessNamer,
  BusinessPerson,
  BusinessStarter,
  SessionUser,
} from '../ports/auth.port.ts';
import type { Database } from '../ports/database.port.ts';
import { containsPattern } from '../sdk/http.ts';
import type { AccountData } from './account-data.service.ts';
import type { Memberships } from './memberships.ts';
import type { SessionStore } from './session-store.ts';
import { User } from './user.entity.ts';

const SESSION_FIELD = 'sid';

/** The auth port over cookie sessions. A request's user is looked up once and remembered for that request. */
export class SessionAuth implements AuthPort {
  readonly #users = new WeakMap<FastifyRequest, SessionUser | null>();
  private readonly sessions: SessionStore;
  private readonly db: Database;
  private readonly accounts: AccountData;
  private readonly memberships: Memberships;

  constructor(sessions: SessionStore, db: Database, accounts: AccountData, memberships: Memberships) {
    this.sessions = sessions;
    this.db = db;
    this.accounts = accounts;
    this.memberships = memberships;
  }

  async currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    if (this.#users.has(request)) return this.#users.get(request) ?? null;
    const token = request.session.get(SESSION_FIELD);
    const user = typeof token === 'string' ? await this.sessions.resolve(token) : null;
    if (!user && token) request.session.delete();
    this.#users.set(request, user);
    return user;
  }

  /** The user the access check found some other way (an API key), so `user()` and `currentUser()` answer it. */
  remember(request: FastifyRequest, user: SessionUser): void {
    this.#users.set(request, user);
  }

  user(request: FastifyRequest): SessionUser {
    const user = this.#users.get(request);
    if (!user) throw new Error('auth.user() was called on a public route; only owner and admin routes have a signed-in user.');
    return user;
  }

  async account(id: string): Promise<Account | null> {
    const row = await this.db.em.findOne(User, { id });
    return row ? toAccount(row) : null;
  }

  async ownerOf(businessId: string): Promise<Account | null> {
    const accountId = await this.memberships.ownerOf(businessId);
    return accountId ? this.account(accountId) : null;
  }

  nameBusinesses(namer: BusinessNamer, start?: BusinessStarter): void {
    this.memberships.nameWith(namer, start);
  }

  checkTeamMembersWith(check: (businessId: string, teamMemberId: string) => Promise<boolean>): void {
    this.memberships.checkTeamMembersWith(check);
  }

  async peopleOf(businessId: string): Promise<BusinessPerson[]> {
    return this.memberships.people(businessId);
  }

  async membershipsOf(accountIds: string[]): Promise<Map<string, AccountMembership[]>> {
    const rows = await this.memberships.ofAccounts(accountIds);
    return new Map(
      [...rows].map(([id, list]) => [
        id,
        list.map((m) => ({ businessId: m.businessId, role: m.role, createdAt: m.createdAt, lastSeenAt: m.lastSeenAt })),
      ]),
    );
  }

  async listAccounts(query: AccountQuery): Promise<{ rows: Account[]; total: number }> {
    const text = query.text?.trim();
    const ids = query.alsoIds ?? [];
    const like = text ? containsPattern(text) : null;
    const where = like
      ? { $or: [{ username: { $ilike: like } }, { email: { $ilike: like } }, ...(ids.length ? [{ id: { $in: ids } }] : [])] }
      : ids.length
        ? { id: { $in: ids } }
        : {};
    const [rows, total] = await this.db.em.findAndCount(User, query.adminsOnly ? { $and: [where, { isAdmin: true }] } : where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { rows: rows.map(toAccount), total };
  }

  async accountCounts(): Promise<{ total: number; admins: number }> {
    const [row] = await this.db.em.execute<Array<{ total: string | number; admins: string | number }>>(
      'select count(*) as total, count(*) filter (where is_admin) as admins from core_user',
    );
    return { total: Number(row?.total ?? 0), admins: Number(row?.admins ?? 0) };
  }

  async endSessions(accountId: string): Promise<void> {
    await this.sessions.endAll(accountId);
  }

  deleteAccount(accountId: string): Promise<void> {
    return this.accounts.delete(accountId);
  }

  /**
   * Starts a session on this request's cookie, working in `user.businessId` (replacing any it had: a new privilege,
   * or another business, gets a new token).
   */
  async signIn(request: FastifyRequest, user: SessionUser): Promise<void> {
    const previous = request.session.get(SESSION_FIELD);
    if (typeof previous === 'string') await this.sessions.end(previous);
    const token = await this.sessions.create(user.id, user.businessId);
    request.session.set(SESSION_FIELD, token);
    this.#users.set(request, user);
  }

  async signOut(request: FastifyRequest): Promise<void> {
    const token = request.session.get(SESSION_FIELD);
    if (typeof token === 'string') await this.sessions.end(token);
    request.session.delete();
    this.#users.set(request, null);
  }
}

function toAccount(row: User): Account {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt ?? null,
  };
}
