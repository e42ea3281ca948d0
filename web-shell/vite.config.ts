import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { FORMS_CODE, provideSharedModules, sharedModuleInputs } from '@korero/web-kit/build';

const root = fileURLToPath(new URL('.', import.meta.url));

// The packages every page shares, wherever they are imported from: one file, which the shell and the first facade both
// use. Forms and overlays (FORMS_CODE) make a second, which only the second facade and the shell's form pages import.
const SHARED_CODE =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|react-hook-form|lucide-react)\/|\/web-kit\/src\//;

/**
 * main.ts imports the app only after the boot frame is painted; its files are named in index.html as modulepreloads
 * all the same, so they download with the page instead of after that first paint.
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
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
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
      // The facades' exports are what remotes import: keep them as written.
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          groups: [
            { name: 'shared', test: (id: string) => SHARED_CODE.test(id) && !FORMS_CODE.test(id), priority: 2 },
            { name: 'shared-forms', test: FORMS_CODE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/modules': 'http://127.0.0.1:3000', '/public-objects': 'http://127.0.0.1:3000' },
  },
});
