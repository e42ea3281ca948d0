/**
 * Build settings every front end shares: which packages a page loads once (the shell provides them, remotes import
 * them through the page's import map) and a remote's Vite config, so a module's vite.config.ts is three lines and no
 * two packages disagree about what is shared.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { useSharedModules } from './shared-modules.ts';
import { writeSlotsFile } from './slots-file.ts';

export {
  FORMS_CODE,
  FORMS_FACADE,
  SHARED_FACADE,
  SHARED_MODULES,
  isFacadeModule,
  provideSharedModules,
  sharedModuleInputs,
  useSharedModules,
} from './shared-modules.ts';
export { SHARED_SUBSETS } from './shared-subsets.ts';
export { slotsFile } from './slots-file.ts';

/**
 * A module's front end: one ES module, `remoteEntry.js`, whose default export is its web module, and the chunks its
 * pages and widgets load when drawn; served by Korero from /modules/<id>/. The shell imports the entry at run time.
 * Beside it, `slots.json` names the slots the web module fills, which the server sends so the shell knows where to
 * load the remote.
 */
export function remoteViteConfig(options: { id: string; root: string; entry: string }): UserConfig {
  return {
    root: options.root,
    base: `/modules/${options.id}/`,
    logLevel: 'warn',
    plugins: [useSharedModules(), react(), writeSlotsFile(path.join(options.root, options.entry))],
    build: {
      outDir: path.join(options.root, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      // Styles come from the shell's one stylesheet (Tailwind scans module sources).
      cssCodeSplit: false,
      rollupOptions: {
        input: { remoteEntry: path.join(options.root, options.entry) },
        // An app build drops an entry's exports, and its default export is the point. It may export more: then what
        // its pages share with it stays in it instead of a file of its own.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // A stable name the server lists and sends with no-cache; everything it loads is hashed.
          entryFileNames: 'remoteEntry.js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  };
}

/**
 * A module's lean phone page (the customer's review or follow-up page, the technician's /ask): a plain Vite app of its
 * own in `<root>/<page>/`, built into `<root>/dist/<page>/` and served by the module from /modules/<id>/<page>/.
 * Nothing is shared with the shell, so the page carries only what it draws. `plugins` come before React's (Tailwind).
 */
export function leanPageViteConfig(options: { id: string; root: string; page: string; plugins?: PluginOption[] }): UserConfig {
  return {
    root: path.join(options.root, options.page),
    base: `/modules/${options.id}/${options.page}/`,
    logLevel: 'warn',
    plugins: [...(options.plugins ?? []), react()],
    build: {
      outDir: path.join(options.root, 'dist', options.page),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
    },
  };
}
