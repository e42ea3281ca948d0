import { z } from 'zod';
import { SATISFACTION, SIMPLE_FEEDBACK } from '../contract/index.ts';

const score = z.coerce.number().int().min(1, 'Scores run from 1 to 10').max(10, 'Scores run from 1 to 10');

export const choicesSchema = z.object({
  starRating: z.coerce
    .number({ error: 'Star rating is required' })
    .int()
    .min(1, 'Star rating is required')
    .max(5, 'Star rating is at most 5'),
  selectedFeedback: z.array(z.string().max(40)).max(40).default([]),
  ratingScores: z
    .object({ overall: score.optional(), quality: score.optional(), timeliness: score.optional(), communication: score.optional(), value: score.optional() })
    .strip()
    .default({}),
  reviewerText: z.string().max(2000, 'Keep your own words under 2000 characters').default('').transform((s) => s.trim()),
});

export const submitSchema = choicesSchema.extend({
  generatedReview: z.string({ error: 'The review text is required' }).trim().min(1, 'The review text is required').max(5000, 'Keep the review under 5000 characters'),
  voiceRecordingUrl: z.string().nullish(),
  // Bounded by the route's body limit rather than here, so a photo over 5 MB reaches the photo check and its 413.
  photoUrls: z.array(z.string().max(22 * 1024 * 1024)).default([]),
  reviewDestination: z.enum(['google', 'private'], { error: 'Choose where the review goes: Google or private feedback' }),
  consent: z.boolean().default(false),
});

export const tokenParams = z.object({ token: z.string().max(64) });

export const transcribeSchema = z.object({
  audioUrl: z.string({ error: 'Record something first' }).min(1, 'Record something first').max(14 * 1024 * 1024),
  inviteToken: z.string({ error: 'inviteToken is required' }).max(64),
});

/** A customer's capability: an invitation token (22 characters) or an edit token (43). Missing reads as wrong: 404. */
export const capability = z.string().max(64).default('');

export const simpleReviewSchema = z.object({
  satisfaction: z.enum(SATISFACTION, { error: 'Please select your satisfaction level' }),
  feedback: z.array(z.enum(SIMPLE_FEEDBACK)).max(6).default([]),
  comments: z.string().max(2000).default('').transform((s) => s.trim()),
  rating: z.coerce.number().int().min(1, 'Please select a rating from 1 to 5').max(5, 'Please select a rating from 1 to 5'),
  /** The business's public link key; a business id alone (the spec's clientId) no longer posts anything. */
  key: capability,
  clientId: z.string().max(64).nullish(),
  jobId: z.string().max(100).nullish().transform((v) => v || null),
});

export const privateFeedbackSchema = z.object({
  details: z.string({ error: 'Please provide at least 10 characters of feedback' }).trim().min(10, 'Please provide at least 10 characters of feedback').max(5000),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email'),
  submissionId: z.string({ error: 'Missing submission information. Please use a valid feedback link.' }).min(1, 'Missing submission information. Please use a valid feedback link.').max(64),
  token: capability,
});

export const reviewIdParams = z.object({ id: z.string().max(64) });

export const editReviewSchema = z.object({
  editedText: z.string().trim().min(1, 'Please write a review before submitting to Google.').max(200, 'Keep the review to 200 characters or fewer'),
  token: capability,
});

export const markPostedSchema = z
  .object({
    googleReviewUrl: z.url({ protocol: /^https$/, error: 'googleReviewUrl must be an https:// address' }).max(400).nullish(),
    token: capability,
  })
  .default({ token: '' });

export const publicLinkSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
