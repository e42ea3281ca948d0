import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The lean "Ask for a review" page (see technician/main.tsx): a plain Vite app, built into dist/technician and served
 * by the invites module for /ask, what a technician's phone loads first. Nothing here is shared with the shell.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./technician', import.meta.url)),
  base: '/modules/invites/technician/',
  logLevel: 'warn',
  plugins: [tailwindcss(), react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/technician', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
