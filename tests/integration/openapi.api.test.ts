import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installedModules } from '@korero/config/modules';
import { defineModule, defineModuleServer } from '@korero/core/sdk';
import { startTestKernel, type RouteInfo, type TestKernel } from '@korero/core/testing';
import { routeName, startSweepKernel } from './support/sweep.ts';

/** Fastify's "/teams/:id" is OpenAPI's "/teams/{id}". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const twoHundreds = (route: RouteInfo) =>
  Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((code) => /^2/.test(code));

let t: TestKernel;
let routes: RouteInfo[];
let document: { openapi: string; paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  t = await startSweepKernel();
  routes = t.kernel.routes();
  const res = await t.kernel.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('declares a JSON schema (or a content type) for every answer of every /api route', () => {
    const missing = routes.filter((r) => r.url.startsWith('/api/') && twoHundreds(r).length === 0).map(routeName);
    expect(missing).toEqual([]);
  });

  it('lists every route the kernel serves, with its answers and the owning module as its tag', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${routeName(route)} is not in the document`);
        continue;
      }
      // A redirect (a text's short link) is an answer too.
      if (!Object.keys(operation.responses ?? {}).some((code) => /^[23]/.test(code)))
        problems.push(`${routeName(route)} documents no answer`);
      if (route.module !== 'kernel' && !operation.tags?.includes(route.module))
        problems.push(`${routeName(route)} is not tagged ${route.module}`);
      if (route.url.startsWith('/api/') && !('4XX' in (operation.responses ?? {})) && !('403' in (operation.responses ?? {}))) {
        problems.push(`${routeName(route)} documents no error answer`);
      }
    }
    expect(problems).toEqual([]);
    // One tag per module, and the kernel's own areas.
    const tags = new Set(Object.values(document.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
    for (const module of new Set(routes.map((r) => r.module))) if (module !== 'kernel') expect(tags).toContain(module);
    expect(tags).toContain('identity');
  });

  it('says which routes take an API key and with which scope, with a curl example', () => {
    const op = (path: string, method: string) => document.paths[path]?.[method] as unknown as Record<string, unknown>;
    expect(op('/api/invites', 'post')).toMatchObject({
      security: [{ session: [] }, { apiKey: ['invites:write'] }],
      'x-api-key-scope': 'invites:write',
    });
    expect(op('/api/submissions', 'get')).toMatchObject({ security: [{ session: [] }, { apiKey: ['reviews:read'] }] });
    expect(op('/api/invites', 'get')).toMatchObject({ security: [{ session: [] }] });
    const whole = document as unknown as { info: { description: string }; components: { securitySchemes: Record<string, unknown> } };
    expect(whole.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(whole.info.description).toContain('curl -X POST https://korero.nz.example/api/invites');
    expect(whole.info.description).toContain('"consent":true');
  });

  it('serves an interactive reference at /api/docs from Korero itself, within the CSP', async () => {
    const page = await t.anonymous().get('/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...String(page.body).matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    // No inline script, nothing from another origin: every script is a file this server answers.
    expect(String(page.body)).not.toMatch(/<script>(?!<)/);
    for (const src of [...scripts, ...[...String(page.body).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)]) {
      expect(src.startsWith('/api/docs/static/')).toBe(true);
      const file = await t.anonymous().get(src);
      expect(file.status, src).toBe(200);
    }
  });
});

describe('answers are checked by their schema', () => {
  // A module whose routes answer what their schemas do not say.
  const planted = defineModule({
    id: 'planted',
    title: 'Planted',
    web: false,
    server: async () => ({
      default: defineModuleServer({
        setup(ctx) {
          ctx.routes((app) => {
            const answer = z.strictObject({ data: z.strictObject({ id: z.string(), name: z.string() }) });
            const open = { access: 'public' as const };
            app.get(
              '/planted/extra',
              { config: open, schema: { response: { 200: answer } } },
              async () => ({ data: { id: 'a', name: 'b', secret: 'c' } }) as never,
            );
            app.get(
              '/planted/missing',
              { config: open, schema: { response: { 200: answer } } },
              async () => ({ data: { id: 'a' } }) as never,
            );
            app.get('/planted/right', { config: open, schema: { response: { 200: answer } } }, async () => ({
              data: { id: 'a', name: 'b' },
            }));
          });
        },
      }),
    }),
  });
  let p: TestKernel;
  beforeAll(async () => {
    p = await startTestKernel({ installed: [...installedModules, planted], modules: ['planted'] });
  });
  afterAll(() => p.close());

  it('refuses an answer with a field its schema does not declare, or without one it does', async () => {
    const extra = await p.anonymous().get('/api/planted/extra');
    expect(extra.status).toBe(500);
    expect(JSON.stringify(extra.body)).not.toContain('secret');
    expect((await p.anonymous().get('/api/planted/missing')).status).toBe(500);
    expect(await p.anonymous().get('/api/planted/right')).toMatchObject({ status: 200, body: { data: { id: 'a', name: 'b' } } });
  });
});
