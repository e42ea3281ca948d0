import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySecureSession from '@fastify/secure-session';
import type { Env } from '@korero/config/env';
import type { OpenedDatabase } from './database.ts';
import { redactUrl } from './logging.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { installSecurity } from './security.ts';
import type { SharedAttempts } from './shared-attempts.ts';

/** The owner's session cookie. */
export const SESSION_COOKIE = 'korero_session';

export interface RequestPipelineDeps {
  env: Env;
  db: OpenedDatabase;
  publicUrl: string;
  sessionKeys: Buffer[];
  attempts: SharedAttempts;
  /** Each answer, once sent (the request counters). */
  answered: (request: FastifyRequest, status: number, ms: number) => void;
}

/**
 * What every request goes through before its route: a lazy unit of work, one log line, the security headers and
 * cross-site check, the cookie session and the shared rate limits. Returns the switch that makes every later answer
 * close its connection (shutting down: a keep-alive client cannot hold the process open).
 */
export async function installRequestPipeline(app: FastifyInstance, deps: RequestPipelineDeps): Promise<() => void> {
  const { env, db, publicUrl } = deps;
  const https = publicUrl.startsWith('https://');
  app.addHook('onRequest', (_request, _reply, done) => db.runInContext(done));
  const logEveryRequest = ['trace', 'debug', 'info'].includes(env.LOG_LEVEL);
  // The request line's fields are fixed and none is secret (the URL is redacted by redactUrl), so it skips the
  // logger's redaction pass, which scans every field of every line and cost four times the rest of writing it.
  const requestLines = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', (request, reply, done) => {
    deps.answered(request, reply.statusCode, reply.elapsedTime);
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    if (level === 'error' || logEveryRequest) {
      requestLines[level](
        {
          reqId: request.id,
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  installSecurity(app, {
    allowedOrigins: new Set([new URL(publicUrl).origin]),
    trustHost: env.PUBLIC_URL === undefined,
    https,
    originExempt: (url) => url.startsWith('/api/webhooks/'),
  });
  await app.register(fastifySecureSession, {
    key: deps.sessionKeys,
    cookieName: SESSION_COOKIE,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge: env.SESSION_MAX_HOURS * 3600 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.attempts),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many attempts. Try again in ${context.after}.` }),
  });
  return () => {
    stopping = true;
  };
}
