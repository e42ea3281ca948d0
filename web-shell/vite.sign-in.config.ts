import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The lean sign-in screen (sign-in/main.tsx): a plain Vite app without module federation, built into
 * dist/sign-in and served by the kernel for /auth (core/src/kernel/static.ts). Runs after the shell's own build,
 * which empties dist/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./sign-in', import.meta.url)),
  base: '/sign-in/',
  logLevel: 'warn',
  plugins: [tailwindcss(), react()],
  // Every way out of the sign-in screen is a full page load, so react-router is a three-name stand-in here.
  resolve: { alias: { 'react-router': fileURLToPath(new URL('./sign-in/leave-for-shell.tsx', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/sign-in', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
