import type { ActivityPort, AuthPort, ModuleApp, SessionUser } from '@korero/core/sdk';
import { notFound } from '@korero/core/sdk';
import type { InvitesCredits } from '@korero/module-invites/contract';
import { contentAnswer } from '@korero/core/contract';
import {
  activityAnswer,
  activityQuery,
  creditedMembersAnswer,
  photoParams,
  photoQuery,
  reviewRecordsAnswer,
  submissionDataAnswer,
  submissionIdParams,
  submissionsAnswer,
  submissionsQuery,
  successAnswer,
} from '../contract/api.ts';
import type { Credited, OwnerReviews } from './owner.service.ts';

/** Technicians read the reviews that credit them (issue 36): these routes take them, and answer only those. */
const WITH_TECHNICIANS = { capability: 'field-work' } as const;

/** The owner's Reviews screen: submissions (paginated), their photos, deletion, review records and recent activity. */
export async function ownerRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; owner: OwnerReviews; credits: InvitesCredits; activity: ActivityPort },
): Promise<void> {
  const { auth, owner, credits, activity } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;
  /** What the caller may see: a technician the submissions crediting the team member they are; others every one. */
  const credited = async (user: SessionUser): Promise<Credited> =>
    user.role === 'technician' ? await credits.memberName(user.businessId, user.teamMemberId) : undefined;

  // A job system or automation reads them with a reviews:read key, as the owner's Reviews screen does.
  app.get(
    '/submissions',
    {
      config: { apiKey: 'reviews:read', ...WITH_TECHNICIANS },
      schema: {
        summary: "List customers' submissions",
        description: 'A technician sees the submissions that credit the team member they are; owners and managers every one.',
        operationId: 'listSubmissions',
        querystring: submissionsQuery,
        response: { 200: submissionsAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      return owner.list(user.businessId, request.query, await credited(user));
    },
  );

  app.get(
    '/submissions/:id',
    {
      config: { apiKey: 'reviews:read', ...WITH_TECHNICIANS },
      schema: {
        summary: "Get a customer's submission",
        description: 'A technician may open only the submissions that credit them (another is a 404).',
        operationId: 'getSubmission',
        params: submissionIdParams,
        response: { 200: submissionDataAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const found = await owner.one(user.businessId, request.params.id, await credited(user));
      if (!found) throw notFound('Submission not found.');
      return { data: found };
    },
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
    // A customer's review cannot be brought back: the owner's call alone.
    {
      schema: { summary: 'Delete a submission', params: submissionIdParams, response: { 200: successAnswer } },
      config: { capability: 'deletion' },
    },
    async (request) => {
      const user = auth.user(request);
      // The deletion and its activity line commit together.
      await activity.together(
        user,
        () => owner.delete(user.businessId, request.params.id),
        (gone) => ({
          action: 'reviews.submission_deleted',
          subject: gone.id,
          sentence: `deleted ${gone.customerName}'s ${gone.starRating}-star submission`,
        }),
      );
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
      config: WITH_TECHNICIANS,
    },
    async (request, reply) => {
      const user = auth.user(request);
      const photo = await owner.photo(user.businessId, request.params.id, request.params.index, await credited(user));
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
