import { z } from 'zod';
import { isoDate, paginationAnswer } from './answers.ts';

/** GET /api/activity (owners and managers): who did what in the business, newest first (docs/decisions/0028). */
export const activityItemAnswer = z
  .strictObject({
    id: z.string(),
    at: isoDate,
    /** Short and stable, the module's id first: "<module>.<what_happened>". */
    action: z.string(),
    /** What it was done to (an id or a name), when there is one. */
    subject: z.string().nullable(),
    /** What they did, to read after their name: "sent a review invitation to Aroha". */
    sentence: z.string(),
    /** Who did it: a person (their username), an API key (`{ id: null, name: 'An API key' }`), or a person since gone. */
    person: z.strictObject({ id: z.string().nullable(), name: z.string() }),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItemAnswer>;
export const activityAnswer = z.strictObject({ data: z.array(activityItemAnswer), pagination: paginationAnswer });
