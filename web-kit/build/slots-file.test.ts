import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SLOTS_FILE } from '@korero/core/web-places';
import { slotsFile, writeSlotsFile } from './slots-file.ts';

// Fixtures live inside web-kit, so their imports resolve to the packages every front end uses.
const kitDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(kitDir, '.slots-file-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let fixtures = 0;
function entry(source: string): string {
  const dir = path.join(work, `remote-${++fixtures}`);
  mkdirSync(dir);
  const file = path.join(dir, 'entry.tsx');
  writeFileSync(file, source);
  // A page: finding the slots never loads one.
  writeFileSync(path.join(dir, 'page.tsx'), "throw new Error('a page was loaded');\nexport default function Page() { return null; }\n");
  return file;
}

// A host's slot (as a module's contract defines one), a shell slot filled twice, one filled with nothing, and a page.
const REMOTE = `
  import { lazy } from 'react';
  import { dashboardCards, defineSlot, defineWebModule, headerPrimary } from '@korero/web-kit';
  const hostTabs = defineSlot<{ range: string }>('host.tabs');
  export default defineWebModule({
    id: 'probe',
    routes: [{ path: '/probe', access: 'user', Component: lazy(() => import('./page.tsx')) }],
    slots: [
      hostTabs.fill({ id: 'tab', order: 1, Component: ({ range }) => <p>{range}</p> }),
      dashboardCards.fill({ id: 'one', order: 1, Component: () => null }),
      dashboardCards.fill({ id: 'two', order: 2, span: 'half', Component: () => null }),
      headerPrimary.fill(),
    ],
  });
`;

describe("a remote's slots, read from its web module at build time", () => {
  it('names each slot the web module fills, once, and none it fills with nothing', async () => {
    expect(await slotsFile(entry(REMOTE))).toEqual({ slots: ['dashboard.cards', 'host.tabs'] });
  });

  it('refuses an entry whose default export is not a web module', async () => {
    await expect(slotsFile(entry('export default { id: "probe", slots: [] };'))).rejects.toThrow(/not defineWebModule/);
  });

  it('is written beside remoteEntry.js by the build', async () => {
    const file = entry(REMOTE);
    const outDir = path.join(path.dirname(file), 'dist');
    await build({
      root: path.dirname(file),
      logLevel: 'silent',
      configFile: false,
      plugins: [writeSlotsFile(file)],
      build: {
        outDir,
        minify: false,
        rollupOptions: {
          input: { remoteEntry: file },
          external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
          preserveEntrySignatures: 'allow-extension',
        },
      },
    });
    expect(JSON.parse(readFileSync(path.join(outDir, SLOTS_FILE), 'utf8'))).toEqual({ slots: ['dashboard.cards', 'host.tabs'] });
  });
});
