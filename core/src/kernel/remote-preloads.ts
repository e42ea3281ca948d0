import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Static imports in the built, minified files: `from"./x.js"`, `import"./x.js"`, `from"react"` (not `import("…")`).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"'?#]+)["']/g;
const RELATIVE = /^\.{1,2}\//;

export interface RemotePreloads {
  /** Its own files, as URLs under /modules/<id>/, in the order they are reached. */
  files: string[];
  /** The shared packages they import (the page's import map resolves them to the shell's facades). */
  shared: string[];
}

/**
 * The files a module's remote fetches before its front end can draw anything: remoteEntry.js (its definition and
 * its dashboard cards) and what it imports, read once from the built files, so the page's HTML can name them and the
 * browser fetches them beside the shell instead of one after another. Its pages and panels (dynamic imports) load
 * when drawn and are not among them.
 */
export function remotePreloads(dir: string, id: string): RemotePreloads {
  const files: string[] = [];
  const shared = new Set<string>();
  const seen = new Set<string>();
  const visit = (relative: string) => {
    const file = path.normalize(relative);
    if (seen.has(file) || file.startsWith('..')) return;
    seen.add(file);
    const full = path.join(dir, file);
    if (!existsSync(full)) return;
    files.push(`/modules/${id}/${file.split(path.sep).join('/')}`);
    for (const [, spec] of readFileSync(full, 'utf8').matchAll(STATIC_IMPORT)) {
      if (RELATIVE.test(spec!)) visit(path.join(path.dirname(file), spec!));
      else shared.add(spec!);
    }
  };
  visit('remoteEntry.js');
  return { files, shared: [...shared] };
}
