import { z } from 'zod';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { pageQuery } from '@korero/core/sdk';
import type { OwnerReviews } from './owner.service.ts';

/** The owner's Reviews screen: submissions (paginated), their photos, deletion, review records and recent activity. */
export async function ownerRoutes(app: ModuleApp, deps: { auth: AuthPort; owner: OwnerReviews }): Promise<void> {
  const { auth, owner } = deps;
  const signedIn = { preHandler: auth.requireUser };
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;

  app.get('/submissions', { ...signedIn, schema: { querystring: pageQuery } }, async (request) => owner.list(business(request), request.query.page, request.query.limit));

  app.delete('/submissions/:id', { ...signedIn, schema: { params: z.object({ id: z.string().max(64) }) } }, async (request) => {
    await owner.delete(business(request), request.params.id);
    return { success: true };
  });

  // Only the owning business can view or download its customers' photos.
  app.get(
    '/submissions/:id/photos/:index',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string().max(64), index: z.coerce.number().int().min(1).max(3) }), querystring: z.object({ download: z.string().optional() }) },
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

  app.get('/reviews', signedIn, async (request) => ({ data: await owner.reviews(business(request)) }));

  app.get('/reviews/activity', { ...signedIn, schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }) } }, async (request) => ({
    data: await owner.activity(business(request), request.query.limit),
  }));
}
