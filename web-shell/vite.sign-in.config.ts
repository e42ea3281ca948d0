import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const shellPage = '<script type="module" src="/src/main.ts"></script>';

/** The shell's own index.html (its boot frame, meta and icon), with the sign-in entry and title instead of the shell's. */
function signInPage(): Plugin {
  return {
    name: 'korero-sign-in-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(shellPage)) throw new Error(`web-shell/index.html no longer loads the shell with ${shellPage}`);
        return (
          html
            .replace(shellPage, '<script type="module" src="/sign-in/main.tsx"></script>')
            // The dashboard's frame (main.ts draws it) is no part of the sign-in screen.
            .replace(/\s*<template id="boot-dashboard">[\s\S]*?<\/template>/, '')
            .replace('<title>Korero</title>', '<title>Sign in · Korero</title>')
        );
      },
    },
  };
}

/**
 * The lean sign-in screen (sign-in/main.tsx): a plain Vite app without modules or shared facade, built from the shell's
 * index.html into dist/sign-in and served by the kernel for /auth (core/src/kernel/static.ts). Runs after the
 * shell's own build, which empties dist/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/sign-in/',
  logLevel: 'warn',
  publicDir: false,
  plugins: [signInPage(), tailwindcss(), react()],
  // Every way out of the sign-in screen is a full page load, so react-router is a three-name stand-in here.
  resolve: { alias: { 'react-router': fileURLToPath(new URL('./sign-in/leave-for-shell.tsx', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/sign-in', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
});
