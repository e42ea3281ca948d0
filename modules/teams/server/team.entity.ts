import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Team = defineEntity({
  name: 'TeamsTeam',
  tableName: 'teams_team',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid().index(),
    name: p.string().length(100),
    description: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  },
});
export type Team = InferEntity<typeof Team>;
