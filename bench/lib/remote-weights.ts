import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remotePreloads } from '@korero/core/remote-preloads';
import { repoRoot } from './process.ts';

export interface RemoteWeight {
  module: string;
  /** What a page needing the module fetches before it draws: its entry and what that imports (gzip KB, files). */
  firstKb: number;
  firstFiles: number;
  /** The module's own pages and widgets, each fetched when drawn (gzip KB). */
  ownKb: number;
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
      const first = new Set(remotePreloads(dist, id).files.map((url) => url.slice(`/modules/${id}/`.length)));
      let firstKb = 0;
      let ownKb = 0;
      const assets = existsSync(path.join(dist, 'assets')) ? readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`) : [];
      for (const file of ['remoteEntry.js', ...assets].filter((f) => f.endsWith('.js'))) {
        const kb = gzipKb(path.join(dist, file));
        if (first.has(file)) firstKb += kb;
        else ownKb += kb;
      }
      const round = (n: number) => Math.round(n * 10) / 10;
      return { module: id, firstKb: round(firstKb), firstFiles: first.size, ownKb: round(ownKb) };
    });
}
