/** The messenger module's HTTP contract (settings-insights-admin.md §4, §7 Facebook). Zod only. */
import { z } from 'zod';

export const statusAnswer = z.strictObject({
  data: z.strictObject({
    /** This Korero has a Facebook app (FACEBOOK_* and SECRETS_KEY). */
    configured: z.boolean(),
    connected: z.boolean(),
    pageId: z.string().nullable(),
    pageName: z.string().nullable(),
    /** Why the connection stopped working (the token expired or was revoked), for the owner to reconnect. */
    problem: z.string().nullable(),
  }),
});

export const authUrlAnswer = z.strictObject({ success: z.boolean(), authUrl: z.string() });

export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

export const chooseQuery = z.object({
  state: z.string({ error: 'state is required' }).min(1).max(200),
  page: z.string({ error: 'page is required' }).regex(/^\d{1,40}$/, 'page must be a Facebook Page id'),
});

export const usersQuery = z.object({
  q: z.string({ error: 'Type at least 2 characters of the name' }).trim().min(2, 'Type at least 2 characters of the name').max(100),
});

export const usersAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      profile_pic: z.string().nullable(),
      lastMessageAt: z.string().nullable(),
      canMessage: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
