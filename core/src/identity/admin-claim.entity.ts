import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * The first-admin setup, once used: a single row (id 1), so however many requests or processes race with the right
 * code, exactly one insert wins. It goes with its user: if that account is deleted and no admin is left, the setup
 * code works again.
 */
export const AdminClaim = defineEntity({
  name: 'CoreAdminClaim',
  tableName: 'core_admin_claim',
  properties: {
    id: p.integer().primary().autoincrement(false),
    user: p.manyToOne(User).deleteRule('cascade').updateRule('cascade'),
    claimedAt: p.datetime(),
  },
});
export type AdminClaim = InferEntity<typeof AdminClaim>;

/**
 * The first-admin setup code Korero made (when ADMIN_SETUP_TOKEN is unset): one row (id 1), written by the first
 * process that needs it, so every process on the database accepts the same code.
 */
export const AdminSetupCode = defineEntity({
  name: 'CoreAdminSetupCode',
  tableName: 'core_admin_setup_code',
  properties: {
    id: p.integer().primary().autoincrement(false),
    code: p.string().length(40),
    createdAt: p.datetime(),
  },
});
export type AdminSetupCode = InferEntity<typeof AdminSetupCode>;
