/**
 * The analytics module's HTTP contract (settings-insights-admin.md §3 Business analytics, §7): zod schemas for
 * /api/business/analytics and its CSV downloads. Zod only, so the front end imports it too.
 */
import { z } from 'zod';

export const TIME_RANGES = ['1m', '3m', '6m', '1y'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const analyticsQuery = z.object({
  timeRange: z.enum(TIME_RANGES, { error: 'timeRange must be 1m, 3m, 6m or 1y' }).default('3m'),
});

const count = z.number().int();
const nullableNumber = z.number().nullable();

/** A name credited on invitations: invitations sent and finished, reviews naming it and their mean stars. */
const credited = z.strictObject({ name: z.string(), invitations: count, completed: count, reviews: count, averageRating: nullableNumber });

export const analyticsData = z.strictObject({
  timeRange: z.enum(TIME_RANGES),
  /** The range: from the 1st of the first calendar month (Pacific/Auckland) to now. */
  from: z.string(),
  to: z.string(),
  totalReviews: count,
  /** % change in reviews against the previous range of equal length; null when that range had none. */
  reviewVolumeTrend: nullableNumber,
  averageRating: nullableNumber,
  /** Change in average stars against the previous range (e.g. 0.2); null when either range had none. */
  ratingTrend: nullableNumber,
  /** Of the invitations sent in the range, the % whose customer finished; null with none sent. */
  completionRate: nullableNumber,
  /** Median hours from an invitation being sent to its customer finishing; null when none has. */
  responseTime: nullableNumber,
  /** Every calendar month of the range, oldest first, months without reviews as zero. */
  monthlyStats: z.array(z.strictObject({ month: z.string(), label: z.string(), reviews: count, rating: nullableNumber })),
  /** Ticked feedback points by category (the five categories, then improvement areas): share of all ticks. */
  topFeedbackCategories: z.array(z.strictObject({ category: z.string(), count, percentage: z.number() })),
  /** The feedback points themselves, most ticked first (Feedback Analysis). */
  feedbackItems: z.array(
    z.strictObject({
      id: z.string(),
      text: z.string(),
      category: z.string(),
      kind: z.enum(['positive', 'improvement']),
      count,
      /** Share of the range's reviews that ticked it. */
      percentage: z.number(),
    }),
  ),
  /**
   * From the competitors module's latest analysis (null when that module is off, the plan does not include it, there is
   * no analysis yet, or no rating to compare): the business's place by rating among them ("2nd of 5 by rating"), their
   * mean rating, and how many more reviews the business has than their mean (negative when fewer).
   */
  competitorComparison: z
    .strictObject({ marketPosition: z.string(), averageCompetitorRating: z.number(), reviewAdvantage: z.number() })
    .nullable(),
  /** The Overview's competitor summary: at most 3 competitors, at most 2 strengths and 2 opportunities each, with counts. */
  competitorSummary: z
    .strictObject({
      lastUpdated: z.string().nullable(),
      competitors: z.array(
        z.strictObject({
          name: z.string(),
          averageRating: nullableNumber,
          totalReviews: count.nullable(),
          strengths: z.array(z.strictObject({ text: z.string(), mentions: count })),
          opportunities: z.array(z.strictObject({ text: z.string(), mentions: count })),
        }),
      ),
    })
    .nullable(),
  performance: z.strictObject({
    funnel: z.strictObject({ sent: count, opened: count, started: count, completed: count }),
    destinations: z.array(z.strictObject({ band: z.enum(['5', '4', '3', '1-2']), google: count, private: count, undecided: count })),
    medianWords: nullableNumber,
    withPhotos: count,
    withVoice: count,
    channels: z.array(
      z.strictObject({ channel: z.enum(['sms', 'email', 'messenger', 'link', 'qr']), sent: count, opened: count, completed: count }),
    ),
    /** By person: each person credited (never a team), with their invitations and their reviews' mean stars. */
    members: z.array(credited),
    /** By team: each team credited as a whole (the business's teams, or a name that is no person's), apart. */
    teams: z.array(credited),
  }),
});
export type Analytics = z.infer<typeof analyticsData>;
export type Credited = Analytics['performance']['members'][number];
export const analyticsAnswer = z.strictObject({ data: analyticsData });

/** The dashboard card: the last 6 calendar months, cheap enough for every dashboard visit. */
export const summaryAnswer = z.strictObject({
  data: z.strictObject({
    /** Reviews: for Google, or not yet sent anywhere; private feedback is not a review and is counted apart. */
    totalReviews: count,
    privateFeedback: count,
    /** Over every customer's stars, reviews and private feedback alike. */
    averageRating: nullableNumber,
    completionRate: nullableNumber,
    months: z.array(z.strictObject({ month: z.string(), label: z.string(), reviews: count })),
  }),
});
export type AnalyticsSummary = z.infer<typeof summaryAnswer>['data'];
