import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One thing a person did in a business (docs/decisions/0028): the owners' and managers' activity list. No foreign
 * key to the account: the line stays when the person leaves or deletes their account (it then names nobody).
 */
export const ActivityRow = defineEntity({
  name: 'CoreActivity',
  tableName: 'core_activity',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid(),
    /** The person who did it; null when an API key did (it acts as the business's owner, not as a person). */
    accountId: p.uuid().nullable(),
    /** Short and stable, the module's id first: "<module>.<what_happened>". */
    action: p.string().length(60),
    subject: p.string().length(120).nullable(),
    sentence: p.string().length(300),
    at: p.datetime(),
  },
  indexes: [{ name: 'core_activity_business_at_index', properties: ['businessId', 'at'] }],
});
export type ActivityRow = InferEntity<typeof ActivityRow>;
