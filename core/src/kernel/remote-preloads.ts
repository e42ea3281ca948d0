import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Relative imports in the built, minified files: `from"./x.js"`, `import"./x.js"`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"'?#]+\.js)["']/g;
// The exposed `./module` (its build input is named "module"), which the remote's entry imports when asked for it.
const EXPOSED_MODULE = /import\(\s*[`"'](\.{1,2}\/(?:assets\/)?module-[\w-]+\.js)[`"']\s*\)/;

/**
 * The files a module's remote fetches before its front end can draw anything: remoteEntry.js, what it imports, the
 * exposed `./module` and what that imports, as URLs under /modules/<id>/. Read once from the built files, so the
 * page's HTML can name them and the browser fetches them beside the shell instead of one after another. The
 * remote's own copies of the shared libraries are never among them (those are loaded only when the shell lacks one).
 */
export function remotePreloads(dir: string, id: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (relative: string) => {
    const file = path.normalize(relative);
    if (seen.has(file) || file.startsWith('..')) return;
    seen.add(file);
    const full = path.join(dir, file);
    if (!existsSync(full)) return;
    files.push(file);
    const code = readFileSync(full, 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) visit(path.join(path.dirname(file), spec!));
    const exposed = EXPOSED_MODULE.exec(code)?.[1];
    if (exposed) visit(path.join(path.dirname(file), exposed));
  };
  visit('remoteEntry.js');
  return files.map((f) => `/modules/${id}/${f.split(path.sep).join('/')}`);
}
