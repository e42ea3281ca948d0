import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../kernel/database.ts';

export type TestDatabaseKind = 'pglite' | 'postgresql';

/** Which database API tests run on: TEST_DB=postgresql (or TEST_DATABASE_URL) picks the real server. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgresql' ? 'postgresql' : 'pglite';
}

export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
}

/** Does the test PostgreSQL server answer? */
export async function postgresAnswers(url = testServerUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/**
 * An empty, initialised PGlite cluster, made once and kept in the temp folder: starting from it takes ~0.6 s
 * where PGlite's own initdb takes ~3 s, for every test kernel.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    // The package does not export its package.json; find it beside its entry to key the template by version.
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const version = (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const file = path.join(tmpdir(), `korero-pglite-template-${version}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const db = await PGlite.create('memory://');
    const dump = await db.dumpDataDir('none');
    await db.close();
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file);
    return dump;
  })();
  return template;
}

/** An empty database of its own for one test kernel: PGlite in memory, or a fresh database on the server. */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') return { target: { kind: 'pglite', dataDir: 'memory', template: await pgliteTemplate() }, drop: async () => {} };
  const serverUrl = testServerUrl();
  const name = `korero_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgresql', url: url.toString(), poolMax: 5 },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
