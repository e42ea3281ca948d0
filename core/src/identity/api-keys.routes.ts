import type { FastifyRequest } from 'fastify';
import { successAnswer } from '../contract/answers.ts';
import { apiKeyBody, apiKeyCreatedAnswer, apiKeysAnswer } from '../contract/api-keys.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { ApiScope, ModuleApp } from '../sdk/define-module.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../sdk/errors.ts';
import { idParam, isUuid } from '../sdk/http.ts';
import type { KeyUser } from '../kernel/route-access.ts';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import type { ApiKeyRow, ApiKeys } from './api-keys.ts';
import type { SessionAuth } from './auth.adapter.ts';

/** Calls per key per minute, shared by every process: a job system's burst fits, a runaway loop does not. */
export const KEY_CALLS_PER_MINUTE = 120;
const WHERE_TO_MAKE_ONE = 'Make a new one in Settings → Integrations.';

/** API keys are the owner's: they act for the whole business. */
/** API keys act for the whole business, unattended: the owner's alone. */
const OWNERS = { capability: 'connections' } as const;

export type ScopeList = () => Array<ApiScope & { module: string }>;

/**
 * The access check's answer for a request with an API key: the key's business as its signed-in user (never an
 * administrator), remembered for the request so `auth.user()` works in the handler as for a session.
 */
export function keyUserOf(deps: { keys: ApiKeys; auth: SessionAuth; attempts: SharedAttempts }): KeyUser {
  return async (request: FastifyRequest, bearer: string, scope: string | undefined): Promise<SessionUser> => {
    if (!scope) {
      throw forbidden('API keys cannot be used for this route: it needs a signed-in owner. /api/docs lists the routes a key can call.');
    }
    const holder = bearer ? await deps.keys.holder(bearer) : null;
    if (!holder) throw unauthorized(`That API key is not valid (it may have been revoked). ${WHERE_TO_MAKE_ONE}`);
    if (!holder.scopes.includes(scope)) {
      throw forbidden(`This API key does not have the ${scope} scope. Make a key with it in Settings → Integrations.`);
    }
    const window = await deps.attempts.hit(`api-key:${holder.id}`, 60_000);
    if (window.hits > KEY_CALLS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(window.remainingMs / 1000));
      throw new HttpError(429, `Too many requests with this API key (${KEY_CALLS_PER_MINUTE} a minute). Try again in ${seconds} s.`, {
        retryAfterSeconds: seconds,
      });
    }
    const user: SessionUser = {
      id: holder.businessId,
      username: holder.username,
      email: holder.email,
      isAdmin: false,
      businessId: holder.businessId,
      // A key stands for its business as its owner made it: a route that takes keys takes them whatever its roles.
      role: 'owner',
      teamMemberId: null,
      apiKey: { id: holder.id, scopes: holder.scopes, name: holder.name },
    };
    deps.auth.remember(request, user);
    return user;
  };
}

const keyAnswer = (k: ApiKeyRow) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** /api/api-keys: the signed-in owner makes, lists and revokes their business's keys (a key cannot manage keys). */
export async function apiKeysRoutes(app: ModuleApp, deps: { keys: ApiKeys; auth: SessionAuth; scopes: ScopeList }): Promise<void> {
  const { keys, auth } = deps;
  const tags = ['identity'];
  app.get(
    '/api-keys',
    {
      schema: { summary: 'List API keys and the scopes on offer', operationId: 'listApiKeys', tags, response: { 200: apiKeysAnswer } },
      config: OWNERS,
    },
    async (request) => ({
      data: (await keys.list(auth.user(request).businessId)).map(keyAnswer),
      scopes: deps.scopes().map(({ scope, description, module }) => ({ scope, description, module })),
    }),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        summary: 'Create an API key, shown once',
        operationId: 'createApiKey',
        tags,
        body: apiKeyBody,
        response: { 201: apiKeyCreatedAnswer },
      },
      config: { ...OWNERS, rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const known = new Set(deps.scopes().map((s) => s.scope));
      const unknown = request.body.scopes.filter((s) => !known.has(s));
      if (unknown.length) {
        throw badRequest(`Unknown scope${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Choose from ${[...known].join(', ')}.`);
      }
      const user = auth.user(request);
      const { key, row } = await keys.create(user.businessId, request.body.name, request.body.scopes, user.id);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: { ...keyAnswer(row), key } });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: { summary: 'Revoke an API key', operationId: 'deleteApiKey', tags, params: idParam, response: { 200: successAnswer } },
      config: OWNERS,
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('No such API key.');
      await keys.revoke(auth.user(request).businessId, request.params.id);
      return { success: true };
    },
  );
}
