import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';
import { openDatabase } from '../kernel/database.ts';
import { testServerUrl } from '../testing/test-database.ts';
import { Migration20261227105000CoreTrigram } from './Migration20261227105000CoreTrigram.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent } as never;

describe('the kernel migration for text search (decision 0028)', () => {
  it('creates pg_trgm, so ilike searches can use trigram indexes', async () => {
    const { db } = t.kernel;
    const rows = await db.direct<Array<{ extname: string }>>(`select extname from pg_extension where extname = 'pg_trgm'`, []);
    expect(rows).toEqual([{ extname: 'pg_trgm' }]);
    const done = await db.direct<Array<{ name: string }>>(`select name from core_migrations where name = ?`, [
      'Migration20261227105000CoreTrigram',
    ]);
    expect(done).toHaveLength(1);
    // The operator class the modules' indexes use is there, and a trigram index answers a contains-search.
    await db.direct('create table trgm_probe (words text)', [], 'run');
    await db.direct('create index on trgm_probe using gin (words gin_trgm_ops)', [], 'run');
    await db.direct(`insert into trgm_probe values ('Kia ora, Aroha'), ('Blocked drain'), ('Hot water')`, [], 'run');
    expect(await db.direct(`select words from trgm_probe where words ilike ?`, ['%AROHA%'])).toEqual([{ words: 'Kia ora, Aroha' }]);
    await db.direct('drop table trgm_probe', [], 'run');
  });

  it.runIf(testDatabaseKind() === 'postgresql')(
    'stops start-up with what to do when the server refuses the extension (a user without CREATE on the database)',
    async () => {
      const suffix = Math.random().toString(16).slice(2, 10);
      const role = `korero_trgm_${suffix}`;
      const name = `korero_trgm_${suffix}`;
      const admin = new pg.Client({ connectionString: testServerUrl() });
      await admin.connect();
      try {
        await admin.query(`create role "${role}" login`);
        // Owned by the administrator: the role may make tables in the schema, but not create extensions.
        await admin.query(`create database "${name}"`);
        const url = new URL(testServerUrl());
        url.pathname = `/${name}`;
        const inDb = new pg.Client({ connectionString: url.toString() });
        await inDb.connect();
        await inDb.query(`grant create, usage on schema public to "${role}"`);
        await inDb.end();
        url.username = role;
        const db = await openDatabase({
          target: { kind: 'postgresql', url: url.toString(), poolMax: 1 },
          entities: [],
          migrations: [{ name: 'Migration20261227105000CoreTrigram', class: Migration20261227105000CoreTrigram }],
          logger: silent,
        });
        try {
          await expect(db.migrate()).rejects.toThrow(/refused to create the pg_trgm extension.*create extension pg_trgm;/s);
          expect(await db.direct(`select extname from pg_extension where extname = 'pg_trgm'`, [])).toEqual([]);
        } finally {
          await db.close();
        }
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`drop role if exists "${role}"`);
        await admin.end();
      }
    },
  );
});
