import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { ModuleApp } from '@korero/core/sdk';
import { contentAnswer, errorAnswer } from '@korero/core/contract';
import { keyParams, publicLanguageQuery, publicReviewsAnswer, SHOWCASE_KEY, slugParams } from '../contract/api.ts';
import { cacheableBody, MISSING_CACHE, sendCacheable } from './cacheable.ts';
import { missingPage, PAGE_CSP, showcasePage } from './page.ts';
import type { ShowcaseReviews } from './reviews.service.ts';
import type { ShowcaseSettingsService } from './settings.service.ts';
import { NO_WIDGET_SCRIPT, WIDGET_SCRIPT } from './widget/widget-script.ts';

/**
 * Per client address: a visitor's browser asks once per page view and then keeps the answer five minutes, and a CDN
 * in front asks once per key per five minutes per edge, so 600 a minute never meets a person or a CDN, and still
 * stops one client from making Korero build answers as fast as it can.
 */
const PUBLIC_LIMIT = { access: 'public' as const, rateLimit: { max: 600, timeWindow: '1 minute' } };
const MISSING = "This review widget is switched off, or its key has changed. Copy the snippet again from Korero's Settings.";

const script = cacheableBody(WIDGET_SCRIPT, gzipSync(WIDGET_SCRIPT, { level: 9 }));
const noScript = cacheableBody(NO_WIDGET_SCRIPT);

/** What a business's website and anyone on the web may read: the widget's answer, its script, and the public page. */
export async function publicRoutes(
  app: ModuleApp,
  deps: { settings: ShowcaseSettingsService; reviews: ShowcaseReviews; publicUrl: string },
): Promise<void> {
  const { settings, reviews, publicUrl } = deps;

  app.get(
    '/api/showcase/:key/reviews',
    {
      schema: {
        summary: "A business's shown reviews, for its website widget (public, CORS *, cacheable)",
        operationId: 'getShowcasePublicReviews',
        params: keyParams,
        querystring: publicLanguageQuery,
        response: { 200: publicReviewsAnswer, 404: errorAnswer },
      },
      config: PUBLIC_LIMIT,
    },
    async (request, reply) => {
      // Any website may read it; it carries no cookies and answers the same to everyone.
      reply.header('access-control-allow-origin', '*');
      const row = await settings.byKey(request.params.key);
      if (!row) return reply.code(404).header('cache-control', MISSING_CACHE).send({ error: MISSING });
      const { placeId: _placeId, logoUrl: _logoUrl, ...data } = await reviews.publicData(row, request.query.lang);
      return sendCacheable(request, reply, cacheableBody(JSON.stringify({ data })), 'application/json; charset=utf-8');
    },
  );

  app.get(
    '/w/:file',
    {
      schema: {
        summary: 'The website widget script for a key (does nothing unless the key is switched on)',
        operationId: 'getShowcaseScript',
        params: z.object({ file: z.string().regex(new RegExp(`^${SHOWCASE_KEY.source.slice(1, -1)}\\.js$`), 'Not a widget script') }),
        response: { 200: contentAnswer('text/javascript', 'The widget script') },
      },
      config: PUBLIC_LIMIT,
    },
    async (request, reply) => {
      const row = await settings.byKey(request.params.file.slice(0, -3));
      // A 200 that does nothing rather than a 404, so a snippet left on a site after rotating or switching off puts
      // no error in its visitors' consoles.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendCacheable(request, reply, row ? script : noScript, 'text/javascript; charset=utf-8');
    },
  );

  app.get(
    '/b/:slug',
    {
      schema: {
        summary: "A business's public review page",
        operationId: 'showShowcasePage',
        params: slugParams,
        querystring: publicLanguageQuery,
        response: { 200: contentAnswer('text/html', 'The public review page'), 404: contentAnswer('text/html', 'Not found') },
      },
      config: PUBLIC_LIMIT,
    },
    async (request, reply) => {
      reply.header('content-security-policy', PAGE_CSP);
      const row = await settings.bySlug(request.params.slug.toLowerCase());
      if (!row)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', MISSING_CACHE)
          .send(missingPage(request.query.lang));
      const html = showcasePage(await reviews.publicData(row, request.query.lang), { publicUrl, slug: row.slug });
      return sendCacheable(request, reply, cacheableBody(html), 'text/html; charset=utf-8');
    },
  );
}
