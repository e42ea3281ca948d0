import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A business's public review link (/review?key=…) for the simple form. The key is kept as it is, not hashed: the
 * owner prints and shares it, so Settings shows it again. Rotating replaces it; switching off keeps it for later.
 */
export const PublicLink = defineEntity({
  name: 'ReviewsPublicLink',
  tableName: 'reviews_public_link',
  properties: {
    businessId: p.uuid().primary(),
    key: p.string().length(64).unique(),
    enabled: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type PublicLink = InferEntity<typeof PublicLink>;
