import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '@korero/config/env';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';
import { checkingSerializer } from './checked-answers.ts';
import { installErrorHandling } from './errors.ts';
import { installInputGuard } from './input-guard.ts';
import { loggerOptions, stdoutDestination } from './logging.ts';
import { lazyRequestLogger } from './request-logger.ts';

export interface KernelAppOptions {
  /** Log through pino (default true). */
  log?: boolean;
  /** Where log lines go instead of stdout. */
  logStream?: { write(line: string): void };
}

/** The Fastify instance with what applies before anything else: logging, validation, checked answers and errors. */
export function createKernelApp(env: Env, options: KernelAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.log === false ? false : { ...loggerOptions(env.LOG_LEVEL), stream: options.logStream ?? stdoutDestination() },
    genReqId: requestIdOf,
    // One line per request, written by the request-log plugin, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // request.log becomes a pino child only when something logs through it (request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkingSerializer);
  installErrorHandling(app);
  installInputGuard(app);
  // JSON only: a text/plain body would otherwise reach the validators as a string.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** What an X-Request-ID may be to be kept: short, and nothing a log line could be confused by. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The request's id, in its log lines and its answer's X-Request-ID: the one the client or load balancer sent in
 * X-Request-ID when it is well formed (so their logs and Korero's name a request alike), else a new UUID.
 */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The public address links and cookies are made for: PUBLIC_URL, else where the server listens. */
export function publicUrlOf(env: Env): string {
  return (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/+$/, '');
}
