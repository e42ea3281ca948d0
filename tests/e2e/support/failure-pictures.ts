/**
 * The browser projects' setup file: when a test fails, a picture of every page its file's browser has open, in
 * tests/e2e/screenshots/failed-<test>.png. Passing tests take none unless KORERO_SCREENSHOTS=1 (support/app.ts).
 */
import { mkdirSync } from 'node:fs';
import { afterEach } from 'vitest';
import { screenshotDir, screenshotOpenPages } from './app.ts';

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  mkdirSync(screenshotDir, { recursive: true });
  const name = context.task.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80);
  await screenshotOpenPages(name);
});
