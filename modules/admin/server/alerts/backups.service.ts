import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFile, ClockPort, Database } from '@korero/core/sdk';
import type { Alerts } from './alerts.service.ts';

/** How many backups are kept; older ones are deleted after each new one. */
export const KEEP_BACKUPS = 7;

export interface BackupListing {
  directory: string;
  format: string;
  keep: number;
  files: Array<{ name: string; bytes: number; createdAt: Date }>;
}

const BACKUP_NAME = /^korero-(pglite-)?\d{8}-\d{6}\.(sql\.gz|tar\.gz)$/;

/** Backups of the whole database into one folder (DATA_DIR/backups), the newest seven kept. */
export class Backups {
  readonly directory: string;
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #alerts: Alerts;

  constructor(deps: { db: Database; clock: ClockPort; alerts: Alerts; directory: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#alerts = deps.alerts;
    this.directory = deps.directory;
  }

  get format(): string {
    return this.#db.kind === 'postgresql'
      ? 'pg_dump plain SQL, gzipped (restore: gunzip -c <file> | psql <database>)'
      : 'the embedded database’s data directory, as a gzipped tarball (start PGlite from it with loadDataDir)';
  }

  /** Takes a backup now; a failure raises a critical alert (and is thrown), a success resolves it. */
  async run(): Promise<BackupFile> {
    try {
      await mkdir(this.directory, { recursive: true });
      const file = await this.#db.backup(this.directory, stamp(this.#clock.now()));
      await this.#prune();
      await this.#alerts.resolveType('BACKUP_FAILED');
      return file;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.#alerts.raise({
        alertType: 'BACKUP_FAILED',
        severity: 'critical',
        title: 'Backup failed',
        message: `The database backup into ${this.directory} failed: ${reason}`,
      });
      throw error;
    }
  }

  async list(): Promise<BackupListing> {
    let names: string[] = [];
    try {
      names = (await readdir(this.directory)).filter((n) => BACKUP_NAME.test(n));
    } catch {
      // No folder yet: no backups yet.
    }
    const files = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(this.directory, name));
        return { name, bytes: info.size, createdAt: info.mtime };
      }),
    );
    const when = (name: string) => name.replace('pglite-', '');
    files.sort((a, b) => when(b.name).localeCompare(when(a.name)));
    return { directory: this.directory, format: this.format, keep: KEEP_BACKUPS, files };
  }

  async #prune(): Promise<void> {
    const { files } = await this.list();
    for (const old of files.slice(KEEP_BACKUPS)) await rm(path.join(this.directory, old.name), { force: true });
  }
}

/** 20261125-043000 (UTC): sorts by time, and two backups a second apart never share a name. */
function stamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
