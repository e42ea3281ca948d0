import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteInfo } from '@korero/core/testing';

/**
 * tests/web/answers.generated.ts: for every route a kernel with every module serves, the answer it declares for each
 * status, named by the contract export that is that schema (found by identity: the route's schema is the very object
 * a contract file exports). The screens' fake server checks its answers against it (web-kit/testing/answer-check.ts).
 * `npm run api-client` writes it; tests/integration/openapi.api.test.ts fails while the committed file is stale.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ANSWER_TABLE = path.join(root, 'tests/web/answers.generated.ts');

interface ContractFile {
  /** Relative to the repository, e.g. "modules/teams/contract/api.ts". */
  file: string;
  /** The module whose contract it is, or 'kernel' for core/src/contract. */
  owner: string;
}

/**
 * The contract files that may hold answer schemas: zod only (a module's client.ts calls the API and its slots.ts
 * names React slots: both are left out, as Node alone cannot load the web kit's .tsx).
 */
function contractFiles(): ContractFile[] {
  const files = (dir: string, owner: string) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'client.ts' && f !== 'slots.ts')
      .map((f) => ({ file: `${dir}/${f}`, owner }));
  const modules = readdirSync(path.join(root, 'modules'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return [
    ...files('core/src/contract', 'kernel'),
    ...modules.flatMap((d) => {
      try {
        return files(`modules/${d.name}/contract`, d.name);
      } catch {
        return [];
      }
    }),
  ];
}

type Exported = { file: ContractFile; name: string };

/**
 * Vendors' webhooks answer the vendor (Stripe, Twilio, Facebook), never a screen: their answers stay with the provider
 * that declares them and are left out of the table, so a screen test answering one fails as a route no screen calls.
 */
const CALLED_BY_VENDORS = /^\/api\/webhooks\//;

const isZod = (value: unknown): value is object => typeof value === 'object' && value !== null && '_zod' in value;
const isContent = (value: unknown): value is { content: Record<string, unknown> } =>
  typeof value === 'object' && value !== null && 'content' in value && !isZod(value);

/** "modules/teams/contract/api.ts" → "teamsApi"; "core/src/contract/kernel.ts" → "kernelKernel". */
function alias({ file, owner }: ContractFile): string {
  const words = `${owner}-${path.basename(file, '.ts')}`.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/**
 * Where a schema is exported from, preferring the route's own module, then the kernel's contract, and a file other
 * than an index.ts re-exporting it (so the table points at the file that declares it).
 */
function choose(candidates: Exported[], owner: string): Exported {
  const score = (e: Exported) =>
    (e.file.owner === owner ? 0 : e.file.owner === 'kernel' ? 1 : 2) * 10 +
    (e.file.file.endsWith('/api.ts') ? 0 : e.file.file.endsWith('/index.ts') ? 2 : 1);
  return [...candidates].sort((a, b) => score(a) - score(b) || a.file.file.localeCompare(b.file.file))[0]!;
}

/** The text of tests/web/answers.generated.ts for these routes. */
export async function answerTableSource(routes: readonly RouteInfo[]): Promise<string> {
  const exports = new Map<unknown, Exported[]>();
  for (const file of contractFiles()) {
    const loaded = (await import(pathToFileURL(path.join(root, file.file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(loaded)) {
      if (!isZod(value)) continue;
      exports.set(value, [...(exports.get(value) ?? []), { file, name }]);
    }
  }
  const { errorAnswer } = (await import(pathToFileURL(path.join(root, 'core/src/contract/answers.ts')).href)) as { errorAnswer: unknown };

  const used = new Map<string, ContractFile>();
  const problems: string[] = [];
  const lines: string[] = [];
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || CALLED_BY_VENDORS.test(route.url)) continue;
    const answers: string[] = [];
    for (const [status, answer] of Object.entries(response)) {
      // The kernel's error shape on every 4xx and 5xx a route does not declare itself: the checker's default.
      if (/^[45]xx$/.test(status) && answer === errorAnswer) continue;
      const key = /^\d+$/.test(status) ? status : `'${status}'`;
      if (isContent(answer)) {
        answers.push(`${key}: '${Object.keys(answer.content).join(', ')}'`);
        continue;
      }
      const found = exports.get(answer);
      if (!found) {
        problems.push(`${route.method} ${route.url} (${route.module}) answers ${status} with a schema no contract file exports`);
        continue;
      }
      const chosen = choose(found, route.module);
      used.set(alias(chosen.file), chosen.file);
      answers.push(`${key}: from(${alias(chosen.file)}, '${chosen.name}')`);
    }
    lines.push(`  '${route.method} ${route.url}': { ${answers.join(', ')} },`);
  }
  if (problems.length)
    throw new Error(
      `Every JSON answer's schema is declared in a contract (docs/decisions/0013): export these from the owning module's ` +
        `contract/api.ts (or core/src/contract) and use them from there.\n${problems.join('\n')}`,
    );

  const imports = [...used]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { file }]) => `const ${name} = () => import('../../${file}');`);
  return [
    '// Generated by tests/web/answer-table.ts from the routes a kernel with every module serves: do not edit.',
    '// `npm run api-client` writes it again; tests/integration/openapi.api.test.ts says when it is stale.',
    "import type { AnswerSchema } from '@korero/web-kit/testing/answers';",
    "import { errorAnswer } from '../../core/src/contract/answers.ts';",
    '',
    '// Each contract file is imported when a test first checks an answer of one of its routes.',
    ...imports,
    '',
    '/** An answer schema a contract file exports, by name (checked by the compiler). */',
    'const from =',
    '  <M>(load: () => Promise<M>, name: keyof M & string) =>',
    '  async (): Promise<AnswerSchema> =>',
    '    (await load())[name] as AnswerSchema;',
    '',
    '/**',
    " * Each route's declared answers by status: a contract's schema, or the content type of an answer that is not JSON.",
    " * A 4xx or 5xx a route does not list is the kernel's error shape, `errorAnswer`.",
    ' */',
    'export const declaredAnswers = {',
    ...lines,
    '};',
    '',
    'export { errorAnswer };',
    '',
  ].join('\n');
}
