/**
 * The e2e project's global setup: one Chromium for the whole run, which each test file connects to (launchBrowser in
 * app.ts) instead of starting its own; each file still works in browser contexts of its own, closed with it.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium-flags.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket address; empty when none could start (each file then starts its own). */
    chromiumEndpoint: string;
  }
}

export default async function startSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS }).catch((error: unknown) => {
    console.warn(`\n  One Chromium for the run could not start (${(error as Error).message.split('\n')[0]}); each file starts its own.\n`);
    return null;
  });
  project.provide('chromiumEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
