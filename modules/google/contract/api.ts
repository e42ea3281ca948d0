/**
 * The google module's HTTP contract (issue 34): the connection to a Google Business Profile location, its reviews
 * and the business's replies, suggested replies, and the posted rate. Zod only, so any front end may import it.
 */
import { z } from 'zod';
import { calendarDate, cursorParam, isoDate, messageAnswer, pageQuery, successAnswer } from '@korero/core/contract';
import { REPLY_MAX_BYTES } from './limits.ts';

export { messageAnswer, successAnswer };

/** Google refuses a reply over 4,096 bytes (UTF-8), so Korero refuses it first with a message the owner can act on. */
export { REPLY_MAX_BYTES };

// ---- the connection

export const locationAnswer = z.strictObject({
  /** Google's resource name, "locations/123…" (the Business Information API's). */
  name: z.string(),
  title: z.string(),
  placeId: z.string().nullable(),
});
export type GoogleLocation = z.infer<typeof locationAnswer>;

export const statusAnswer = z.strictObject({
  data: z.strictObject({
    /** This Korero has a Google OAuth client (GOOGLE_OAUTH_CLIENT_ID, …_SECRET and SECRETS_KEY). */
    configured: z.boolean(),
    connected: z.boolean(),
    location: locationAnswer.nullable(),
    /** The locations to choose from while the Google account has several and none is chosen yet; otherwise []. */
    locations: z.array(locationAnswer),
    lastSyncAt: isoDate.nullable(),
    /** What Google said when the last call failed ("Google said: …"), or null; `reconnect` when the token is gone. */
    error: z.strictObject({ message: z.string(), reconnect: z.boolean(), at: isoDate }).nullable(),
    /** The owner's notification choices. */
    notify: z.strictObject({ lowRatings: z.boolean(), dailyDigest: z.boolean() }),
  }),
});
export type GoogleStatus = z.infer<typeof statusAnswer>['data'];

export const connectUrlAnswer = z.strictObject({ data: z.strictObject({ url: z.string() }) });

export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
});

export const chooseLocationBody = z.strictObject({
  name: z
    .string({ error: 'name is required: the location to connect' })
    .regex(/^locations\/[0-9A-Za-z_-]{1,80}$/, 'name must be a location from the list, e.g. "locations/1234567890"'),
});

export const notifyBody = z
  .strictObject({ lowRatings: z.boolean().optional(), dailyDigest: z.boolean().optional() })
  .refine((v) => v.lowRatings !== undefined || v.dailyDigest !== undefined, { message: 'Send lowRatings or dailyDigest' });

// ---- reviews

export const reviewsQuery = pageQuery.extend({
  answered: z
    .enum(['true', 'false'], { error: 'answered must be true or false' })
    .transform((v) => v === 'true')
    .optional()
    .describe('true: answered (a reply Google has not rejected); false: waiting for an answer, a rejected reply included'),
  rating: z
    .string()
    .regex(/^[1-5](,[1-5])*$/, 'rating must be one or more star ratings from 1 to 5, separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
  q: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  /** Include reviews Google no longer shows (default true: they are evidence). */
  removed: z.enum(['true', 'false', 'only'], { error: 'removed must be true, false or only' }).default('true'),
  /** The page after the one whose `nextCursor` this is (keyset, decision 0032); `page` then only labels it. */
  cursor: cursorParam.optional(),
});
export type ReviewsQuery = z.output<typeof reviewsQuery>;

/**
 * Google's moderation of the business's reply (the Business Profile API's ReviewReplyState, 2026): `pending` while
 * Google checks it, `published` once shown, `rejected` when Google refused it (with its policy violation), and
 * `unspecified` when Google says nothing Korero knows (older answers, or a state added after this was written).
 */
export const replyStates = ['unspecified', 'pending', 'published', 'rejected'] as const;
export type ReplyState = (typeof replyStates)[number];

export const reviewIdParams = z.object({ id: z.uuid({ error: 'id must be a review id from the list' }) });

export const googleReviewAnswer = z
  .strictObject({
    id: z.string(),
    reviewer: z.string().describe("The reviewer's display name on Google"),
    starRating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
    reply: z
      .strictObject({
        comment: z.string(),
        updatedAt: isoDate,
        state: z.enum(replyStates).describe("Google's moderation of the reply"),
        /** Why Google rejected it, in words for the owner ("Google rejected this reply: …"); null unless rejected. */
        rejectedReason: z.string().nullable(),
      })
      .nullable(),
    /** The Korero submission this review came from, when matched (never guessed below the threshold). */
    submissionId: z.string().nullable(),
    /** That submission's customer, for "From Aroha via Korero" (absent or null when not matched). */
    customerName: z.string().nullable().optional(),
    /** When Google stopped showing it (last seen in a sync before it disappeared), or null while it is there. */
    removedAt: isoDate.nullable(),
    lastSeenAt: isoDate,
  })
  .meta({ id: 'GoogleReview' });
export type GoogleReview = z.infer<typeof googleReviewAnswer>;

export const reviewsAnswer = z.strictObject({
  data: z.array(googleReviewAnswer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The next page by position (as fast at the end as at the start); null on the last. */
  nextCursor: z.string().nullable(),
  /** More matched than were counted: `total` is a floor (decision 0032). */
  totalCapped: z.boolean(),
});

export const replyBody = z.strictObject({
  comment: z
    .string({ error: 'Write a reply first' })
    .trim()
    .min(1, 'Write a reply first')
    .refine((v) => new TextEncoder().encode(v).length <= REPLY_MAX_BYTES, 'Google takes replies up to 4,096 bytes: shorten the reply'),
});

export const reviewAnswer = z.strictObject({ data: googleReviewAnswer });
export const suggestionAnswer = z.strictObject({ data: z.strictObject({ comment: z.string() }) });

// ---- summary (the dashboard card) and the posted rate (analytics)

export const summaryAnswer = z.strictObject({
  data: z.strictObject({
    connected: z.boolean(),
    /** Google's average for the location (all its reviews, as Google shows it), or null before the first sync. */
    averageRating: z.number().nullable(),
    totalReviews: z.number().int(),
    /** Waiting for an answer: no reply, or one Google rejected (it does not show). */
    unanswered: z.number().int(),
    /** The newest few waiting for an answer. */
    waiting: z.array(googleReviewAnswer),
  }),
});

export const postedRateQuery = z.object({
  timeRange: z.enum(['1m', '3m', '6m', '1y'], { error: 'timeRange must be 1m, 3m, 6m or 1y' }).default('6m'),
});

const postedRow = z.strictObject({
  /** Customers who chose Google in Korero. */
  choseGoogle: z.number().int(),
  /** Of them, how many have a Google review matched to their submission. */
  posted: z.number().int(),
  /** posted ÷ choseGoogle, 0–1; null with none. */
  rate: z.number().nullable(),
});

export const postedRateAnswer = z.strictObject({
  data: z.strictObject({
    total: postedRow,
    byMonth: z.array(postedRow.extend({ month: z.string().describe('YYYY-MM, New Zealand time') })),
    byChannel: z.array(postedRow.extend({ channel: z.string().describe('sms, email, messenger, link, qr, or review-link') })),
    byMember: z.array(postedRow.extend({ member: z.string() })),
    /** The median days from submission to the review appearing, for matched ones; null with none. */
    medianDaysToPost: z.number().nullable(),
  }),
});
export type PostedRate = z.infer<typeof postedRateAnswer>['data'];
