import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ClockPort, Database } from '@korero/core/sdk';
import { notFound } from '@korero/core/sdk';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ApiKeyRow {
  id: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Per-business keys for posting jobs from a job system: shown once when made, kept only as a SHA-256 hash (a key is
 * 192 random bits, so a fast hash is enough), revoked rather than deleted so the list shows what existed.
 */
export class ApiKeys {
  readonly #db: Database;
  readonly #clock: ClockPort;

  constructor(db: Database, clock: ClockPort) {
    this.#db = db;
    this.#clock = clock;
  }

  async create(businessId: string): Promise<{ key: string; row: ApiKeyRow }> {
    const key = `krc_${randomBytes(24).toString('base64url')}`;
    const row = { id: randomUUID(), prefix: key.slice(0, 10), createdAt: this.#clock.now(), lastUsedAt: null, revokedAt: null };
    await this.#db.em.execute(
      'insert into compliance_api_key (id, business_id, prefix, key_hash, created_at) values (?, ?, ?, ?, ?)',
      [row.id, businessId, row.prefix, sha256(key), row.createdAt],
      'run',
    );
    return { key, row };
  }

  async list(businessId: string): Promise<ApiKeyRow[]> {
    const rows = await this.#db.em.execute<Array<Record<string, unknown>>>(
      'select id, prefix, created_at, last_used_at, revoked_at from compliance_api_key where business_id = ? order by created_at desc',
      [businessId],
    );
    return rows.map((r) => ({
      id: String(r.id),
      prefix: String(r.prefix),
      createdAt: new Date(r.created_at as Date),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at as Date) : null,
      revokedAt: r.revoked_at ? new Date(r.revoked_at as Date) : null,
    }));
  }

  async revoke(businessId: string, id: string): Promise<void> {
    const rows = await this.#db.em.execute<Array<{ id: string }>>(
      'update compliance_api_key set revoked_at = coalesce(revoked_at, ?) where id = ? and business_id = ? returning id',
      [this.#clock.now(), id, businessId],
    );
    if (!rows.length) throw notFound('No such API key.');
  }

  /** The business a live key belongs to (its use recorded), or null for an unknown or revoked key. */
  async businessOf(key: string): Promise<string | null> {
    if (!/^krc_[A-Za-z0-9_-]{32}$/.test(key)) return null;
    const rows = await this.#db.em.execute<Array<{ business_id: string }>>(
      'update compliance_api_key set last_used_at = ? where key_hash = ? and revoked_at is null returning business_id',
      [this.#clock.now(), sha256(key)],
    );
    return rows[0]?.business_id ?? null;
  }
}
