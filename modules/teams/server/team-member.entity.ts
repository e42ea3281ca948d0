import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A named technician credited on invitations; not a log-in. */
export const TeamMember = defineEntity({
  name: 'TeamsMember',
  tableName: 'teams_member',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid().index(),
    /** Deleting the team deletes its members (TeamsService.deleteTeam). */
    teamId: p.uuid().index(),
    name: p.string().length(100),
    role: p.string().length(100).nullable(),
    createdAt: p.datetime(),
  },
});
export type TeamMember = InferEntity<typeof TeamMember>;
