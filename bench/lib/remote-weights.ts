import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remotePreloads } from '@korero/core/remote-preloads';
import { repoRoot } from './process.ts';

export interface RemoteWeight {
  module: string;
  /** What a page needing the module fetches before it draws: entry, federation glue, shared loading, definition (gzip KB). */
  firstKb: number;
  /** The module's own pages and widgets, each fetched when drawn (gzip KB). */
  ownKb: number;
  /** Its own copies of the shared libraries, fetched only if the shell did not provide them (gzip KB). */
  fallbackKb: number;
}

const gzipKb = (file: string) => Math.round(gzipSync(readFileSync(file), { level: 9 }).length / 102.4) / 10;

/** Each module's built remote (modules/<id>/web/dist), split by when a page fetches it. */
export function remoteWeights(): RemoteWeight[] {
  const modulesDir = path.join(repoRoot, 'modules');
  return readdirSync(modulesDir)
    .filter((id) => existsSync(path.join(modulesDir, id, 'web/dist/remoteEntry.js')))
    .sort()
    .map((id) => {
      const dist = path.join(modulesDir, id, 'web/dist');
      // The same list the server names in a page's HTML (core/src/kernel/remote-preloads.ts).
      const first = new Set(remotePreloads(dist, id).map((url) => url.slice(`/modules/${id}/`.length)));
      const weight = { module: id, firstKb: 0, ownKb: 0, fallbackKb: 0 };
      const files = ['remoteEntry.js', ...readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`)].filter((f) =>
        f.endsWith('.js'),
      );
      for (const file of files) {
        const kb = gzipKb(path.join(dist, file));
        if (first.has(file)) weight.firstKb += kb;
        else if (file.includes('__prebuild__')) weight.fallbackKb += kb;
        else weight.ownKb += kb;
      }
      const round = (n: number) => Math.round(n * 10) / 10;
      return { module: id, firstKb: round(weight.firstKb), ownKb: round(weight.ownKb), fallbackKb: round(weight.fallbackKb) };
    });
}
