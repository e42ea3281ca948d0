import { z } from 'zod';

/**
 * The weekly report's one API: the signed-in person's own choice, in the business they work in. Owners get the report
 * unless they say no; managers and technicians (theirs is shorter) only when they say yes.
 */
export const preferenceAnswer = z.strictObject({
  data: z
    .strictObject({
      enabled: z.boolean(),
      /** What the person gets: the business's whole week, or (technicians) their own asks and answers. */
      kind: z.enum(['business', 'technician']),
      /** Whether `enabled` is the role's default (nobody chose yet). */
      isDefault: z.boolean(),
    })
    .meta({ id: 'WeeklyPreference' }),
});
export type WeeklyPreference = z.infer<typeof preferenceAnswer>['data'];

export const preferenceBody = z.strictObject({
  enabled: z.boolean({ error: 'enabled is required: true to get the weekly report, false to stop it' }),
});

export const unsubscribeParams = z.object({
  token: z.string().regex(/^[\w-]{43}$/, { error: 'This unsubscribe link is not complete: open it from the email again.' }),
});
