import type { FastifyBaseLogger } from 'fastify';
import { healthAnswer, healthDownAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors.ts';
import type { OpenedDatabase } from './database.ts';

/**
 * How long /api/health waits for `select 1`: shorter than the pool's own limits, so a stalled database is reported
 * within a second whatever the pool is doing.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

/** What /api/health says from the moment this process starts to shut down. */
const STOPPING_MESSAGE = 'This Korero process is shutting down: send requests to another.';

/**
 * GET /api/health: 200 when the database answers, else 503 within HEALTH_CHECK_TIMEOUT_MS; 503 at once from the moment
 * the process starts to shut down, so a load balancer stops sending it requests while it answers the last ones.
 * Load balancers poll it.
 */
export async function healthRoutes(app: ModuleApp, deps: { db: OpenedDatabase; startedAt: Date; stopping: AbortSignal }): Promise<void> {
  // One probe at a time: polls during an outage share it instead of each queueing on the pool.
  let probe: Promise<boolean> | null = null;
  const databaseAnswers = (log: FastifyBaseLogger): Promise<boolean> => {
    probe ??= deps.db
      .direct<unknown>('select 1', [], 'get')
      .then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'health check: the database did not answer');
          return false;
        },
      )
      .finally(() => (probe = null));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS)));
    return Promise.race([probe, timedOut]).finally(() => clearTimeout(timer));
  };

  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        operationId: 'getHealth',
        tags: ['kernel'],
        response: { 200: healthAnswer, 503: healthDownAnswer },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (deps.stopping.aborted) return reply.code(503).send({ status: 'stopping' as const, error: STOPPING_MESSAGE });
      if (await databaseAnswers(request.log)) {
        return { status: 'ok' as const, database: deps.db.kind, uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000) };
      }
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ status: 'degraded' as const, database: 'down' as const, error: DATABASE_UNAVAILABLE_MESSAGE });
    },
  );
}
