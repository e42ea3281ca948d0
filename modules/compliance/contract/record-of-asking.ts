/** The record of asking's HTTP contract (issue 47): the business's chain, checked, exported and witnessed by email. */
import { z } from 'zod';

export const ledgerVerifyAnswer = z.strictObject({
  data: z.strictObject({
    ok: z.boolean().describe('Every entry matches what was written'),
    entries: z.number().int().describe('How many entries were checked and matched'),
    firstBadEntry: z
      .strictObject({ seq: z.number().int(), at: z.string() })
      .nullable()
      .describe('The first entry that does not match (changed, or after one removed); null when the chain is whole'),
  }),
});
export type LedgerVerification = z.infer<typeof ledgerVerifyAnswer>['data'];

export const ledgerStatusAnswer = z.strictObject({
  data: z.strictObject({
    head: z
      .strictObject({ seq: z.number().int(), hash: z.string(), at: z.string() })
      .nullable()
      .describe('The newest entry: what the weekly email sends; null before the first'),
    weeklyHeadEmail: z.boolean().describe("Whether the owner is emailed the chain's head each week"),
  }),
});
export type LedgerStatus = z.infer<typeof ledgerStatusAnswer>['data'];

export const ledgerSettingsBody = z.strictObject({
  weeklyHeadEmail: z.boolean({ error: 'weeklyHeadEmail must be true or false' }),
});

export const disputeParams = z.object({ reviewId: z.string().max(64) });
export const disputeQuery = z.object({
  months: z.coerce
    .number({ error: 'must be a number of months' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 36')
    .max(36, 'must be 1 to 36')
    .default(12),
});
