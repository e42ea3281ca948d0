import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type DatabaseTarget } from '../kernel/database.ts';
import type { ModuleMigration } from '../sdk/define-module.ts';

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

/** The installed PGlite's version: a template made by another version is not reused. */
async function pgliteVersion(): Promise<string> {
  // The package does not export its package.json; find it beside its entry.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A PGlite cluster made once and kept in the temp folder under `name`, for every test worker to start from. Written
 * to a file of the process's own first and renamed, so a worker never reads one half written.
 */
async function cachedCluster(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(tmpdir(), `${name}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const dump = await make();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

let initialised: Promise<Blob> | undefined;

/** An empty, initialised cluster: starting from it takes ~0.6 s where PGlite's own initdb takes ~3 s. */
function pgliteTemplate(): Promise<Blob> {
  initialised ??= (async () =>
    cachedCluster(`korero-pglite-template-${await pgliteVersion()}`, async () => {
      const db = await PGlite.create('memory://');
      const dump = await db.dumpDataDir('none');
      await db.close();
      return dump;
    }))();
  return initialised;
}

/**
 * The key of a schema: the migrations' names and code. A changed or added migration makes a new template, so a test
 * never starts from a schema its migrations would not make.
 */
function schemaKey(migrations: readonly ModuleMigration[]): string {
  const hash = createHash('sha256');
  for (const m of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(m.name).update('\0');
    // The class's source, its methods' bodies included (each migration's SQL is written in them).
    let proto: unknown = m.class;
    while (typeof proto === 'function' && proto !== Function.prototype && proto.name !== 'Migration') {
      hash.update(String(proto)).update('\0');
      proto = Object.getPrototypeOf(proto);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const silent = pino({ level: 'silent' });

/** Runs `migrations` on an empty database at `target`, as a kernel starting on it would. */
async function migrateEmpty(target: DatabaseTarget, migrations: readonly ModuleMigration[], dump?: 'pglite'): Promise<Blob | undefined> {
  const db = await openDatabase({ target, entities: [], migrations: [...migrations], logger: silent });
  try {
    await db.migrate();
    if (!dump) return undefined;
    const client = await (db.orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }).getNativeClient();
    return await client.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

const migratedClusters = new Map<string, Promise<Blob>>();

/** A PGlite cluster with `migrations` applied, made once per schema (kept in the temp folder between runs). */
function migratedPgliteTemplate(migrations: readonly ModuleMigration[]): Promise<Blob> {
  const key = schemaKey(migrations);
  let cluster = migratedClusters.get(key);
  if (!cluster) {
    cluster = (async () => {
      const version = await pgliteVersion();
      await removeStaleFiles(`korero-pglite-migrated-`);
      return cachedCluster(
        `korero-pglite-migrated-${version}-${key}`,
        async () => (await migrateEmpty({ kind: 'pglite', dataDir: 'memory', template: await pgliteTemplate() }, migrations, 'pglite'))!,
      );
    })();
    migratedClusters.set(key, cluster);
  }
  return cluster;
}

/** Each changed migration leaves a template behind: ones over a week old go (one still in use is simply made again). */
const STALE_MS = 7 * 24 * 60 * 60_000;

async function removeStaleFiles(prefix: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const file = path.join(tmpdir(), name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(file, { force: true });
  }
}

/**
 * A database on the server with `migrations` applied, to copy test databases from (`create database … template`).
 * One worker makes it while the others wait on an advisory lock; it is built under another name and renamed, so a
 * half-made template is never copied. It stays on the server for the next run; ones over a week old are dropped.
 */
async function migratedPostgresTemplate(admin: pg.Client, migrations: readonly ModuleMigration[]): Promise<string> {
  const name = `korero_template_${schemaKey(migrations)}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const url = new URL(testServerUrl());
    url.pathname = `/${building}`;
    await migrateEmpty({ kind: 'postgresql', url: url.toString(), poolMax: 2 }, migrations);
    await admin.query(`alter database "${building}" rename to "${name}"`);
    await admin.query(`comment on database "${name}" is 'Korero test template, made ${new Date().toISOString()}'`);
    await dropStaleTemplates(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** Templates made over a week ago for other schemas (each changed migration leaves one behind); made times are in their comments. */
async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database
      where datname like 'korero\\_template\\_%' and datname <> $1
        and coalesce(substring(shobj_description(oid, 'pg_database') from 'made (\\S+)$')::timestamptz, '-infinity') < now() - interval '7 days'`,
    [keep],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
}

export interface TestDatabaseOptions {
  /**
   * Start from these migrations already applied (a copy of a template made once per schema) instead of an empty
   * database: a kernel starting on it finds nothing to migrate. Tests of migrating itself leave it out.
   */
  migrated?: readonly ModuleMigration[];
}

/** A database of its own for one test kernel: PGlite in memory, or a fresh database on the server; empty unless `migrated`. */
export async function createTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = options.migrated ? await migratedPgliteTemplate(options.migrated) : await pgliteTemplate();
    return { target: { kind: 'pglite', dataDir: 'memory', template }, drop: async () => {} };
  }
  const name = `korero_test_${randomBytes(6).toString('hex')}`;
  await onServer(async (admin) => {
    const template = options.migrated ? await migratedPostgresTemplate(admin, options.migrated) : null;
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgresql', url: url.toString(), poolMax: 5 },
    async drop() {
      await onServer((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** Runs `fn` on a connection of its own to the test server's maintenance database, closed after. */
async function onServer<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Makes the templates a kernel of these migrations starts from, before any test asks: `npm test`'s API and browser
 * projects run it in their global setup (tests/support/test-templates.setup.ts), so no test worker carries the memory
 * of a migrated PGlite it made, and workers do not build the same template side by side.
 */
export async function prepareTemplates(migrations: readonly ModuleMigration[], kinds: readonly TestDatabaseKind[]): Promise<void> {
  for (const kind of kinds) {
    if (kind === 'pglite') await migratedPgliteTemplate(migrations);
    else await onServer((admin) => migratedPostgresTemplate(admin, migrations));
  }
}
