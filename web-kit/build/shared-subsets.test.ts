import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_SUBSETS } from './shared-subsets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(react-router|@tanstack\/react-query|react-hook-form)'/gs;

describe('the shared libraries are provided as the names the front ends import', () => {
  // A remote whose build fell back on its own copy would still build; this reads every front-end source instead,
  // so a name the shell does not provide is caught here, before any page misses it.
  it('every named import of a subset package is in its subset', () => {
    const files = execFileSync('git', ['ls-files', 'web-shell', 'web-kit', 'modules'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      // Front-end code, not tests (whose fixtures may import a name on purpose).
      .filter((f) => /\/(web|web-shell|web-kit)\//.test(`/${f}`) && /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of files) {
      for (const [, names, pkg] of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
        for (const raw of names!.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0]!;
          if (!name || name.startsWith('type ')) continue;
          if (!(SHARED_SUBSETS[pkg as keyof typeof SHARED_SUBSETS] as readonly string[]).includes(name))
            missing.push(`${file}: ${pkg} ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
