import { z } from 'zod';
import { requiredText } from '../sdk/http.ts';
import { isoDate } from './answers.ts';

/** A scope a module declares (its manifest's apiScopes): what a key with it may do. */
export const apiScopeAnswer = z.strictObject({
  scope: z.string(),
  description: z.string(),
  /** The module that declared it. */
  module: z.string(),
});

export const apiKeyAnswer = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    /** The start of the key, to tell keys apart; the rest is never shown again. */
    prefix: z.string(),
    scopes: z.array(z.string()),
    createdAt: isoDate,
    lastUsedAt: isoDate.nullable(),
    revokedAt: isoDate.nullable(),
  })
  .meta({ id: 'ApiKey' });

/** GET /api/api-keys: the business's keys, newest first, and the scopes a new key may have. */
export const apiKeysAnswer = z.strictObject({ data: z.array(apiKeyAnswer), scopes: z.array(apiScopeAnswer) });
export type ApiKeys = z.infer<typeof apiKeysAnswer>;

/** POST /api/api-keys */
export const apiKeyBody = z.strictObject(
  {
    name: requiredText('Name the key (e.g. "ServiceM8")', 60),
    scopes: z
      .array(z.string().max(40), { error: 'Choose what the key may do (scopes)' })
      .min(1, 'Choose at least one scope')
      .max(10, 'Choose at most 10 scopes'),
  },
  { error: "Send the key's name and scopes" },
);

export const apiKeyCreatedAnswer = z.strictObject({
  data: apiKeyAnswer.extend({ key: z.string().describe('shown this once: store it in the other system now') }),
});
export type CreatedApiKey = z.infer<typeof apiKeyCreatedAnswer>;
