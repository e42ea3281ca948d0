import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ClockPort } from '../ports/clock.port.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import { notFound } from '../sdk/errors.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `krc_` and 192 random bits (the compliance module's job keys had this shape, so theirs keep working). */
export const API_KEY = /^krc_[A-Za-z0-9_-]{32}$/;

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A live key, as the access check sees it. */
export interface ApiKeyHolder {
  id: string;
  businessId: string;
  scopes: string[];
  /** The name the owner gave the key. */
  name: string;
  /** The owner's account, which the key acts as. */
  username: string;
  email: string;
}

interface Row {
  id: string;
  name: string;
  prefix: string;
  scopes: string[] | string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

// Last use is written at most once a minute per key: a busy job system would otherwise write on every call.
const LAST_USE_EVERY_MS = 60_000;

/**
 * A business's keys for the public API. Shown once when made and kept only as a SHA-256 hash (192 random bits need no
 * slow hash); each carries scopes that modules declare; revoked rather than deleted, so the list shows what existed.
 */
export class ApiKeys {
  readonly #db: OpenedDatabase;
  readonly #clock: ClockPort;

  constructor(db: OpenedDatabase, clock: ClockPort) {
    this.#db = db;
    this.#clock = clock;
  }

  /** A new key, recorded as made by `createdBy` (its owner: it stops when they leave, see revokeMadeBy). */
  async create(businessId: string, name: string, scopes: string[], createdBy: string): Promise<{ key: string; row: ApiKeyRow }> {
    const key = `krc_${randomBytes(24).toString('base64url')}`;
    const row: ApiKeyRow = {
      id: randomUUID(),
      name,
      prefix: key.slice(0, 10),
      scopes: [...new Set(scopes)].sort(),
      createdAt: this.#clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.#db.direct(
      'insert into core_api_key (id, business_id, name, prefix, key_hash, scopes, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [row.id, businessId, row.name, row.prefix, sha256(key), JSON.stringify(row.scopes), row.createdAt, createdBy],
    );
    return { key, row };
  }

  async list(businessId: string): Promise<ApiKeyRow[]> {
    const rows = await this.#db.direct<Row[]>(
      'select id, name, prefix, scopes, created_at, last_used_at, revoked_at from core_api_key where business_id = ? order by created_at desc, id',
      [businessId],
    );
    return rows.map(toRow);
  }

  /** Revokes the keys a person made for a business, in the caller's transaction (they left it, or no longer own it). */
  async revokeMadeBy(businessId: string, accountId: string): Promise<void> {
    await this.#db.em.execute(
      'update core_api_key set revoked_at = coalesce(revoked_at, ?) where business_id = ? and created_by = ?',
      [this.#clock.now(), businessId, accountId],
      'run',
    );
  }

  async revoke(businessId: string, id: string): Promise<ApiKeyRow> {
    const rows = await this.#db.direct<Row[]>(
      `update core_api_key set revoked_at = coalesce(revoked_at, ?) where id = ? and business_id = ?
       returning id, name, prefix, scopes, created_at, last_used_at, revoked_at`,
      [this.#clock.now(), id, businessId],
    );
    if (!rows[0]) throw notFound('No such API key.');
    return toRow(rows[0]);
  }

  /** The live key this text is (its use recorded), or null for an unknown, malformed or revoked one. */
  async holder(key: string): Promise<ApiKeyHolder | null> {
    if (!API_KEY.test(key)) return null;
    // With the business's owner (its earliest) in the same statement; a business's deletion removes its keys.
    const rows = await this.#db.direct<
      Array<{
        id: string;
        business_id: string;
        scopes: string[] | string;
        name: string;
        last_used_at: Date | string | null;
        username: string;
        email: string;
      }>
    >(
      `select k.id, k.business_id, k.scopes, k.name, k.last_used_at, u.username, u.email
       from core_api_key k
       join lateral (select m.account_id from core_membership m where m.business_id = k.business_id and m.role = 'owner'
                      order by m.created_at, m.id limit 1) o on true
       join core_user u on u.id = o.account_id
      where k.key_hash = ? and k.revoked_at is null`,
      [sha256(key)],
    );
    const row = rows[0];
    if (!row) return null;
    const now = this.#clock.now();
    if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USE_EVERY_MS) {
      await this.#db.direct('update core_api_key set last_used_at = ? where id = ?', [now, row.id]);
    }
    return {
      id: row.id,
      businessId: row.business_id,
      scopes: scopesOf(row.scopes),
      name: row.name,
      username: row.username,
      email: row.email,
    };
  }
}

const scopesOf = (value: string[] | string): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function toRow(r: Row): ApiKeyRow {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: scopesOf(r.scopes),
    createdAt: new Date(r.created_at),
    lastUsedAt: dateOf(r.last_used_at),
    revokedAt: dateOf(r.revoked_at),
  };
}
