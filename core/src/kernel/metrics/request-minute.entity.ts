import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One minute of API requests, added to by every Korero process on the database (see the migration for the columns).
 * Written and read with plain SQL (an additive upsert); the entity keeps the schema tools aware of the table.
 */
export const RequestMinute = defineEntity({
  name: 'CoreRequestMinute',
  tableName: 'core_request_minute',
  properties: {
    minute: p.datetime().primary(),
    requests: p.integer().default(0),
    errors: p.integer().default(0),
    totalMs: p.double().default(0),
    h0: p.integer().default(0),
    h1: p.integer().default(0),
    h2: p.integer().default(0),
    h3: p.integer().default(0),
    h4: p.integer().default(0),
    h5: p.integer().default(0),
    h6: p.integer().default(0),
    h7: p.integer().default(0),
    h8: p.integer().default(0),
    h9: p.integer().default(0),
    beats: p.integer().default(0),
  },
});
export type RequestMinute = InferEntity<typeof RequestMinute>;
