import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { SLOTS_FILE } from '@korero/core/web-places';
import { isWebModule, slotsFilledBy } from '../src/define-web-module.ts';

/**
 * The slots a remote's web module fills, read from the module itself: its entry is evaluated in Node (Vite's module
 * runner, as a config file is), where its pages and panels stay unloaded `lazy` imports. A manifest once listed them
 * by hand beside the web module, and a test held the two together; now there is one list, the web module's.
 */
export async function slotsFile(entry: string): Promise<{ slots: string[] }> {
  const { module } = await runnerImport<{ default?: unknown }>(entry, {
    root: path.dirname(entry),
    configFile: false,
    logLevel: 'error',
  });
  if (!isWebModule(module.default)) throw new Error(`${entry}: its default export is not defineWebModule(…)`);
  return { slots: slotsFilledBy(module.default) };
}

/** Writes `slots.json` beside the built remoteEntry.js, after each build (the dev loop's rebuilds too). */
export function writeSlotsFile(entry: string): Plugin {
  return {
    name: 'korero-slots-file',
    apply: 'build',
    async writeBundle(options) {
      const file = path.join(options.dir!, SLOTS_FILE);
      writeFileSync(file, `${JSON.stringify(await slotsFile(entry), null, 2)}\n`);
    },
  };
}
