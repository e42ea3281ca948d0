import { Readable } from 'node:stream';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { csvLine } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import type { ReviewsStats } from '@korero/module-reviews/contract';
import { analyticsAnswer, analyticsQuery, summaryAnswer } from '../contract/api.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { analyticsRange } from './ranges.ts';

/** Submissions are read for the CSV this many at a time, so a big business's file streams rather than sits in memory. */
const PAGE = 2000;

/** GET /api/business/analytics (and its summary and CSV downloads), for the signed-in owner's own business. */
export async function analyticsRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; analytics: AnalyticsService; reviews: ReviewsStats; now: () => Date },
): Promise<void> {
  const business = (request: Parameters<AuthPort['user']>[0]) => deps.auth.user(request).businessId;

  app.get(
    '/business/analytics',
    {
      schema: {
        summary: 'Get the review analytics',
        operationId: 'getAnalytics',
        querystring: analyticsQuery,
        response: { 200: analyticsAnswer },
      },
    },
    async (request) => ({
      data: await deps.analytics.analytics(business(request), request.query.timeRange),
    }),
  );

  app.get(
    '/business/analytics/summary',
    { schema: { summary: 'Get the analytics summary', response: { 200: summaryAnswer } } },
    async (request) => ({
      data: await deps.analytics.summary(business(request)),
    }),
  );

  app.get(
    '/business/analytics/monthly.csv',
    {
      schema: {
        summary: 'Download the monthly figures as CSV',
        operationId: 'exportMonthlyAnalytics',
        querystring: analyticsQuery,
        response: { 200: contentAnswer('text/csv', 'Reviews and average rating per month') },
      },
    },
    async (request, reply) => {
      const { timeRange } = request.query;
      const data = await deps.analytics.analytics(business(request), timeRange);
      const body =
        csvLine(['month', 'reviews', 'average_rating']) + data.monthlyStats.map((m) => csvLine([m.month, m.reviews, m.rating])).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="korero-monthly-${timeRange}.csv"`)
        .send(body);
    },
  );

  app.get(
    '/business/analytics/submissions.csv',
    {
      schema: {
        summary: 'Download the submissions as CSV',
        operationId: 'exportSubmissions',
        querystring: analyticsQuery,
        response: { 200: contentAnswer('text/csv', 'The reviews behind the figures') },
      },
      // Customers' names and words: a download of personal details is the owner's alone.
      config: { capability: 'customer-data' },
    },
    async (request, reply) => {
      const { timeRange } = request.query;
      const businessId = business(request);
      const range = analyticsRange(timeRange, deps.now());
      const span = { from: range.from, to: range.to };
      const reviews = deps.reviews;
      async function* lines() {
        yield csvLine([
          'submitted_at',
          'customer',
          'job',
          'stars',
          'destination',
          'team_members',
          'ticked',
          'words',
          'photos',
          'used_voice',
        ]);
        let after: { createdAt: Date; id: string } | null = null;
        for (;;) {
          const page = await reviews.lines(businessId, span, after, PAGE);
          for (const l of page) {
            yield csvLine([
              l.createdAt.toISOString(),
              l.customerName,
              l.jobDescription,
              l.starRating,
              l.destination,
              l.teamMembers.join('; '),
              l.ticked.join('; '),
              l.words,
              l.photos,
              l.usedVoice,
            ]);
          }
          if (page.length < PAGE) return;
          const last = page[page.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="korero-reviews-${timeRange}.csv"`)
        .send(Readable.from(lines()) as never);
    },
  );
}
