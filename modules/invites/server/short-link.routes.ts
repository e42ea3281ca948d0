import { z } from 'zod';
import { capabilityRedirect, type ModuleApp } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import type { InvitesService } from './invites.service.ts';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

const shortCodeParams = z.object({ code: z.string().max(64) });

/**
 * GET /r/{code}: the short link a text carries, to the customer's review page /review/{token}. A code nobody was
 * given goes to /review/{code}, which says the invitation was not found, as any unknown link does; the page there
 * also tells a customer whose invitation was cancelled or has expired. Long links already sent keep working as they are.
 */
export async function shortLinkRoutes(app: ModuleApp, deps: { invites: InvitesService }): Promise<void> {
  app.get(
    '/r/:code',
    {
      schema: {
        summary: "Follow a text's short link",
        operationId: 'followShortLink',
        params: shortCodeParams,
        response: { 302: contentAnswer('text/plain', "A redirect to the customer's review page") },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { code } = request.params;
      const token = await deps.invites.tokenOfShortCode(code);
      return capabilityRedirect(reply, reviewsPage('/review/:token', { token: token ?? code }));
    },
  );
}
