import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '@korero/config/env';
import type { OpenedDatabase } from './database.ts';
import { Arrival, arrivalHook } from './pipeline/arrival.ts';
import { draining } from './pipeline/draining.plugin.ts';
import { rateLimits } from './pipeline/rate-limits.plugin.ts';
import { requestLog } from './pipeline/request-log.plugin.ts';
import { routeAccess, type RouteAccessOptions } from './pipeline/route-access.plugin.ts';
import { securityHeaders } from './pipeline/security.plugin.ts';
import { carriesSession, session } from './pipeline/session.plugin.ts';
import type { RouteInfo } from './route-access.ts';
import type { SharedAttempts } from './shared-attempts.ts';

export interface RequestPipelineDeps {
  env: Env;
  db: OpenedDatabase;
  publicUrl: string;
  /** Aborted when the kernel starts to close. */
  stopping: AbortSignal;
  sessionKeys: Buffer[];
  attempts: SharedAttempts;
  /** Each answer, once sent (the request counters). */
  answered: (request: FastifyRequest, status: number, ms: number) => void;
  /** The access check's view of who is asking and what the settings say. */
  access: Omit<RouteAccessOptions, 'listed' | 'hasSession'>;
}

export interface RequestPipeline {
  /** Every route added after the pipeline, with its access level; it fills as routes are added. */
  routes: RouteInfo[];
}

/**
 * What every request goes through before its route, one named plugin each, in this order: its id and log line, the
 * draining mark, the security headers and cross-site check, the cookie session (their arrival steps run in one hook,
 * which then runs the rest in the request's database context), the shared rate limits, then (added to each route as it is declared) its access check and maintenance rule. Registered before
 * any route, so every route gets the access check.
 */
export async function installRequestPipeline(app: FastifyInstance, deps: RequestPipelineDeps): Promise<RequestPipeline> {
  const { env, publicUrl } = deps;
  const https = publicUrl.startsWith('https://');
  let routes: RouteInfo[] = [];
  const arrival = new Arrival();
  await app.register(requestLog, { logLevel: env.LOG_LEVEL, answered: deps.answered, arrival });
  await app.register(draining, { stopping: deps.stopping, arrival });
  await app.register(securityHeaders, {
    arrival,
    allowedOrigins: new Set([new URL(publicUrl).origin]),
    trustHost: env.PUBLIC_URL === undefined,
    https,
    originExempt: (url) => url.startsWith('/api/webhooks/'),
  });
  await app.register(session, { keys: deps.sessionKeys, https, maxHours: env.SESSION_MAX_HOURS, arrival });
  // Their steps in one hook, the rest of the request inside its lazy database context (decision 0005).
  await app.register(arrivalHook, { arrival, around: (next) => deps.db.runInContext(next) });
  await app.register(rateLimits, { attempts: deps.attempts });
  await app.register(routeAccess, {
    ...deps.access,
    hasSession: carriesSession,
    listed: (list) => {
      routes = list;
    },
  });
  return { routes };
}
