import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError, type ModuleApp } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import { tokenParams } from '../contract/api.ts';
import type { CustomerFollowUps } from './customer.service.ts';

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment openers). */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/**
 * The customer's link /follow-up/{token}, served as the lean page built from web/customer instead of the whole app
 * (docs/decisions/0035, as decision 0006 does for the review page): the conversation arrives inlined, so a phone
 * draws it without waiting for an API call. Without a build (a development checkout), the route is not registered
 * and the app's own route draws the same component.
 */
export function leanPageIndex(webDir: string | null): string | null {
  const index = webDir && path.join(webDir, 'customer', 'index.html');
  return index && existsSync(index) ? index : null;
}

export async function leanPageRoutes(app: ModuleApp, deps: { index: string; customers: CustomerFollowUps }): Promise<void> {
  const html = readFileSync(deps.index, 'utf8');
  app.get(
    '/follow-up/:token',
    {
      schema: {
        summary: "Show a customer's follow-up conversation page",
        operationId: 'showFollowUpPage',
        params: tokenParams,
        response: { 200: contentAnswer('text/html', "The customer's page") },
      },
      // The token in the path is the capability; the page reads nothing else.
      config: { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A wrong token draws the page without data: it asks the API, which answers 404, and the page says so.
      const conversation = await deps.customers.conversation(request.params.token).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      const title = `${conversation?.businessName ?? 'Your conversation'} · Korero`.replace(/[<>&"]/g, '');
      const body = conversation
        ? html
            // Replacer functions, not strings: a string replacement reads $' $` $& in a business's name as patterns.
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
            .replace('</head>', () => `<script id="korero-follow-up" type="application/json">${safeJson(conversation)}</script></head>`)
        : html;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    },
  );
}
