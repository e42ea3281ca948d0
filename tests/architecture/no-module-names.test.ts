import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { KERNEL_PAGES } from '@korero/core/contract';

/**
 * The kernel (core/src), the shell (web-shell/src) and the kit every front end shares (web-kit/src) name no module:
 * what a module adds reaches them through slots, manifests and ports, and a module hosting others' entries defines its
 * slots in its own contract. A module is named by its id in a string ('invites', 'invites.perMonth',
 * '/api/invites/…') or by one of its pages' paths from its manifest ('/settings'), the whole string or a key or path
 * among its words ("Fill invites.perMonth", "https://x.example/settings/logo"). Words are fine, in strings and comments
 * ("a business's plan"); quoted ids and paths in comments are not. Tests are left out: kernel tests boot real modules.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['core/src', 'web-shell/src', 'web-kit/src'];

const ADMIN_ROLE = "'admin' is the kernel's own role and access level (isAdmin, access: 'admin'), older than the admin module";

const GOOGLE_PLACES =
  "'google' is the Places port's provider id (Google Places), older than the google module (Google Business Profile reviews)";

const MESSENGER_CHANNEL =
  "'messenger' is one of the messaging port's channels (sms, email, messenger), older than the messenger module that provides it";

/** Vendor vocabulary that happens to equal a module id, reviewed one by one. Each entry must still match something. */
const ALLOWED: Array<{ file: string; literal: string; why: string }> = [
  { file: 'core/src/adapters/billing/billing.stripe.adapter.ts', literal: 'subscription', why: "Stripe's checkout mode and object name" },
  { file: 'core/src/testing/stripe-stand-in.ts', literal: 'subscription', why: "Stripe's object name, in the local Stripe stand-in" },
  { file: 'core/src/adapters/messaging/messaging.outbox.adapter.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/adapters/messaging/unsubscribe-links.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/adapters/select-adapters.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/contract/answers.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/contract/kernel.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/ports/messaging.port.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/sdk/define-provider.ts', literal: 'messenger', why: MESSENGER_CHANNEL },
  { file: 'core/src/adapters/places/google.provider.ts', literal: 'google', why: GOOGLE_PLACES },
  { file: 'core/src/adapters/places/places.google.adapter.ts', literal: 'google', why: GOOGLE_PLACES },
  { file: 'core/src/contract/kernel.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/kernel/outbox.routes.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/kernel/route-access.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/kernel/settings/maintenance.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/kernel/dashboard-frame.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/ports/auth.port.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'core/src/sdk/define-module.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'web-shell/src/app/AppRouter.tsx', literal: 'admin', why: ADMIN_ROLE },
  { file: 'web-shell/src/layout/navigation.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'web-kit/src/define-web-module.ts', literal: 'admin', why: ADMIN_ROLE },
  { file: 'web-kit/src/session.tsx', literal: 'admin', why: ADMIN_ROLE },
  { file: 'web-kit/src/ui/delivery.tsx', literal: 'messenger', why: MESSENGER_CHANNEL },
  {
    file: 'core/src/kernel/openapi.ts',
    literal:
      '```\ncurl -X POST https://korero.nz.example/api/invites \\\n  -H "Authorization: Bearer $KORERO_KEY" -H "Content-Type: application/json" \\\n',
    why: "the published API document's worked example of a call with an API key, in its prose: nothing in the kernel depends on the route",
  },
];

const ids = installedModules.map((m) => m.id);
/** A page pattern's fixed part: '/review/:token' is named by '/review', '/admin/*' by '/admin'. */
const fixedPart = (pattern: string) =>
  `/${pattern
    .split('/')
    .filter(Boolean)
    .filter((_, i, all) => !all.slice(0, i + 1).some((s) => s.startsWith(':') || s === '*'))
    .join('/')}`;
/** Pages the kernel names and a module draws (the local checkout): the kernel's, though a module lists them. */
const kernelPages = new Set<string>(Object.values(KERNEL_PAGES));
const pagePaths = installedModules
  .flatMap((m) => [
    ...[...(m.nav ?? []), ...(m.links ?? [])].map((l) => ({ module: m.id, path: l.to })),
    ...Object.keys(m.webPages ?? {}).map((page) => ({ module: m.id, path: fixedPart(page) })),
  ])
  .filter(({ path: p }) => p !== '/' && !kernelPages.has(p));
const webPagePaths = pagePaths.filter(({ module, path: p }) =>
  Object.keys(installedModules.find((m) => m.id === module)?.webPages ?? {}).some((page) => fixedPart(page) === p),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The module a string names, or null. */
function moduleNamedBy(text: string): string | null {
  for (const id of ids) {
    // The id alone, a key under it ("invites.perMonth"), or a path segment ("/api/invites", "/invites/x").
    if (new RegExp(`^${escape(id)}(\\.|$)|(^|/)${escape(id)}($|[/?#])`).test(text)) return id;
  }
  for (const { module, path: p } of pagePaths) {
    if (text === p || text.startsWith(`${p}/`) || text.startsWith(`${p}?`) || text.startsWith(`${p}#`)) return module;
  }
  return null;
}

interface Found {
  file: string;
  line: number;
  text: string;
  module: string;
}

type Node = { type?: string; start?: number; end?: number; value?: unknown; raw?: string; [key: string]: unknown };

/** Every string in the program: literals, template parts and JSX text, with where each starts and ends. */
function stringsOf(node: unknown, out: Array<{ text: string; start: number; end: number }> = []) {
  if (Array.isArray(node)) {
    for (const child of node) stringsOf(child, out);
    return out;
  }
  if (typeof node !== 'object' || node === null) return out;
  const n = node as Node;
  if (n.type === 'Literal' && typeof n.value === 'string') out.push({ text: n.value, start: n.start!, end: n.end! });
  if (n.type === 'TemplateElement')
    out.push({
      text: String((n.value as { cooked?: string; raw: string }).cooked ?? (n.value as { raw: string }).raw),
      start: n.start!,
      end: n.end!,
    });
  if (n.type === 'JSXText' && typeof n.value === 'string') out.push({ text: n.value.trim(), start: n.start!, end: n.end! });
  for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') stringsOf(value, out);
  return out;
}

/**
 * The module named inside a longer string: a key ("Fill analytics.tabs"), an API path ("see /api/invites/x") or a page
 * path, also in an address ("https://korero.nz.example/review/abc"). An id alone among words is prose ("your business").
 */
function moduleNamedInside(text: string): string | null {
  for (const word of text.split(/[\s'"`()<>,;!]+/)) {
    // Without an address's origin, and without the sentence's full stop or colon.
    const token = word.replace(/^[a-z][a-z+.-]*:\/\/[^/]+/i, '').replace(/[.:]+$/, '');
    if (!token || ids.includes(token)) continue;
    const module = moduleNamedBy(token);
    if (module) return module;
  }
  return null;
}

/** Quoted ids, keys and paths in what is left once strings are blanked out: the comments. */
const QUOTED = /['"`]([^'"`\s]+)['"`]|(?:^|[\s(])(\/[a-z][\w/-]*)/g;

export function moduleNamesIn(file: string, source: string): Found[] {
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const strings = stringsOf(parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file));
  const found: Found[] = [];
  for (const s of strings) {
    // The string itself, a quoted example inside a message ('use an id like "notes.directory"'), or a key or path
    // among its words.
    const text = [s.text, ...[...s.text.matchAll(QUOTED)].map((m) => m[1] ?? m[2]!)].find((t) => moduleNamedBy(t));
    const module = text ? moduleNamedBy(text) : moduleNamedInside(s.text);
    if (module) found.push({ file, line: lineOf(s.start), text: text ?? s.text, module });
  }
  let rest = source;
  for (const s of strings) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  for (const match of rest.matchAll(QUOTED)) {
    const text = match[1] ?? match[2]!;
    const module = moduleNamedBy(text);
    if (module) found.push({ file, line: lineOf(match.index), text, module });
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('no module names in the kernel, the shell or the web kit', () => {
  const found = SCANNED.flatMap((dir) => sources(path.join(root, dir))).flatMap((full) =>
    moduleNamesIn(path.relative(root, full), readFileSync(full, 'utf8')),
  );
  const allowed = (f: Found) => ALLOWED.some((a) => a.file === f.file && a.literal === f.text);

  it('knows the installed modules and scans the three folders', () => {
    expect(ids.length).toBeGreaterThan(3);
    expect(SCANNED.flatMap((dir) => sources(path.join(root, dir))).length).toBeGreaterThan(50);
  });

  it('core/src, web-shell/src and web-kit/src name no module id, key or page path', () => {
    expect(
      found.filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line} names module "${f.module}": ${JSON.stringify(f.text)}`),
    ).toEqual([]);
  });

  it('every allowance is still needed', () => {
    expect(ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.text === a.literal))).toEqual([]);
  });

  it('catches a planted module name in code, JSX and comments, and lets ordinary words through', () => {
    const [id] = ids as [string];
    const nav = pagePaths[0]!;
    const page = webPagePaths.find(
      ({ path: p }) => !(installedModules.find((m) => m.id === nav.module)?.nav ?? []).some((n) => n.to === p),
    )!;
    const planted = [
      `const OPEN = ['/auth', '${page.path}'];`,
      `navigate(ready ? '${page.path}/x' : '/');`,
      `const on = useModuleEnabled('${id}');`,
      `navigate(\`/api/${id}/\${x}\`);`,
      `const key = "${id}.perMonth";`,
      `throw new Error(\`Use an id like "${id}.directory".\`);`,
      `const el = <Link to="${nav.path}">Go</Link>;`,
      `// see '${id}' for how`,
      `/** GET /api/${id} answers it. */`,
      `throw new Error(\`Fill ${id}.tabs from \${where}\`);`,
      `const help = 'Open /api/${id}/x to see it';`,
      `const link = \`See https://korero.nz.example${page.path}/abc\`;`,
    ];
    for (const line of planted)
      expect(
        moduleNamesIn('planted.tsx', line).map((f) => f.module),
        line,
      ).toHaveLength(1);
    const fine = [
      'const businessId = user.businessId;',
      "// a business's plan, its teams and reviews",
      "const x = 'korero.webModule';",
      `const words = 'Your ${id}. Then ${id}: more, and /api/ours.';`,
      'const r = /^[a-z]+$/;',
    ];
    for (const line of fine) expect(moduleNamesIn('fine.tsx', line), line).toEqual([]);
  });
});
