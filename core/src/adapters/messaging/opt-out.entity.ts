import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A contact who asked not to be messaged on a channel (STOP reply, unsubscribe link). Removed by START. */
export const OptOut = defineEntity({
  name: 'CoreOptOut',
  tableName: 'core_opt_out',
  properties: {
    id: p.uuid().primary(),
    channel: p.string().length(10),
    address: p.string().length(254),
    source: p.string().length(40),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'core_opt_out_channel_address_unique', properties: ['channel', 'address'] }],
});
export type OptOut = InferEntity<typeof OptOut>;
