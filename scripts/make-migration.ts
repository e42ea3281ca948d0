/**
 * Writes the next migration for one owner ("core" or a module id) from the difference between its entities and
 * the schema its existing migrations build:
 *
 *   npm run dev:migration -- teams
 *
 * Review the file it writes; migrations are code, and they run on every deployment.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedModules } from '../config/modules.ts';
import { coreEntities, coreMigrations } from '../core/src/kernel/core-schema.ts';
import { openDatabase } from '../core/src/kernel/database.ts';
import type { ModuleMigration } from '../core/src/sdk/define-module.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const owner = process.argv[2];
const label = process.argv[3] ?? 'Schema';
if (!owner) {
  console.error('usage: npm run dev:migration -- <core|module-id> [Label]');
  process.exit(2);
}

const servers = await Promise.all(installedModules.map(async (m) => ({ id: m.id, server: m.server ? (await m.server()).default : null })));
if (owner !== 'core' && !servers.some((s) => s.id === owner)) {
  console.error(`No installed module "${owner}". Installed: ${servers.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const migrations: ModuleMigration[] = [...coreMigrations, ...servers.flatMap((s) => s.server?.migrations ?? [])];
const silent = { info() {}, warn() {}, error: console.error } as never;
const db = await openDatabase({
  target: { kind: 'pglite', dataDir: 'memory' },
  entities: [...coreEntities, ...servers.flatMap((s) => s.server?.entities ?? [])],
  migrations,
  logger: silent,
});
await db.migrate();
const sql = await db.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: false });
await db.close();

const prefix = `${owner.replaceAll('-', '_')}_`;
const statements = sql
  .split(/;\n/)
  .map((s) => s.trim().replace(/;$/, ''))
  .filter((s) => s && !s.startsWith('set ') && new RegExp(`"${prefix}`).test(s));
if (statements.length === 0) {
  console.log(`No schema changes for ${owner}.`);
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const className = `Migration${stamp}${owner.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}${label}`;
const dir = owner === 'core' ? path.join(root, 'core/src/migrations') : path.join(root, `modules/${owner}/server/migrations`);
mkdirSync(dir, { recursive: true });
const body = statements.map((s) => `    this.addSql(\`${s.replaceAll('`', '\\`')};\`);`).join('\n');
writeFileSync(
  path.join(dir, `${className}.ts`),
  `import { Migration } from '${owner === 'core' ? '@mikro-orm/migrations' : '@korero/core/sdk'}';\n\nexport class ${className} extends Migration {\n  override async up(): Promise<void> {\n${body}\n  }\n}\n`,
);

// The folder's index reads the folder (migrationsIn), so it is written once, for a module's first migration.
const index = path.join(dir, 'index.ts');
if (!existsSync(index)) {
  const exported = owner === 'core' ? 'coreMigrationList' : 'migrations';
  const from = owner === 'core' ? '../sdk/migrations-folder.ts' : '@korero/core/sdk';
  writeFileSync(
    index,
    `import { migrationsIn } from '${from}';\n\n/** Every Migration*.ts in this folder, in file-name order (see migrationsIn). */\nexport const ${exported} = await migrationsIn(import.meta.url);\n`,
  );
}
console.log(`Wrote ${path.relative(root, path.join(dir, `${className}.ts`))} (${statements.length} statements).`);
