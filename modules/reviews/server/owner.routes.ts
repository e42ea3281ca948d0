import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import {
  activityAnswer,
  activityQuery,
  creditedMembersAnswer,
  photoParams,
  photoQuery,
  reviewRecordsAnswer,
  submissionIdParams,
  submissionsAnswer,
  submissionsQuery,
  successAnswer,
} from '../contract/api.ts';
import type { OwnerReviews } from './owner.service.ts';

/** The owner's Reviews screen: submissions (paginated), their photos, deletion, review records and recent activity. */
export async function ownerRoutes(app: ModuleApp, deps: { auth: AuthPort; owner: OwnerReviews }): Promise<void> {
  const { auth, owner } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;

  // A job system or automation reads them with a reviews:read key, as the owner's Reviews screen does.
  app.get(
    '/submissions',
    {
      config: { apiKey: 'reviews:read' },
      schema: {
        summary: "List customers' submissions",
        operationId: 'listSubmissions',
        querystring: submissionsQuery,
        response: { 200: submissionsAnswer },
      },
    },
    async (request) => owner.list(business(request), request.query),
  );

  app.get(
    '/submissions/members',
    {
      schema: {
        summary: 'List the team members customers credited',
        operationId: 'listCreditedMembers',
        response: { 200: creditedMembersAnswer },
      },
    },
    async (request) => ({
      data: await owner.creditedMembers(business(request)),
    }),
  );

  app.delete(
    '/submissions/:id',
    { schema: { summary: 'Delete a submission', params: submissionIdParams, response: { 200: successAnswer } } },
    async (request) => {
      await owner.delete(business(request), request.params.id);
      return { success: true };
    },
  );

  // Only the owning business can view or download its customers' photos.
  app.get(
    '/submissions/:id/photos/:index',
    {
      schema: {
        summary: 'Get a photo of a submission',
        operationId: 'getSubmissionPhoto',
        params: photoParams,
        querystring: photoQuery,
        response: { 200: contentAnswer('image/jpeg', 'The photo (JPEG, PNG or WebP)') },
      },
    },
    async (request, reply) => {
      const photo = await owner.photo(business(request), request.params.id, request.params.index);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${request.query.download ? 'attachment' : 'inline'}; filename="${photo.name}"`)
        .send(photo.body);
    },
  );

  app.get(
    '/reviews',
    { schema: { summary: 'List review records', operationId: 'listReviews', response: { 200: reviewRecordsAnswer } } },
    async (request) => ({
      data: await owner.reviews(business(request)),
    }),
  );

  app.get(
    '/reviews/activity',
    {
      schema: {
        summary: 'List recent review activity',
        operationId: 'listReviewActivity',
        querystring: activityQuery,
        response: { 200: activityAnswer },
      },
    },
    async (request) => ({
      data: await owner.activity(business(request), request.query.limit),
    }),
  );
}
