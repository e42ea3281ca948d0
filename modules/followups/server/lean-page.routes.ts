import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HttpError, type ModuleApp } from '@korero/core/sdk';
import { contentAnswer, isLanguageChoice, LANGUAGE_TAGS } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import { tokenParams } from '../contract/api.ts';
import { catalogues } from '../locales/index.ts';
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
        querystring: z.object({ lang: z.string().max(4).optional() }),
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
      // The page's language from its first byte (the script keeps it after): ?lang=, else the follow-up's; "both" is te reo first.
      const asked = request.query.lang;
      const choice = isLanguageChoice(asked) ? asked : (conversation?.language ?? 'en');
      const { t } = translator(catalogues, choice);
      const name = conversation?.businessName?.trim();
      const title = (name ? t('page.title', { business: name }) : t('page.titleNoBusiness')).replace(/[<>&"]/g, '');
      const page = html
        .replace(/<html[^>]*>/, () => `<html lang="${LANGUAGE_TAGS[choice === 'en' ? 'en' : 'mi']}">`)
        // Replacer functions, not strings: a string replacement reads $' $` $& in a business's name as patterns.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
      const body = conversation
        ? page.replace('</head>', () => `<script id="korero-follow-up" type="application/json">${safeJson(conversation)}</script></head>`)
        : page;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    },
  );
}
