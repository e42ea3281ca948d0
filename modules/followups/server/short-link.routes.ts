import { z } from 'zod';
import { capabilityRedirect, type ModuleApp } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import { FOLLOW_UP_PAGE_PATH } from '../contract/words.ts';

const shortTokenParams = z.object({ token: z.string().max(64) });

/**
 * GET /f/{token}: a text reply's short link, to the customer's page /follow-up/{token} (the same 96-bit token, which
 * the page's answers check). Its own route, as invitations have /r/{code}: the text keeps its room for the owner's
 * words (issue 44). An unknown token goes on to the page, which says the conversation was not found.
 */
export async function shortLinkRoutes(app: ModuleApp): Promise<void> {
  app.get(
    '/f/:token',
    {
      schema: {
        summary: "Follow a follow-up text's short link",
        operationId: 'followFollowUpShortLink',
        params: shortTokenParams,
        response: { 302: contentAnswer('text/plain', "A redirect to the customer's conversation page") },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => capabilityRedirect(reply, `${FOLLOW_UP_PAGE_PATH}${encodeURIComponent(request.params.token)}`),
  );
}
