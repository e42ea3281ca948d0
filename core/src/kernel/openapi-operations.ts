import type { RouteInfo } from './route-access.ts';

/**
 * What the kernel adds to each operation of the OpenAPI document from what it already knows about the route (its
 * access rule, API-key scope, owner, rate limit and schemas), so routes write only their summary: the operationId a
 * generated client names its method after, the tag, the security requirement and the error answers.
 */

/** The error answers the kernel can give, each described once and referenced (`#/components/responses/…`). */
export const ERROR_RESPONSES = {
  '400': ['BadRequest', 'The request is not valid: `error` says why, `fields` which field is wrong.'],
  '401': ['Unauthorized', 'No session and no API key, or one that has ended.'],
  '403': [
    'Forbidden',
    "Refused: an API key without this route's scope (or on a route keys cannot use), a request from another website, a role in the business that this operation does not take (`x-korero-roles`), or, on administration routes, an account that is not an administrator.",
  ],
  '404': ['NotFound', 'Nothing by that id for this business, or the module that serves the route is switched off.'],
  '413': ['PayloadTooLarge', 'The body is larger than this route accepts.'],
  '429': ['TooManyRequests', 'Too many requests (an API key may make 120 calls a minute): wait, then try again.'],
  '4XX': ['Refused', 'The request was refused: `error` says why.'],
  '5XX': ['ServerError', 'Korero could not answer: 503 while in maintenance or shutting down.'],
} as const;
type ErrorCode = Exclude<keyof typeof ERROR_RESPONSES, '4XX'>;

/** The error answers a route can give, from its access rule and what it takes. */
export function errorCodesOf(route: RouteInfo): ErrorCode[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || schema.headers);
  const signedIn = route.access !== 'public';
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const codes: ErrorCode[] = [];
  if (takesInput) codes.push('400');
  if (signedIn) codes.push('401');
  // Every state-changing request is refused 403 from another website (the cross-site check).
  if (signedIn || unsafe) codes.push('403');
  if (route.url.includes('/:') || route.module !== 'kernel') codes.push('404');
  if (schema.body) codes.push('413');
  if (route.rateLimited || route.apiKey) codes.push('429');
  codes.push('5XX');
  return codes;
}

/** "List customers' submissions" → listCustomersSubmissions: articles dropped, words joined in camelCase. */
export function operationIdFrom(summary: string): string {
  const words = summary
    .replace(/\([^)]*\)/g, ' ')
    .replace(/'s\b/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !['a', 'an', 'the'].includes(word.toLowerCase()));
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** For a route that names neither: "GET /api/things/:id" → getApiThingsById. */
function operationIdOfPath(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By-${part.slice(1)}` : part));
  return operationIdFrom(`${method.toLowerCase()} ${parts.join(' ')}`);
}

/** The security requirement of a route: none for public ones, the session cookie, and an API key with its scope. */
function securityOf(route: Pick<RouteInfo, 'access' | 'apiKey'>): Array<Record<string, string[]>> {
  if (route.access === 'public') return [];
  return [{ session: [] }, ...(route.apiKey ? [{ apiKey: [route.apiKey] }] : [])];
}

const ROLE_NAMES = { owner: 'owners', manager: 'managers', technician: 'technicians' } as const;

/** "Who may call it: owners and managers of the business." (signed-in routes only) */
export function rolesSentence(roles: RouteInfo['roles']): string | null {
  if (!roles?.length) return null;
  const names = roles.map((role) => ROLE_NAMES[role]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Who may call it: ${list} of the business (an API key acts for its business, on the routes that take its scope).`;
}

/** The operation's fields the kernel sets (those a route wrote itself, its tags and operationId, win). */
export function describeOperation(schema: Record<string, unknown>, route: RouteInfo): Record<string, unknown> {
  const summary = typeof schema.summary === 'string' ? schema.summary : undefined;
  const roles = rolesSentence(route.roles);
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return {
    ...schema,
    ...(roles ? { description: description ? `${description}\n\n${roles}` : roles } : {}),
    operationId: schema.operationId ?? (summary ? operationIdFrom(summary) : operationIdOfPath(route.method, route.url)),
    summary: summary ?? `${route.method} ${route.url}`,
    tags: schema.tags ?? [route.module],
    security: securityOf(route),
    'x-access': route.access,
    ...(route.roles ? { 'x-korero-roles': [...route.roles] } : {}),
    ...(route.capability ? { 'x-korero-capability': route.capability } : {}),
    ...(route.apiKey ? { 'x-api-key-scope': route.apiKey } : {}),
  };
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The document's last touches: the server it is served from, the shared error answers in place of each route's
 * generic 4xx/5xx, and no component schema that nothing refers to. Throws when two operations share an
 * operationId: a generated client could not have both.
 */
export function finishDocument(document: Document, routes: RouteInfo[], publicUrl: string): Document {
  const byPath = new Map(routes.map((route) => [`${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route]));
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId ?? '';
      const other = seen.get(id);
      if (other) throw new Error(`Two routes have the operationId "${id}": ${other} and ${name}. Give one its own operationId.`);
      seen.set(id, name);
      const route = byPath.get(`${method} ${path}`);
      if (!route) continue;
      const responses: Record<string, unknown> = {};
      for (const [code, answer] of Object.entries(operation.responses ?? {})) {
        // The generic 4XX/5XX and a route's own error codes become the shared answers where the kernel has one.
        if (code in ERROR_RESPONSES) continue;
        responses[code] = answer;
      }
      const codes = new Set<ErrorCode>(errorCodesOf(route));
      for (const code of Object.keys(operation.responses ?? {}))
        if (code in ERROR_RESPONSES && code !== '4XX') codes.add(code as ErrorCode);
      for (const code of codes) responses[code] = { $ref: `#/components/responses/${ERROR_RESPONSES[code][0]}` };
      // A public route with no input can still be refused (a lock-out, maintenance): one generic error answer.
      if (![...codes].some((code) => code.startsWith('4')) && !Object.keys(responses).some((code) => /^4/.test(code)))
        responses['4XX'] = { $ref: `#/components/responses/${ERROR_RESPONSES['4XX'][0]}` };
      operation.responses = responses;
    }
  }
  const components = (document.components ??= {});
  components.responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  dropUnusedSchemas(document);
  // In name order: the order the contracts happened to load in is no order a generated client should follow.
  if (components.schemas)
    components.schemas = Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { ...document, servers: [{ url: publicUrl, description: 'This Korero' }] };
}

/** Schemas only the zod transform's input copies (`…Input`) point to, or nothing at all: left out. */
function dropUnusedSchemas(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  for (;;) {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } }) + JSON.stringify(schemas);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}
