/**
 * Global setup of the API and browser projects: the migrated templates every test kernel copies (decision 0039) are
 * made once, before the workers start, so no worker carries the memory of a migrated PGlite it made and workers do not
 * build the same template side by side. When they exist already this takes a second. It runs in Vitest's own process,
 * whose transform of the migrations' code is the workers' (the templates are keyed by that code).
 */
import { installedModules } from '@korero/config/modules';
import { kernelMigrations, prepareTemplates, type TestDatabaseKind } from '@korero/core/testing';
import type { TestProject } from 'vitest/node';

export default async function prepareTestTemplates(project: TestProject): Promise<void> {
  const kind = (project.config.env?.TEST_DB ?? 'pglite') as TestDatabaseKind;
  // The browser tests run on the suite's database, and the every-page sweep on PGlite as well (decision 0039).
  const kinds: TestDatabaseKind[] = project.name === 'e2e' && kind !== 'pglite' ? [kind, 'pglite'] : [kind];
  await prepareTemplates(await kernelMigrations(installedModules), kinds);
}
