import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { FORMS_CODE, FORMS_FACADE, isFacadeModule, provideSharedModules, SHARED_FACADE, sharedModuleInputs } from '@korero/web-kit/build';

const root = fileURLToPath(new URL('.', import.meta.url));
// The template main.ts empties into <head> after the first paint; the server adds the page's remotes to it (static.ts).
const AFTER_PAINT = 'after-paint';

// The packages every page shares, wherever they are imported from: one file, which the shell and the first facade both
// use. Forms and overlays (FORMS_CODE) make a second, which only the second facade and the shell's form pages import.
const SHARED_CODE =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|react-hook-form|lucide-react)\/|\/web-kit\/src\//;

/**
 * main.ts imports the app only after the boot frame is painted. Its files are listed in index.html as modulepreloads
 * inside `<template id="after-paint">`: inert there, so nothing but the page itself comes before the first paint (on a
 * slow phone the frame's pixels do not share the line with 150 KB of code), and main.ts moves them into <head> once
 * the frame is painted, so they all download at once rather than one import after another (decision 0025).
 */
function preloadTheApp(): Plugin {
  return {
    name: 'korero-preload-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const c = bundle[fileName] as Rollup.OutputChunk | undefined;
          if (!c || files.has(fileName)) return;
          files.add(fileName);
          c.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        return [
          {
            tag: 'template',
            attrs: { id: AFTER_PAINT },
            children: [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` } })),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/**
 * The host. No static remotes: which modules exist is decided by the server at run time (GET /api/modules). It
 * provides the shared packages to the remotes: two facades (`shared-modules-*.js`, `shared-forms-*.js`) and the
 * import map naming them.
 */
export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [provideSharedModules(), preloadTheApp(), tailwindcss(), react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { index: `${root}index.html`, ...sharedModuleInputs() },
      // The facades' exports are what remotes import: kept as written, and each facade may export more (the shell's own
      // imports from its chunk), so a facade and the code behind it are one file, not a 0.3 KB re-export and the code:
      // two requests fewer on every page (issue 33's budget), and the bundler's runtime rides in the first.
      preserveEntrySignatures: 'allow-extension',
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id: string) => (SHARED_CODE.test(id) && !FORMS_CODE.test(id)) || isFacadeModule(id, SHARED_FACADE),
              priority: 2,
            },
            {
              name: 'shared-forms',
              test: (id: string) => FORMS_CODE.test(id) || isFacadeModule(id, FORMS_FACADE),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/modules': 'http://127.0.0.1:3000', '/public-objects': 'http://127.0.0.1:3000' },
  },
});
