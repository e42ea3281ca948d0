import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './process.ts';

export interface RemoteWeight {
  module: string;
  /** remoteEntry.js, gzip KB. */
  entryKb: number;
  /** Module federation's generated chunks (shared-module glue, prebuilds), gzip KB. */
  federationKb: number;
  /** The module's own code and the libraries only it uses, gzip KB: what its pages add when opened. */
  ownKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Each module's built remote (modules/<id>/web/dist), split into its entry, federation's glue and its own code. */
export function remoteWeights(): RemoteWeight[] {
  const modulesDir = path.join(repoRoot, 'modules');
  return readdirSync(modulesDir)
    .filter((id) => existsSync(path.join(modulesDir, id, 'web/dist/remoteEntry.js.gz')))
    .sort()
    .map((id) => {
      const dist = path.join(modulesDir, id, 'web/dist');
      const assets = path.join(dist, 'assets');
      let federation = 0;
      let own = 0;
      for (const file of existsSync(assets) ? readdirSync(assets) : []) {
        if (!file.endsWith('.js.gz')) continue;
        const size = statSync(path.join(assets, file)).size;
        if (file.startsWith('_virtual_mf') || file.includes('__mf_')) federation += size;
        else own += size;
      }
      return { module: id, entryKb: kb(statSync(path.join(dist, 'remoteEntry.js.gz')).size), federationKb: kb(federation), ownKb: kb(own) };
    });
}
