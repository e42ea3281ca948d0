import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A password reset link. The link carries a random 256-bit token; only its SHA-256 is stored (as the id), so a copy
 * of this table cannot reset anybody's password. A row works once (usedAt) and for one hour (expiresAt).
 */
export const PasswordReset = defineEntity({
  name: 'CorePasswordReset',
  tableName: 'core_password_reset',
  properties: {
    id: p.string().length(64).primary(),
    userId: p.uuid().index(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type PasswordReset = InferEntity<typeof PasswordReset>;
