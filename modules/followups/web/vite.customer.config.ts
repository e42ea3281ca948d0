import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The customer's lean follow-up page (see customer/main.tsx): a plain Vite app, built into dist/customer and served by
 * the followups module for /follow-up/{token}. Nothing here is shared with the shell.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./customer', import.meta.url)),
  base: '/modules/followups/customer/',
  logLevel: 'warn',
  plugins: [tailwindcss(), react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/customer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
