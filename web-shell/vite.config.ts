import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationChunks, sharedSingletons, sharedSubsets } from '@korero/web-kit/build';

/**
 * The host. No static remotes: which modules exist is decided by the server at run time (GET /api/modules).
 * It is still a federation container, so it provides the shared singletons and the runtime remotes use.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    sharedSubsets(),
    tailwindcss(),
    react(),
    federation({
      name: 'korero_shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true },
      // Remotes are registered by entry at run time, never by manifest: the runtime's snapshot code is not needed.
      disableSnapshot: true,
    }),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, rollupOptions: { output: federationChunks } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/modules': 'http://127.0.0.1:3000', '/public-objects': 'http://127.0.0.1:3000' },
  },
});
