import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

/**
 * Korero's catalogues (decision 0050): each module (and config, for the presets' words) that shows customers words
 * keeps a PO file per language in its locales/ folder, which `lingui compile` turns into locales/<language>.ts at build
 * time for the server and the pages to import. Messages are looked up by id: there is no extraction step.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
// A module's catalogue sits in locales/, or in contract/locales/ when its contract (which other modules import) uses it;
// the kernel's (its unsubscribe pages) in core/locales/.
const owners = [
  ...readdirSync(path.join(root, 'modules')).flatMap((name) => [`modules/${name}`, `modules/${name}/contract`]),
  'config',
  'core',
].filter((dir) => existsSync(path.join(root, dir, 'locales', 'en.po')));

export default {
  locales: ['en', 'mi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
  catalogs: owners.map((dir) => ({ path: `<rootDir>/${dir}/locales/{locale}`, include: [`<rootDir>/${dir}`] })),
};
