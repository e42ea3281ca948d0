import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { provideSharedModules, sharedModuleInputs, useSharedModules } from './shared-modules.ts';

// Fixtures live inside web-kit, so their imports resolve to the packages every front end uses.
const kitDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(kitDir, '.shared-modules-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let fixtures = 0;
/** Builds an entry (and other files beside it) the way a remote is built, only the shared-modules part of it. */
async function buildRemoteChunks(source: string, files: Record<string, string> = {}): Promise<Rollup.OutputChunk[]> {
  const dir = path.join(work, `remote-${++fixtures}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'entry.js'), source);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const out = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [useSharedModules()],
    // As in a real build (the tests run with NODE_ENV=test): the kit's JSX uses the production runtime.
    oxc: { jsx: { development: false } },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: { input: path.join(dir, 'entry.js'), preserveEntrySignatures: 'allow-extension' },
    },
  })) as Rollup.RollupOutput;
  return out.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}

/** The code of a one-file remote. */
const buildRemote = async (source: string) => (await buildRemoteChunks(source)).map((c) => c.code).join('\n');

/** Each `import { … } from "…"` of a chunk: the specifier and the names. */
const importsOf = (code: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)].map((m) => ({
    from: m[2]!,
    names: m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!),
  }));

describe('a remote uses the shell’s copies of the shared packages', () => {
  it('imports them from the one facade, each package under its prefix and the kit as it is, and carries none of them', async () => {
    const code = await buildRemote(`
      import { useState } from 'react';
      import { Link } from 'react-router';
      import { useQuery } from '@tanstack/react-query';
      import { Button } from '@korero/web-kit';
      export default [useState, Link, useQuery, Button];
    `);
    const imports = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)];
    expect(imports.map((m) => m[2])).toEqual(['@korero/shared']);
    const names = imports[0]![1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]);
    expect(names.sort()).toEqual(['Button', 'react__useState', 'react_router__Link', 'tanstack_react_query__useQuery']);
    // No copy of any of them came along.
    expect(code.length).toBeLessThan(2_000);
  });

  it('takes forms and overlays from the second facade, in the chunk that draws them, not through the entry', async () => {
    const chunks = await buildRemoteChunks(
      `
      import { Button } from '@korero/web-kit';
      export const card = Button;
      export const page = () => import('./page.js');
    `,
      {
        'page.js': `
          import { useForm } from 'react-hook-form';
          import { Button, Dialog, Select } from '@korero/web-kit';
          export default [useForm, Button, Dialog, Select];
        `,
      },
    );
    const entry = chunks.find((c) => c.isEntry)!;
    const page = chunks.find((c) => !c.isEntry)!;
    // The entry (what the dashboard loads) does not ask for the second facade, even as a bare import.
    expect(entry.code).not.toContain('@korero/shared/forms');
    expect(importsOf(entry.code)).toEqual([{ from: '@korero/shared', names: ['Button'] }]);
    const pageImports = importsOf(page.code);
    expect(pageImports.find((i) => i.from === '@korero/shared/forms')?.names.sort()).toEqual([
      'Dialog',
      'Select',
      'react_hook_form__useForm',
    ]);
    expect(pageImports.find((i) => i.from === '@korero/shared')?.names).toEqual(['Button']);
  });

  it('refuses a name the shell does not provide, at build time rather than in a browser', async () => {
    await expect(buildRemote(`import { createBrowserRouter } from 'react-router'; export default createBrowserRouter;`)).rejects.toThrow(
      /createBrowserRouter/,
    );
  });

  it('refuses another entry of a shared package, which would be a second copy of it', async () => {
    await expect(buildRemote(`import { createRoot } from 'react-dom/client'; export default createRoot;`)).rejects.toThrow(
      /react-dom\/client.*every page shares/,
    );
  });
});

describe('the shell provides them', () => {
  it('builds the two facades with every name a remote may ask for, and an import map naming them', async () => {
    const dir = path.join(work, 'shell');
    mkdirSync(dir);
    const out = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [provideSharedModules()],
      build: {
        write: false,
        minify: false,
        rollupOptions: { input: sharedModuleInputs(), preserveEntrySignatures: 'exports-only' },
      },
    })) as Rollup.RollupOutput;
    const entry = (name: string) => out.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry && o.name === name)!;
    const first = entry('shared-modules');
    const forms = entry('shared-forms');
    expect(first.exports).toEqual(
      expect.arrayContaining([
        'react__useState',
        'react__default',
        'react_jsx_runtime__jsx',
        'react_dom__createPortal',
        'Button',
        'Checkbox',
        'defineWebModule',
      ]),
    );
    // Forms and overlays are the second facade's, and only its.
    expect(forms.exports.sort()).toEqual(
      [
        'ConfirmDialog',
        'Dialog',
        'Select',
        'Tooltip',
        ...['Controller', 'appendErrors', 'get', 'set', 'useForm', 'useWatch'].map((n) => `react_hook_form__${n}`),
      ].sort(),
    );
    expect(first.exports).not.toContain('Dialog');
    expect(first.exports).not.toContain('react_hook_form__useForm');
    // The subsets only: all of react-router is not carried for the dozen names Korero uses.
    expect(first.exports).not.toContain('react_router__createBrowserRouter');
    const map = out.output.find((o) => o.fileName === 'importmap.json') as Rollup.OutputAsset;
    expect(JSON.parse(String(map.source))).toEqual({
      imports: { '@korero/shared': `/${first.fileName}`, '@korero/shared/forms': `/${forms.fileName}` },
    });
  });
});
