import type { ActivityPort, AuthPort, ModuleApp } from '@korero/core/sdk';
import { conflict, notFound } from '@korero/core/sdk';
import { replyBody, reviewAnswer, reviewIdParams, reviewsAnswer, reviewsQuery, suggestionAnswer, summaryAnswer } from '../contract/api.ts';
import type { GoogleReviewRow, GoogleReviewRows } from './review-rows.ts';
import type { ReviewsService } from './reviews.service.ts';

/** Drafts a reply to one review (the real one is built from the AI port in server/reply/). */
export type SuggestReply = (businessId: string, review: GoogleReviewRow) => Promise<string>;

export interface ReviewsRoutesDeps {
  auth: AuthPort;
  activity: ActivityPort;
  reviews: ReviewsService;
  rows: GoogleReviewRows;
  suggest: SuggestReply;
  /** Null when Google is not configured on this Korero (every route but the summary answers 409 then). */
  notConfigured: string | null;
}

/** /api/google/reviews…: the synced reviews, the business's replies, suggestions, and the dashboard's summary. */
export function reviewsRoutes(app: ModuleApp, deps: ReviewsRoutesDeps): void {
  const { auth, activity, reviews, rows, suggest, notConfigured } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => {
    const businessId = auth.user(request).businessId;
    if (notConfigured) throw conflict(notConfigured);
    return businessId;
  };
  /** For a route naming one review: another business's id is a 404 whether or not Google is configured here. */
  const owning = async (request: Parameters<AuthPort['user']>[0] & { params: { id: string } }) => {
    const businessId = auth.user(request).businessId;
    if (notConfigured && !(await rows.get(businessId, request.params.id))) throw notFound('Review not found');
    return business(request);
  };

  app.get(
    '/google/reviews',
    {
      schema: {
        summary: "List the location's Google reviews",
        operationId: 'listGoogleReviews',
        querystring: reviewsQuery,
        response: { 200: reviewsAnswer },
      },
    },
    async (request) => {
      const found = await reviews.list(business(request), request.query);
      return { ...found, page: request.query.page, limit: request.query.limit };
    },
  );

  app.put(
    '/google/reviews/:id/reply',
    {
      schema: {
        summary: 'Answer a Google review',
        operationId: 'replyToGoogleReview',
        params: reviewIdParams,
        body: replyBody,
        response: { 200: reviewAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = auth.user(request);
      // The stored answer and its activity line commit together.
      const answered = await reviews.reply(
        await owning(request),
        request.params.id,
        request.body.comment,
        user.apiKey ? null : user.id,
        (r) =>
          activity.record(user, {
            action: 'google.replied',
            subject: request.params.id,
            sentence: `answered ${r.reviewer}'s ${r.starRating}-star Google review`,
          }),
      );
      return { data: answered };
    },
  );

  app.delete(
    '/google/reviews/:id/reply',
    {
      schema: {
        summary: 'Delete the answer to a Google review',
        operationId: 'deleteGoogleReviewReply',
        params: reviewIdParams,
        response: { 200: reviewAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = auth.user(request);
      const review = await reviews.deleteReply(await owning(request), request.params.id, (r) =>
        activity.record(user, {
          action: 'google.reply_deleted',
          subject: request.params.id,
          sentence: `deleted the answer to ${r.reviewer}'s Google review`,
        }),
      );
      return { data: review };
    },
  );

  app.post(
    '/google/reviews/:id/suggest',
    {
      schema: {
        summary: 'Suggest an answer to a Google review',
        operationId: 'suggestGoogleReviewReply',
        params: reviewIdParams,
        response: { 200: suggestionAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const businessId = await owning(request);
      await reviews.checkReplies(businessId);
      const review = await rows.get(businessId, request.params.id);
      if (!review) throw notFound('Review not found');
      return { data: { comment: await suggest(businessId, review) } };
    },
  );

  app.get(
    '/google/summary',
    {
      schema: {
        summary: 'Get the Google rating and the reviews waiting for an answer',
        operationId: 'getGoogleSummary',
        response: { 200: summaryAnswer },
      },
    },
    async (request) => reviews.summary(auth.user(request).businessId).then((data) => ({ data })),
  );
}
