import { randomBytes } from 'node:crypto';
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

/** An empty database of its own for one test kernel: PGlite in memory, or a fresh database on the server. */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') return { target: { kind: 'pglite', dataDir: 'memory' }, drop: async () => {} };
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
