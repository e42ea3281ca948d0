/**
 * The teams module's HTTP contract: request and answer schemas (the server validates and serializes with them) and
 * their types. Zod only, so any front end may import it.
 */
import { z } from 'zod';
import { isoDate, optionalText, requiredText, successAnswer } from '@korero/core/contract';

export const teamIdParams = z.object({ id: z.string().max(64) });

export const teamBody = z.object({
  name: requiredText('Team name is required', 100),
  description: optionalText(500),
});

export const memberBody = z.object({
  teamId: z.string({ error: 'Team is required' }).trim().min(1, 'Team is required').max(64),
  name: requiredText('Name is required', 100),
  role: optionalText(100),
});

const atLeastOne = (body: object) => Object.keys(body).length > 0;
export const teamChangeBody = teamBody.partial().refine(atLeastOne, 'Send a name or a description to change');
export const memberChangeBody = memberBody.partial().refine(atLeastOne, 'Send a team, name or role to change');

export const teamAnswer = z
  .strictObject({ id: z.string(), name: z.string(), description: z.string().nullable(), createdAt: isoDate, memberCount: z.number().int() })
  .meta({ id: 'Team' });
export const memberAnswer = z
  .strictObject({ id: z.string(), teamId: z.string(), name: z.string(), role: z.string().nullable(), createdAt: isoDate })
  .meta({ id: 'TeamMember' });

export type TeamSummary = z.infer<typeof teamAnswer>;
export type TeamMemberSummary = z.infer<typeof memberAnswer>;
export type TeamInput = z.input<typeof teamBody>;
export type MemberInput = z.input<typeof memberBody>;

export const teamsAnswer = z.strictObject({ data: z.array(teamAnswer) });
export const teamDataAnswer = z.strictObject({ data: teamAnswer });
export const membersAnswer = z.strictObject({ data: z.array(memberAnswer) });
export const memberDataAnswer = z.strictObject({ data: memberAnswer });
export { successAnswer };
