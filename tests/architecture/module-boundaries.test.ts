import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type RouteInfo, type TestKernel } from '@korero/core/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesDir = path.join(root, 'modules');
const moduleIds = readdirSync(modulesDir).filter((d) => statSync(path.join(modulesDir, d)).isDirectory());

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!).filter(Boolean);
}

/** Where a module file may reach: its own folder, another module's contract/, packages, and the kernel's public entries. */
function violation(file: string, specifier: string): string | null {
  const owner = path.relative(modulesDir, file).split(path.sep)[0]!;
  if (specifier.startsWith('.')) {
    const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
    const [targetModule, area] = target.split(path.sep);
    if (target.startsWith('..')) return 'reaches outside modules/';
    if (targetModule !== owner && area !== 'contract') return `reaches into module "${targetModule}" (${area})`;
    const fromArea = path.relative(path.join(modulesDir, owner), file).split(path.sep)[0];
    if (targetModule === owner && ((fromArea === 'web' && area === 'server') || (fromArea === 'server' && area === 'web'))) {
      return `imports its own ${area} code from ${fromArea}`;
    }
    return null;
  }
  if (specifier.startsWith('@korero/module-'))
    return /\/contract(\/[\w-]+)?$/.test(specifier) ? null : 'imports another module package other than its contract';
  if (specifier.startsWith('@korero/core') && !/^@korero\/core\/(sdk|ports|testing|testing\/smtp|contract)$/.test(specifier))
    return 'imports kernel internals';
  return null;
}

describe('module boundaries', () => {
  it('has modules to check', () => {
    expect(moduleIds).toContain('teams');
  });

  it('no module imports another module except through its contract folder', () => {
    const problems = moduleIds.flatMap((id) =>
      sources(path.join(modulesDir, id)).flatMap((file) =>
        importsOf(file).flatMap((spec) => {
          const why = violation(file, spec);
          return why ? [`${path.relative(root, file)}: "${spec}" ${why}`] : [];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('contract folders depend on nothing but the SDK and packages (they are what others import)', () => {
    const problems = moduleIds.flatMap((id) => {
      const dir = path.join(modulesDir, id, 'contract');
      let files: string[] = [];
      try {
        files = sources(dir);
      } catch {
        return [];
      }
      return files.flatMap((file) =>
        importsOf(file)
          .filter((s) => s.startsWith('.') && !path.resolve(path.dirname(file), s).startsWith(dir))
          .map((s) => `${path.relative(root, file)}: ${s}`),
      );
    });
    expect(problems).toEqual([]);
  });

  it('the checker itself catches a cross-module import', () => {
    const file = path.join(modulesDir, 'teams/server/x.ts');
    expect(violation(file, '../../invites/server/invites.service.ts')).toMatch(/reaches into module "invites"/);
    expect(violation(file, '../../invites/contract/index.ts')).toBeNull();
    expect(violation(file, '@korero/module-invites')).not.toBeNull();
    expect(violation(file, '@korero/core/src/kernel/create-kernel.ts')).toMatch(/kernel internals/);
    expect(violation(path.join(modulesDir, 'teams/web/src/a.ts'), '../../server/teams.service.ts')).toMatch(/own server code/);
  });

  it('the lint rule (oxlint no-restricted-imports) refuses the same imports', () => {
    const dir = path.join(modulesDir, 'teams/server/__lint_probe__');
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, 'probe.ts');
    writeFileSync(
      probe,
      [
        "import { x } from '../../../invites/server/invites.service.ts';",
        "import { y } from '@korero/module-invites';",
        "import { z } from '@korero/core/src/kernel/create-kernel.ts';",
        "import { ok } from '../../../invites/contract/index.ts';",
        'export const all = [x, y, z, ok];',
      ].join('\n'),
    );
    let output = '';
    try {
      execFileSync(path.join(root, 'node_modules/.bin/oxlint'), ['--format', 'unix', probe], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const flagged = output.split('\n').filter((line) => line.includes('no-restricted-imports'));
    expect(flagged).toHaveLength(3);
    expect(output).not.toContain('probe.ts:4:');
  });
});

/** A route's path as segments; a `:param` or `*` segment matches any one segment. */
const segments = (url: string) => url.split('/').filter(Boolean);
const segmentMatches = (pattern: string, actual: string) =>
  pattern.startsWith(':') || pattern === '*' || actual === 'x' || pattern === actual;

/** The modules (or 'kernel') owning the routes a path names: the route itself, or a route it is the start of (a query key). */
function ownersOf(path: string, routes: Array<Pick<RouteInfo, 'url' | 'module'>>): Set<string> {
  const wanted = segments(path);
  return new Set(
    routes
      .filter((route) => {
        const parts = segments(route.url);
        return wanted.length <= parts.length && wanted.every((part, i) => segmentMatches(parts[i]!, part));
      })
      .map((route) => route.module),
  );
}

/** Every `/api/…` path a file names in a string (a `${…}` counts as one segment), with what is wrong with it. */
function apiPathProblems(text: string, ownModule: string, routes: Array<Pick<RouteInfo, 'url' | 'module'>>): string[] {
  const plain = text.replace(/\$\{[^}]*\}/g, 'x');
  const problems: string[] = [];
  for (const match of plain.matchAll(/['"`](\/api\/[^'"`\s?#]*)/g)) {
    const path = match[1]!.replace(/\/+$/, '');
    const owners = ownersOf(path, routes);
    if (owners.size === 0) problems.push(`${path}: no route serves it`);
    else if (!owners.has(ownModule)) problems.push(`${path}: owned by ${[...owners].join(', ')}, use its contract's client`);
  }
  return problems;
}

describe("module front ends name only their own module's API paths", () => {
  let kernel: TestKernel;
  let routes: RouteInfo[];
  beforeAll(async () => {
    kernel = await startTestKernel();
    routes = kernel.kernel.routes().filter((r) => r.url.startsWith('/api/'));
  }, 60_000);
  afterAll(() => kernel?.close());

  it('no modules/*/web file names an /api path another module (or the kernel) owns', () => {
    const problems = moduleIds.flatMap((id) => {
      const dir = path.join(modulesDir, id, 'web');
      let files: string[] = [];
      try {
        files = sources(dir);
      } catch {
        return [];
      }
      return files.flatMap((file) =>
        apiPathProblems(readFileSync(file, 'utf8'), id, routes).map((p) => `${path.relative(root, file)}: ${p}`),
      );
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the checker catches another module’s path, the kernel’s, a query key and an unknown path', () => {
    const planted = [
      "fetch('/api/teams')",
      'apiRequest(`/api/invites/token/${token}/qr.svg`)',
      "useQuery({ queryKey: ['/api/business/profile', id] })",
      "apiRequest('DELETE', '/api/account')",
      "fetch('/api/nowhere')",
      'fetch(`/api/submissions/${id}?download=1`)',
    ].join('\n');
    const problems = apiPathProblems(planted, 'reviews', routes);
    expect(problems).toEqual([
      "/api/teams: owned by teams, use its contract's client",
      "/api/invites/token/x/qr.svg: owned by invites, use its contract's client",
      "/api/business/profile: owned by business, use its contract's client",
      "/api/account: owned by kernel, use its contract's client",
      '/api/nowhere: no route serves it',
    ]);
  });
});
