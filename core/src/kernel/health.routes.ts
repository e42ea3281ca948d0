import type { ModuleApp } from '../sdk/define-module.ts';
import type { OpenedDatabase } from './database.ts';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: ModuleApp, deps: { db: OpenedDatabase; startedAt: Date }): Promise<void> {
  app.get('/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await deps.db.direct('select 1', [], 'get');
      return { status: 'ok', database: deps.db.kind, uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000) };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', error: 'The database is not answering.' });
    }
  });
}
