import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One audit entry. Append-only: a trigger refuses updates and deletes (Migration20261203090000CoreAuditLog). */
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
  },
  indexes: [
    { name: 'core_audit_log_created_index', properties: ['createdAt'] },
    { name: 'core_audit_log_action_created_index', properties: ['action', 'createdAt'] },
  ],
});
export type AuditLogRow = InferEntity<typeof AuditLogRow>;
