import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AiPort, ModuleApp } from '@korero/core/sdk';
import { contentAnswer, LANGUAGE_TAGS, languageChoiceOf, isLanguageChoice } from '@korero/core/contract';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { toPublicBusinessAnswer } from '@korero/module-business/contract/api';
import type { InvitesCredits, InvitesDirectory } from '@korero/module-invites/contract';
import { toInvitationAnswer } from '@korero/module-invites/contract/api';
import { translator } from '@korero/core/i18n';
import { catalogues } from '../locales/index.ts';
import type { CustomerReviews } from './customer.service.ts';

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment openers). */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/**
 * The customer's links, served as the lean customer page (built from web/customer) instead of the whole app. The
 * review page arrives with its invitation and business inlined, so a phone draws it without waiting for API calls.
 * Without a build (a development checkout) or web assets, the routes are not registered and the app's own routes
 * serve them.
 */
export function leanPageIndex(webDir: string | null): string | null {
  const index = webDir && path.join(webDir, 'customer', 'index.html');
  return index && existsSync(index) ? index : null;
}

/** The QR code's link carries ?via=qr; anything else is a link. */
const viaOf = (query: { via?: string | undefined }): 'qr' | 'link' => (query.via === 'qr' ? 'qr' : 'link');

export async function leanPageRoutes(
  app: ModuleApp,
  deps: {
    index: string;
    invites: InvitesDirectory;
    credits: InvitesCredits;
    business: BusinessDirectory;
    ai: AiPort;
    customers: CustomerReviews;
    /** SUPPORT_EMAIL: the privacy note gives it, read from the page (the lean pages ask no API for it). */
    supportEmail: string;
  },
): Promise<void> {
  const meta = `<meta name="korero-support-email" content="${deps.supportEmail.replace(/[<>&"]/g, '')}" />`;
  const html = readFileSync(deps.index, 'utf8').replace('</head>', () => `${meta}</head>`);
  const send = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  const reviewPage = async (token: string, via: 'qr' | 'link', asked: string | undefined) => {
    const invite = await deps.invites.byToken(token);
    const profile = invite ? await deps.business.profile(invite.businessId) : null;
    if (!invite || !profile) return html;
    if (!invite.openedAt) await deps.invites.markOpened(invite.id, via);
    // The same answers GET /api/invites/token/{token} and GET /api/business/profile/{clientId} give.
    const data = {
      token,
      invitation: toInvitationAnswer(invite, profile.businessName, await deps.credits.customerNames(invite, profile.businessName)),
      business: toPublicBusinessAnswer(profile),
      transcription: deps.ai.transcriber !== null,
      // What GET /api/reviews/submitted/{token} answers: a reopened link shows the review it already has at once.
      submitted: await deps.customers.submittedFor(invite, profile),
    };
    // The page's language from its first byte (the script keeps it after): ?lang=, else the invitation's; "both" is te reo first.
    const choice = isLanguageChoice(asked) ? asked : languageChoiceOf(invite.language);
    const lang = LANGUAGE_TAGS[choice === 'en' ? 'en' : 'mi'];
    const { t } = translator(catalogues, choice);
    const title = t('page.title', { business: profile.businessName ?? t('business.yourProvider') }).replace(/[<>&"]/g, '');
    // Replacer functions, not strings: a string replacement reads $' $` $& in a business's name as patterns.
    return html
      .replace(/<html[^>]*>/, () => `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `<script id="korero-review-data" type="application/json">${safeJson(data)}</script></head>`);
  };

  // Customers' pages: reachable signed out (the kernel's marker).
  const page = { response: { 200: contentAnswer('text/html', "The customer's page") } };
  const open = { schema: page, config: { access: 'public' as const } };
  const token = {
    schema: {
      ...page,
      params: z.object({ token: z.string().max(64) }),
      querystring: z.object({ via: z.string().max(10).optional(), lang: z.string().max(4).optional() }),
    },
    config: { access: 'public' as const, rateLimit: { max: 120, timeWindow: '1 minute' } },
  };
  const named = <T extends { schema: object }>(options: T, summary: string, operationId: string) => ({
    ...options,
    schema: { ...options.schema, summary, operationId },
  });
  app.get('/review/:token', named(token, "Show a customer's review page", 'showReviewPage'), async (request, reply) =>
    send(reply, await reviewPage(request.params.token, viaOf(request.query), request.query.lang)),
  );
  app.get(
    '/customer-review/:token',
    named(token, "Show a customer's review page by its older address", 'showCustomerReviewPage'),
    async (request, reply) => send(reply, await reviewPage(request.params.token, viaOf(request.query), request.query.lang)),
  );
  app.get('/review', named(open, 'Show the simple review form', 'showReviewForm'), async (_request, reply) => send(reply, html));
  app.get('/feedback', named(open, 'Show the private feedback page', 'showFeedbackPage'), async (_request, reply) => send(reply, html));
  app.get('/review-preview/:id', named(open, "Show a review's preview page", 'showReviewPreview'), async (_request, reply) =>
    send(reply, html),
  );
}
