import fp from 'fastify-plugin';
import type { OpenedDatabase } from '../database.ts';

export interface DatabaseContextOptions {
  db: OpenedDatabase;
}

/** Each request runs in its own lazy unit of work (decision 0005): nothing is opened until a handler reads. */
export const databaseContext = fp<DatabaseContextOptions>(
  async (app, { db }) => {
    app.addHook('onRequest', (_request, _reply, done) => db.runInContext(done));
  },
  { name: 'korero-database-context' },
);
