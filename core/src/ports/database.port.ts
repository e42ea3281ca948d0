import type { SqlEntityManager } from '@mikro-orm/sql';
import { definePort } from './define-port.ts';

/**
 * The database, shared by every module (each owns its own tables). `em` is context-aware: inside a request it is
 * that request's unit of work (created on first use), inside `transaction` it is the transaction's.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgresql';
  readonly em: SqlEntityManager;
  /**
   * Runs fn in a transaction, or inside the one already open (so services calling each other stay atomic). Use the
   * em it gives you (or `db.em`, which resolves to it) for everything inside. A transaction of its own that PostgreSQL
   * rolls back for a deadlock or serialization failure runs again (up to three times in all), so fn does only database
   * work, or work that is safe to repeat.
   */
  transaction<T>(fn: (em: SqlEntityManager) => Promise<T>): Promise<T>;
  /** Runs fn with a fresh unit of work, for work outside a request (jobs, event handlers, start-up). */
  withContext<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Writes a full backup into `dir` (which must exist), named with `stamp`: on PostgreSQL pg_dump's plain SQL, gzipped
   * (`korero-<stamp>.sql.gz`); on PGlite its data directory as a gzipped tarball (`korero-pglite-<stamp>.tar.gz`).
   */
  backup(dir: string, stamp: string): Promise<BackupFile>;
}

/** A finished backup on disk. */
export interface BackupFile {
  file: string;
  bytes: number;
}

export const databasePort = definePort<Database>('database');
