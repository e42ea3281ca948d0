import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSingletons } from '@korero/web-kit/build';

/**
 * The host. No static remotes: which modules exist is decided by the server at run time (GET /api/modules).
 * It is still a federation container, so it provides the shared singletons and the runtime remotes use.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [
    tailwindcss(),
    react(),
    federation({
      name: 'korero_shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/modules': 'http://127.0.0.1:3000', '/public-objects': 'http://127.0.0.1:3000' },
  },
});
