import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a copy of this table
 * cannot sign anybody in, and deleting a row really ends that session.
 */
export const Session = defineEntity({
  name: 'CoreSession',
  tableName: 'core_session',
  properties: {
    id: p.string().length(64).primary(),
    userId: p.uuid().index(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type Session = InferEntity<typeof Session>;
