import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry, AuditPort, AuditQuery, AuditRecord } from '../../ports/audit.port.ts';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { OpenedDatabase } from '../database.ts';
import { AuditLogRow } from './audit-log.entity.ts';

interface Row {
  id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: string | Record<string, unknown>;
  admin_user_id: string | null;
  ip_address: string | null;
  created_at: Date | string;
  repeats: number | string;
  last_at: Date | string | null;
  total?: string | number;
}

/** The kernel's audit log (see AuditPort). */
export class AuditLog implements AuditPort {
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly userOf: (request: FastifyRequest) => Promise<{ id: string } | null>;

  constructor(db: OpenedDatabase, clock: ClockPort, userOf: (request: FastifyRequest) => Promise<{ id: string } | null>) {
    this.db = db;
    this.clock = clock;
    this.userOf = userOf;
  }

  async record(request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
    const user = request ? await this.userOf(request) : null;
    // Through the entity manager: inside a caller's transaction the entry commits (or not) with its change.
    const em = this.db.em;
    em.create(AuditLogRow, {
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      adminUserId: user?.id ?? null,
      ipAddress: request?.ip.slice(0, 64) ?? null,
      createdAt: this.clock.now(),
    });
    await em.flush();
  }

  async recordRepeated(request: FastifyRequest, entry: AuditEntry, windowMs: number): Promise<void> {
    const user = await this.userOf(request);
    const now = this.clock.now();
    const ip = request.ip.slice(0, 64);
    const window = Math.floor(now.getTime() / windowMs);
    const actor = user ? `user:${user.id}` : `ip:${ip}`;
    const burstKey = createHash('sha256')
      .update(JSON.stringify([entry.action, entry.targetType, entry.targetId, actor, windowMs, window]))
      .digest('hex');
    // One statement: of any number of processes racing on the same burst, one inserts and the rest count.
    await this.db.direct(
      `insert into core_audit_log (id, action, target_type, target_id, details, admin_user_id, ip_address, created_at, repeats, last_at, burst_key)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
       on conflict (burst_key) do update set repeats = core_audit_log.repeats + 1, last_at = greatest(core_audit_log.last_at, excluded.last_at)`,
      [
        randomUUID(),
        entry.action,
        entry.targetType,
        entry.targetId,
        JSON.stringify(entry.details),
        user?.id ?? null,
        ip,
        now,
        now,
        burstKey,
      ],
      'run',
    );
  }

  async list(query: AuditQuery): Promise<{ rows: AuditRecord[]; total: number }> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (query.action) {
      clauses.push('action = ?');
      params.push(query.action);
    }
    if (query.from) {
      clauses.push('created_at >= ?');
      params.push(query.from);
    }
    if (query.to) {
      clauses.push('created_at < ?');
      params.push(query.to);
    }
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const rows = await this.db.em.execute<Row[]>(
      `select *, count(*) over () as total from core_audit_log ${where} order by created_at desc, id desc limit ? offset ?`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    let total = rows.length ? Number(rows[0]!.total) : 0;
    if (!rows.length && query.page > 1) {
      const [count] = await this.db.em.execute<Array<{ n: string | number }>>(`select count(*) as n from core_audit_log ${where}`, params);
      total = Number(count?.n ?? 0);
    }
    return { rows: rows.map(toRecord), total };
  }

  async actions(): Promise<string[]> {
    const rows = await this.db.em.execute<Array<{ action: string }>>('select distinct action from core_audit_log order by action');
    return rows.map((r) => r.action);
  }
}

function toRecord(row: Row): AuditRecord {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details;
  return {
    id: row.id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: { message: String(details.message ?? ''), ...details },
    adminUserId: row.admin_user_id,
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at),
    repeats: Number(row.repeats),
    lastAt: row.last_at === null ? null : new Date(row.last_at),
  };
}
