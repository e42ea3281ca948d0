import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentAnswer, errorAnswer } from '../contract/answers.ts';
import { openApiDocumentAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { describeOperation, finishDocument } from './openapi-operations.ts';
import type { RouteInfo } from './route-access.ts';

/**
 * The OpenAPI 3.1 document of every route the kernel serves, built on the first request for it rather than at
 * start-up: @fastify/swagger (with the zod transform) reads the same schemas from a route-only copy of the API, so
 * it costs nothing until someone asks. A route writes its summary; openapi-operations.ts adds its operationId, tag
 * (the owning module, unless it names its own), security and error answers. The built front ends' files are left out.
 */
export async function buildOpenApiDocument(routes: RouteInfo[], version: string, publicUrl: string): Promise<Record<string, unknown>> {
  const { default: fastifySwagger } = await import('@fastify/swagger');
  const copy = Fastify({ logger: false });
  copy.setValidatorCompiler(validatorCompiler);
  copy.setSerializerCompiler(serializerCompiler);
  installErrorAnswers(copy);
  const transform = createJsonSchemaTransform({ skipList: [] });
  await copy.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Korero API',
        version,
        description:
          'Every route under /api answers JSON unless its answer says otherwise. Refused requests answer `{ "error": "…" }` ' +
          "with a 4xx status. Each operation's `security` says who may call it: anyone (none), a signed-in owner (the `session` " +
          'cookie; `x-access: admin` for a Korero administrator), and on some routes an `apiKey` with the scope it names.\n\n' +
          'Another system (a job-management system, an automation tool) calls the routes that list `apiKey` under security with a ' +
          'key the owner makes in Settings → Integrations: `Authorization: Bearer krc_…`. A key acts for its business only, with ' +
          'the scopes it was given (`x-api-key-scope` names the one a route needs), at most 120 calls a minute; it never reaches ' +
          'other routes. For example:\n\n' +
          '```\ncurl -X POST https://korero.nz.example/api/invites \\\n  -H "Authorization: Bearer $KORERO_KEY" -H "Content-Type: application/json" \\\n' +
          '  -d \'{"customerName":"Aroha Smith","customerEmail":"aroha@nz.example","jobDescription":"Hot water cylinder",' +
          '"jobLocation":"Petone","sendEmail":true,"consent":true}\'\n```',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'korero_session' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (krc_…) from Settings → Integrations' },
        },
      },
    },
    transform: (document) => {
      const result = transform(document);
      const { route } = document.route.config as { route: RouteInfo };
      return { schema: describeOperation(result.schema as Record<string, unknown>, route) as never, url: result.url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  for (const route of routes) {
    if (!route.schema && !route.url.startsWith('/api/')) continue;
    copy.route({
      method: route.method as 'GET',
      url: route.url,
      schema: route.schema ?? {},
      config: { route } as never,
      handler: async () => null,
    });
  }
  await copy.ready();
  const document = copy.swagger() as unknown as Record<string, unknown>;
  await copy.close();
  return finishDocument(document, routes, publicUrl);
}

/**
 * Every route with a declared answer also declares the error shape for 4xx and 5xx, so the error handler's
 * `{ error }` is documented and checked on every route without each one repeating it.
 */
export function installErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    route.schema = { ...route.schema, response: { '4xx': errorAnswer, '5xx': errorAnswer, ...response } };
  });
}

// The reference UI's files, from @fastify/swagger-ui's copy of swagger-ui-dist (served here, not from a CDN).
const UI_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;
type UiFile = keyof typeof UI_FILES;

// A file of its own, not an inline script: the CSP allows only scripts from Korero's origin.
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Korero API reference</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"><link rel="stylesheet" href="/api/docs/static/index.css">
<link rel="icon" type="image/png" href="/api/docs/static/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/static/initializer.js"></script>
</body>
</html>
`;

/** GET /api/openapi.json and the interactive reference at /api/docs. Public: the API's shape is no secret. */
export async function openApiRoutes(
  app: ModuleApp,
  deps: { routes: () => RouteInfo[]; version: string; publicUrl: string },
): Promise<void> {
  let document: Promise<Record<string, unknown>> | null = null;
  const uiDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  const files = new Map<UiFile, Buffer>();
  const open = { access: 'public' as const };
  const tags = ['kernel'];

  app.get(
    '/openapi.json',
    {
      config: open,
      schema: {
        summary: 'Get this OpenAPI document',
        operationId: 'getOpenApiDocument',
        tags,
        response: { 200: openApiDocumentAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      document ??= buildOpenApiDocument(deps.routes(), deps.version, deps.publicUrl).catch((error: unknown) => {
        document = null;
        throw error;
      });
      return (await document) as never;
    },
  );

  app.get(
    '/docs',
    {
      config: open,
      schema: {
        summary: 'Open the interactive API reference',
        operationId: 'getApiReference',
        tags,
        response: { 200: contentAnswer('text/html', 'The reference page') },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get(
    '/docs/static/:file',
    {
      config: open,
      schema: {
        summary: 'Get a script, style or icon of the API reference page',
        operationId: 'getApiReferenceFile',
        tags,
        params: z.object({ file: z.enum([...(Object.keys(UI_FILES) as UiFile[]), 'initializer.js']) }),
        response: { 200: contentAnswer('application/octet-stream', 'The file') },
      },
    },
    async (request, reply) => {
      const name = request.params.file;
      reply.header('cache-control', 'public, max-age=86400');
      if (name === 'initializer.js') return reply.type('application/javascript; charset=utf-8').send(INITIALIZER);
      let body = files.get(name);
      if (!body) {
        body = await readFile(path.join(uiDir(), name));
        files.set(name, body);
      }
      return reply.type(UI_FILES[name]).send(body);
    },
  );
}
