import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One counted window of attempts (sign-in failures, rate-limited requests), shared by every Korero process on the
 * database. The key is a SHA-256 of what is counted, so no address or name is stored.
 */
export const Attempt = defineEntity({
  name: 'CoreAttempt',
  tableName: 'core_attempt',
  properties: {
    key: p.string().length(64).primary(),
    hits: p.integer(),
    expiresAt: p.datetime().index(),
  },
});
export type Attempt = InferEntity<typeof Attempt>;
