import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One audit entry. Append-only: a trigger refuses updates and deletes (Migration20261203090000CoreAuditLog), except
 * raising a burst entry's count (Migration20261210090000CoreAuditBursts).
 */
export const AuditLogRow = defineEntity({
  name: 'CoreAuditLog',
  tableName: 'core_audit_log',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    action: p.string().length(80),
    targetType: p.string().length(40),
    targetId: p.string().length(120).nullable(),
    details: p.json<Record<string, unknown>>(),
    /** No foreign key: the record outlives the account that made it. */
    adminUserId: p.uuid().nullable(),
    ipAddress: p.string().length(64).nullable(),
    createdAt: p.datetime(),
    /** How many times this entry happened in its window (a burst recorded once); 1 for a single event. */
    repeats: p.integer().default(1),
    /** The last time of a burst; null for a single event. */
    lastAt: p.datetime().nullable(),
    /** Action, target, actor and window of a burst entry: the one row its repeats raise (unique). */
    burstKey: p.string().length(64).nullable().unique('core_audit_log_burst_key_unique'),
  },
  indexes: [
    { name: 'core_audit_log_created_index', properties: ['createdAt'] },
    { name: 'core_audit_log_action_created_index', properties: ['action', 'createdAt'] },
  ],
});
export type AuditLogRow = InferEntity<typeof AuditLogRow>;
