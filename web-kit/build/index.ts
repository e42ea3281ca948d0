/**
 * Build settings every front end shares: the module-federation singletons and a remote's Vite config, so a
 * module's vite.config.ts is three lines and no two packages disagree about what is shared.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { sharedSubsets } from './shared-subsets.ts';

export { SHARED_SUBSETS, sharedSubsets } from './shared-subsets.ts';

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** Loaded once per page, whoever asks first: the shell provides them, remotes reuse them. */
export function sharedSingletons() {
  const single = (name: string) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });
  return {
    react: single('react'),
    'react-dom': single('react-dom'),
    'react-router': single('react-router'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    // Every module's forms use it: one download instead of one per module. (zod is not shared: a shared module
    // is not tree-shaken, and all of zod is ten times what any one form needs.)
    'react-hook-form': single('react-hook-form'),
    // The kit holds the toast store and shell context: one copy, or a module's toast would never show.
    '@korero/web-kit': { singleton: true, requiredVersion: false as const },
  };
}

export const remoteName = (id: string) => `korero_${id.replaceAll('-', '_')}`;

// The federation plugin's virtual modules and the runtime helpers; not its "prebuild" modules (the shared libraries
// themselves, or a remote's own copies of them, fetched only when the shell does not provide them).
const FEDERATION_GLUE = /(virtual:mf|__mf_|@module-federation|vite\/preload-helper|\0rolldown)/;

/**
 * Output settings for a federated build: the plugin's pieces (shared loading, the runtime's helpers, the preload
 * helper) come out as a dozen small files that a page fetches one after another; grouped, they are one.
 */
export const federationChunks = {
  codeSplitting: { groups: [{ name: 'federation', test: (id: string) => FEDERATION_GLUE.test(id) && !id.includes('__prebuild__') }] },
};

/** A module's front end: a remote exposing `./module`, served by Korero from /modules/<id>/. */
export function remoteViteConfig(options: { id: string; root: string; expose: string }): UserConfig {
  return {
    root: options.root,
    base: `/modules/${options.id}/`,
    logLevel: 'warn',
    plugins: [
      sharedSubsets(),
      react(),
      federation({
        name: remoteName(options.id),
        filename: 'remoteEntry.js',
        exposes: { './module': options.expose },
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
        // The shell publishes the federation runtime; remotes use it instead of carrying their own.
        experiments: { externalRuntime: true },
      }),
    ],
    build: {
      outDir: path.join(options.root, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      // Styles come from the shell's one stylesheet (Tailwind scans module sources).
      cssCodeSplit: false,
      // No page of its own: the build's entry is what it exposes (the plugin adds remoteEntry.js).
      rollupOptions: {
        input: { module: path.join(options.root, options.expose) },
        output: federationChunks,
      },
    },
  };
}
