import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { TransactionContext, TransactionPropagation, type EntitySchema, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { backupPglite, backupPostgres } from './database-backup.ts';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../ports/database.port.ts';
import type { ModuleMigration } from '../sdk/define-module.ts';
import { retryOnConflict } from './transaction-retry.ts';
import { DEFAULT_DATABASE_TIMEOUTS, postgresDriverOptions, type DatabaseTimeouts } from './database-timeouts.ts';

export type DatabaseTarget =
  /** `template`: an initialised cluster to start from (tests skip PGlite's 3 s initdb with it). */
  | { kind: 'pglite'; dataDir: string | 'memory'; template?: Blob }
  | { kind: 'postgresql'; url: string; poolMax: number; timeouts?: DatabaseTimeouts };

export interface OpenDatabaseOptions {
  target: DatabaseTarget;
  entities: EntitySchema<any, any>[];
  migrations: ModuleMigration[];
  logger: FastifyBaseLogger;
}

/**
 * The unit of work of one request or job, forked on first use: most routes never touch the database, and forking on
 * every request was measured to cost two thirds of a light route's throughput.
 */
class LazyContext {
  #em: SqlEntityManager | undefined;
  private readonly root: SqlEntityManager;

  constructor(root: SqlEntityManager) {
    this.root = root;
  }

  get em(): SqlEntityManager {
    this.#em ??= this.root.fork({ useContext: false, disableContextResolution: true }) as SqlEntityManager;
    return this.#em;
  }
}

const contexts = new AsyncLocalStorage<LazyContext>();

/**
 * Runs `fn` in a fresh unit of work and outside any transaction it was started from. MikroORM keeps its transaction in
 * an AsyncLocalStorage of its own that wins over ours: a timer or job started inside a request's transaction would
 * otherwise keep using that transaction long after it committed ("Transaction is already committed").
 */
function inFreshContext<T>(root: SqlEntityManager, fn: () => T): T {
  return transactionStorage.run(undefined, () => contexts.run(new LazyContext(root), fn));
}

// Public at run time, private in MikroORM's types; database.api.test.ts fails if an upgrade moves it.
const transactionStorage = (TransactionContext as unknown as { storage: AsyncLocalStorage<unknown> }).storage;

export interface OpenedDatabase extends Database {
  orm: MikroORM;
  /**
   * Plain SQL on the pool, outside any unit of work: for the kernel's hot paths (session lookups), which need no
   * entity manager. Never call it inside a transaction (on PGlite's one connection it would wait for itself).
   */
  direct<T>(sql: string, params: unknown[], method?: 'all' | 'get' | 'run'): Promise<T>;
  /**
   * A read on the kernel's hottest path (the session lookup on every signed-in request), written with `$1…` and sent
   * on PostgreSQL as a named prepared statement: each connection plans it once, where planning a five-table lookup
   * cost three times its execution (0.44 ms against 0.15 ms). On PGlite it is plain SQL on its one connection. The
   * same rules as `direct`: outside any transaction; a name is one SQL text for the life of the process.
   */
  prepared<T>(name: string, sql: string, params: unknown[]): Promise<T[]>;
  /** Runs `next` (the rest of a request's lifecycle) inside a fresh lazy context. */
  runInContext(next: () => void): void;
  /** Applies pending migrations; returns their names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const { target, entities, migrations, logger } = options;
  const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
  const names = new Set<string>();
  for (const m of sorted) {
    if (names.has(m.name)) throw new Error(`Two migrations are named "${m.name}"; migration names must be unique.`);
    names.add(m.name);
  }
  const common: Partial<Options> = {
    entities,
    extensions: [Migrator],
    migrations: {
      tableName: 'core_migrations',
      migrationsList: sorted.map((m) => ({ name: m.name, class: m.class })),
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // `orm.em` resolves to the transaction's em inside `transactional`, else to the request's lazy fork.
    context: () => contexts.getStore()?.em,
    allowGlobalContext: false,
    // Modules read and write through their own services; implicit joins across modules never happen.
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    debug: false,
    discovery: { warnWhenNoEntities: false },
  };

  let orm: MikroORM;
  if (target.kind === 'pglite') {
    const dataDir = target.dataDir === 'memory' ? 'memory://' : path.resolve(target.dataDir);
    if (target.dataDir !== 'memory') mkdirSync(path.dirname(dataDir), { recursive: true });
    // A function, because MikroORM deep-copies plain option objects and a copied Blob no longer reads. MikroORM hands
    // it to `PGlite.create`. pg_trgm is loaded into every cluster (the migration Migration20261227105000CoreTrigram
    // creates it; the Reviews screen's text search uses its indexes, decision 0028); loading it creates nothing.
    const template = target.template;
    const driverOptions = () => ({ extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
    orm = (await PgliteORM.init({ ...common, dbName: dataDir, driverOptions } as never)) as unknown as MikroORM;
  } else {
    orm = (await PostgresORM.init({
      ...common,
      clientUrl: target.url,
      // Two connections stay open once made, and the others a minute after their last use: with pg-pool's 10 s default
      // every burst after a quiet spell opened connections again (a fork on the server, set-up statements here), and
      // the customer bench's p99 was those moments.
      pool: { min: Math.min(2, target.poolMax), max: target.poolMax, idleTimeoutMillis: 60_000 },
      // A function, so that MikroORM passes the pool hook in it on as it is.
      driverOptions: () => postgresDriverOptions(target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    } as never)) as unknown as MikroORM;
  }

  const root = orm.em as unknown as SqlEntityManager;
  let pool: Promise<PgPool> | undefined;
  const db: OpenedDatabase = {
    kind: target.kind,
    orm,
    em: root,
    // Joining an open transaction (not a savepoint): work that calls another service's transaction stays atomic.
    transaction: (fn) => {
      const run = () => root.transactional((em) => fn(em as SqlEntityManager), { propagation: TransactionPropagation.REQUIRED });
      // Only a transaction of its own runs again: one joined is rolled back with its outer one, which runs again.
      if (transactionStorage.getStore() !== undefined) return run();
      return retryOnConflict(run, (error, attempt) =>
        logger.warn({ code: (error as { code?: string }).code, attempt }, 'transaction conflicted with another; running it again'),
      );
    },
    withContext: (fn) => inFreshContext(root, fn),
    // A request never starts inside a transaction: a plain fork is enough on the hot path.
    runInContext: (next) => contexts.run(new LazyContext(root), next),
    backup: (dir, stamp) => (target.kind === 'pglite' ? backupPglite(orm, dir, stamp) : backupPostgres(target.url, dir, stamp)),
    direct: (sql, params, method = 'all') => root.getConnection().execute(sql, params as unknown[], method) as never,
    prepared:
      target.kind === 'postgresql'
        ? async (name, text, values) => {
            pool ??= (root.getConnection() as unknown as PgConnection).getNativeClient();
            return (await (await pool).query({ name, text, values })).rows as never;
          }
        : (_name, text, values) => root.getConnection().execute(...positional(text, values), 'all') as never,
    async migrate() {
      const up = async () => (await orm.migrator.up()).map((m) => m.name);
      // PGlite belongs to this one process; on PostgreSQL several processes may start at once.
      const applied =
        target.kind === 'postgresql'
          ? await oneRunnerAtATime(await (orm.em.getConnection() as unknown as PgConnection).getNativeClient(), target.poolMax, logger, up)
          : await up();
      if (applied.length) logger.info({ migrations: applied }, 'database migrated');
      return applied;
    },
    close: () => orm.close(true),
  };
  return db;
}

interface PgPoolClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  release(error?: Error | boolean): void;
}
interface PgPool {
  connect(): Promise<PgPoolClient>;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** `$1…` SQL as the ORM's `?` form with its values in order of appearance (a `$n` may appear more than once). */
export function positional(sql: string, values: unknown[]): [string, unknown[]] {
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    ordered.push(values[Number(n) - 1]);
    return '?';
  });
  return [text, ordered];
}
/** MikroORM's PostgreSQL connection: its pg pool is public. */
interface PgConnection {
  getNativeClient(): Promise<PgPool>;
}

/** Any number, the same in every Korero process: the key of the migration runners' advisory lock. */
const MIGRATION_LOCK_KEY = 4_711_038;
const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock on a connection of its own, so that of several
 * processes starting on one database one migrates and the others wait, then find nothing left to do. The lock is
 * asked for again and again rather than waited on in one statement: statement_timeout would cut a long wait short.
 * It goes with its connection, so a runner that dies releases it.
 */
async function oneRunnerAtATime(pool: PgPool, poolMax: number, logger: FastifyBaseLogger, up: () => Promise<string[]>): Promise<string[]> {
  // The migrations need a connection besides the lock's.
  if (poolMax < 2) {
    logger.warn({ poolMax }, 'migrations run without the lock that keeps one runner at a time (DATABASE_POOL_MAX is 1)');
    return up();
  }
  const client = await pool.connect();
  let broken = false;
  try {
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_MS;
    let told = false;
    while (!(await client.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY])).rows[0]?.locked) {
      if (Date.now() > deadline) throw new Error('Another process has been migrating this database for 10 minutes; giving up.');
      if (!told) logger.info('another process is migrating the database; waiting for it');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      return await up();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
        // A connection that lost its lock unreleased goes, and the lock with it.
        broken = true;
        logger.warn({ err: error }, 'could not release the migration lock; closing its connection');
      });
    }
  } finally {
    client.release(broken);
  }
}
