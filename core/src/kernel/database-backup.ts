import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import type { BackupFile } from '../ports/database.port.ts';

/**
 * PGlite: its data directory as a gzipped tarball (what `new PGlite({ loadDataDir })` starts from), taken through
 * PGlite itself so the copy is consistent while Korero runs.
 */
export async function backupPglite(orm: MikroORM, dir: string, stamp: string): Promise<BackupFile> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<{ dumpDataDir(c: 'gzip'): Promise<Blob> }> };
  const client = await connection.getNativeClient();
  const blob = await client.dumpDataDir('gzip');
  return writeAtomically(path.join(dir, `korero-pglite-${stamp}.tar.gz`), async (partial) => {
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  });
}

/** PostgreSQL: pg_dump's plain SQL, gzipped (restore with `gunzip -c file | psql`). */
export async function backupPostgres(url: string, dir: string, stamp: string): Promise<BackupFile> {
  return writeAtomically(path.join(dir, `korero-${stamp}.sql.gz`), async (partial) => {
    const child = spawn('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', `--dbname=${url}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const exited = new Promise<number>((resolve, reject) => {
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error('pg_dump is not installed on this server: install the PostgreSQL client tools (postgresql-client) to get backups.')
            : error,
        ),
      );
      child.on('close', (code) => resolve(code ?? 1));
    });
    await Promise.all([pipeline(child.stdout, createGzip(), createWriteStream(partial)), exited]);
    const code = await exited;
    // pg_dump's messages may quote the connection string: keep only its first line, with any password taken out.
    if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.split('\n')[0]?.replace(/\/\/[^@\s]*@/g, '//') ?? ''}`.trim());
  });
}

/** Writes to a hidden partial file first, so a backup that fails halfway never looks like a finished one. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<BackupFile> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size };
}
