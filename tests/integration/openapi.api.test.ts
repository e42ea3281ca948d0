import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installedModules } from '@korero/config/modules';
import { defineModule, defineModuleServer } from '@korero/core/sdk';
import { startTestKernel, type RouteInfo, type TestKernel } from '@korero/core/testing';
import { clientTypesOf, committedClientTypes, openApiDocumentOf, startWholeApiKernel } from '../client/document.ts';
import { ANSWER_TABLE, answerTableSource } from '../web/answer-table.ts';
import { routeName } from './support/sweep.ts';

/** Fastify's "/teams/:id" is OpenAPI's "/teams/{id}". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const twoHundreds = (route: RouteInfo) =>
  Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((code) => /^2/.test(code));

let t: TestKernel;
let routes: RouteInfo[];
type Operation = { tags?: string[]; responses?: Record<string, unknown>; operationId?: string; summary?: string; security?: unknown };
let document: { openapi: string; paths: Record<string, Record<string, Operation>>; servers?: Array<{ url: string }> };

beforeAll(async () => {
  // Every module and every provider with routes of its own: the whole API a deployment can publish.
  t = await startWholeApiKernel();
  routes = t.kernel.routes();
  document = (await openApiDocumentOf(t)) as typeof document;
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
      if (route.url.startsWith('/api/') && !Object.keys(operation.responses ?? {}).some((code) => /^4/.test(code))) {
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

  it('names every operation for a generated client: a summary the route wrote, a unique operationId, a tag', () => {
    const unsummarised = routes.filter((r) => typeof (r.schema as { summary?: unknown } | undefined)?.summary !== 'string').map(routeName);
    expect(unsummarised, 'routes without schema.summary').toEqual([]);
    const ids = new Map<string, string>();
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const id = operation.operationId ?? '';
        expect(id, `${method} ${url}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.get(id), `operationId ${id}`).toBeUndefined();
        ids.set(id, `${method} ${url}`);
        expect(operation.tags?.length, `${method} ${url}`).toBe(1);
      }
    }
    expect(document.paths['/api/invites']?.post?.operationId).toBe('createInvite');
    expect(document.paths['/api/submissions']?.get?.operationId).toBe('listSubmissions');
    expect(document.paths['/api/compliance/jobs']?.post?.operationId).toBe('createJob');
  });

  it('declares security from the access rule, the shared error answers it can give, and the server from PUBLIC_URL', () => {
    expect(document.servers).toEqual([{ url: 'https://korero.nz.example', description: 'This Korero' }]);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const expected = route.access === 'public' ? [] : [{ session: [] }, ...(route.apiKey ? [{ apiKey: [route.apiKey] }] : [])];
      expect(operation.security, routeName(route)).toEqual(expected);
      const responses = operation.responses ?? {};
      if (route.access !== 'public') expect(responses['401'], routeName(route)).toEqual({ $ref: '#/components/responses/Unauthorized' });
      if (route.apiKey) expect(responses['429'], routeName(route)).toEqual({ $ref: '#/components/responses/TooManyRequests' });
      if (route.url.includes('/:')) expect(responses['404'], routeName(route)).toEqual({ $ref: '#/components/responses/NotFound' });
    }
    const whole = document as unknown as { components: { responses: Record<string, { content: unknown }> } };
    expect(whole.components.responses.BadRequest?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
  });

  it("passes Redocly's recommended rules with no error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'korero-openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NODE_OPTIONS: '' },
        timeout: 60_000,
      },
    );
    const report = JSON.parse(run.stdout || '{"problems":[]}') as {
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    expect(run.status, run.stderr).toBe(0);
  });

  it('matches the committed client types (tests/client/korero-api.d.ts; `npm run api-client` writes them again)', async () => {
    const fresh = (await clientTypesOf(document)).split('\n');
    const committed = (await committedClientTypes()).split('\n');
    const line = fresh.findIndex((text, i) => text !== committed[i]);
    const where = line === -1 && committed.length !== fresh.length ? fresh.length : line;
    expect(
      where === -1 ? null : `line ${where + 1}: ${fresh[where]}`,
      'tests/client/korero-api.d.ts is stale: run `npm run api-client`',
    ).toBeNull();
  });

  it("matches the committed answer table the screens' fake server checks against (tests/web/answers.generated.ts)", async () => {
    const fresh = (await answerTableSource(routes)).split('\n');
    const committed = (await readFile(ANSWER_TABLE, 'utf8').catch(() => '')).split('\n');
    const line = fresh.findIndex((text, i) => text !== committed[i]);
    const where = line === -1 && committed.length !== fresh.length ? fresh.length : line;
    expect(
      where === -1 ? null : `line ${where + 1}: ${fresh[where]}`,
      'tests/web/answers.generated.ts is stale: run `npm run api-client`',
    ).toBeNull();
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
