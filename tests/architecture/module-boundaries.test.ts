import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { KERNEL_PAGES } from '@korero/core/contract';
import type { RouteInfo, TestKernel } from '@korero/core/testing';
import { startSweepKernel } from '../integration/support/sweep.ts';

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

/** Tests are left out of the path check (but for front ends' API paths): they call other modules' routes and open their pages as a person would. */
const TESTS = /\.test\.tsx?$|[\\/]testing[\\/]/;

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
  if (
    specifier.startsWith('@korero/core') &&
    !/^@korero\/core\/(sdk|ports|testing|testing\/smtp|contract|page-links|i18n)$/.test(specifier)
  )
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

/** A page's owner: the module whose manifest lists it (its pages, navigation and shell links), or its server route. */
interface Page {
  pattern: string;
  module: string;
  /** Its module's links (`reviewsPage`), exported by its contract/pages.ts. */
  links?: string | undefined;
}

/** Does a page pattern ("/review/:token", "/settings/*") match a path named in code (`${…}` counts as a segment)? */
function pageMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (have[i] === undefined || !segmentMatches(want[i]!, have[i]!)) return false;
  }
  return want.length === have.length;
}

/**
 * Every `/api/…` path and page path a file names in a string, with what is wrong with it: an API path another module
 * (or the kernel) owns, or none serves; a page of another module's. Paths are read after a quote and after an address
 * (`${publicUrl}/review/${token}`); a `${…}` inside a path counts as one segment.
 */
function pathProblems(text: string, ownModule: string, routes: Array<Pick<RouteInfo, 'url' | 'module'>>, pages: readonly Page[]): string[] {
  // A `${…}` after a slash is a segment (\uE003); before one, where a path starts, an address (`${publicUrl}/review`,
  // \uE001); else, glued to a path (`/api/things${query}`), where the path ends (\uE002).
  const plain = text.replace(/\$\{[^}]*\}/g, (found: string, at: number) =>
    text[at - 1] === '/' ? '\uE003' : text[at + found.length] === '/' ? '\uE001' : '\uE002',
  );
  const problems: string[] = [];
  for (const match of plain.matchAll(/['"`\uE001](\/[a-z][^'"`\s?#\uE001\uE002]*)/g)) {
    // A segment from a `${…}` reads as "x" (and no path starts with one: `/${section}` is nobody's page).
    const path = match[1]!.replace(/\/+$/, '').replaceAll('\uE003', 'x');
    if (path.startsWith('/api/')) {
      const owners = ownersOf(path, routes);
      if (owners.size === 0) problems.push(`${path}: no route serves it`);
      else if (!owners.has(ownModule)) problems.push(`${path}: owned by ${[...owners].join(', ')}, use its contract's client`);
      continue;
    }
    const matched = pages.filter((page) => pageMatches(page.pattern, path));
    // A pattern given to its owner's links (`reviewsPage('/review/:token', { token })`): the types hold it to the list.
    const before = plain.slice(0, match.index);
    if (matched.some((page) => page.links && new RegExp(`\\b${page.links}\\(\\s*$`).test(before))) continue;
    const owners = new Set(matched.map((page) => page.module));
    if (owners.size > 0 && !owners.has(ownModule)) problems.push(`${path}: a page of ${[...owners].join(', ')}, use its contract's pages`);
  }
  return problems;
}

/** Every installed module's pages: its manifest's (less the kernel's own, KERNEL_PAGES) and its routes outside /api. */
function pagesOf(routes: Array<Pick<RouteInfo, 'url' | 'module'>>): Page[] {
  const kernelPages = new Set<string>(Object.values(KERNEL_PAGES));
  const linksOf = (id: string) => {
    const file = path.join(modulesDir, id, 'contract', 'pages.ts');
    return existsSync(file) ? /export const (\w+) = pageLinks\(/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  };
  return [
    ...installedModules.flatMap((m) =>
      [...Object.keys(m.webPages ?? {}), ...[...(m.nav ?? []), ...(m.links ?? [])].map((link) => link.to)].map((pattern) => ({
        pattern,
        module: m.id,
        links: linksOf(m.id),
      })),
    ),
    ...routes.filter((r) => r.module !== 'kernel' && !r.url.startsWith('/api/')).map((r) => ({ pattern: r.url, module: r.module })),
  ].filter((page) => page.pattern !== '/' && !kernelPages.has(page.pattern));
}

describe('modules name only their own API paths and pages', () => {
  let kernel: TestKernel;
  let routes: RouteInfo[];
  let pages: Page[];
  beforeAll(async () => {
    // Every route a deployment can have: those of vendors chosen by settings (job systems, SMS providers) included.
    kernel = await startSweepKernel();
    routes = kernel.kernel.routes();
    pages = pagesOf(routes);
    routes = routes.filter((r) => r.url.startsWith('/api/'));
  }, 60_000);
  afterAll(() => kernel?.close());

  it('no module file (server, contract, web, manifest) names an /api path or page another module (or the kernel) owns', () => {
    const problems = moduleIds.flatMap((id) =>
      sources(path.join(modulesDir, id))
        // A front end's tests stub their own API by path, and only their own; other tests are left out.
        .filter((file) => !TESTS.test(file) || path.relative(modulesDir, file).split(path.sep)[1] === 'web')
        .flatMap((file) =>
          pathProblems(readFileSync(file, 'utf8'), id, routes, TESTS.test(file) ? [] : pages).map(
            (p) => `${path.relative(root, file)}: ${p}`,
          ),
        ),
    );
    expect(problems, `${problems.length} paths of other modules:\n${problems.join('\n')}`).toEqual([]);
  });

  it('the checker catches another module’s API path or page, the kernel’s, a query key and an unknown path', () => {
    const planted = [
      "fetch('/api/stats')",
      'apiRequest(`/api/invites/token/${token}/qr.svg`)',
      "useQuery({ queryKey: ['/api/business/profile', id] })",
      "apiRequest('DELETE', '/api/account')",
      "fetch('/api/nowhere')",
      'fetch(`/api/teams/${id}?download=1`)',
      'fetch(`/api/teams${query}`)',
      '<Link to="/subscription">Upgrade</Link>',
      'const url = `${publicUrl}/feedback?from=${token}`;',
      "navigate('/settings/google?from=x')",
      'const short = `${base}/r/${code}`;',
      "const own = '/teams?sort=name';",
      "const elsewhere = 'https://example.nz.example/teams';",
      'const dynamic = `/${section}/x`;',
      'const google = `${endpoint}/v4/${account}/reviews`;',
      "const linked = reviewsPage('/review/:token', { token }) + businessPage('/settings/*', { '*': 'x' });",
      "const wrong = subscriptionPage('/review/:token');",
    ].join('\n');
    const problems = pathProblems(planted, 'teams', routes, pages);
    expect(problems).toEqual([
      "/api/stats: owned by business, use its contract's client",
      "/api/invites/token/x/qr.svg: owned by invites, use its contract's client",
      "/api/business/profile: owned by business, use its contract's client",
      "/api/account: owned by kernel, use its contract's client",
      '/api/nowhere: no route serves it',
      "/subscription: a page of subscription, use its contract's pages",
      "/feedback: a page of reviews, use its contract's pages",
      "/settings/google: a page of business, use its contract's pages",
      "/r/x: a page of invites, use its contract's pages",
      "/review/:token: a page of reviews, use its contract's pages",
    ]);
  });
});
