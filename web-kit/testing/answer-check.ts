/**
 * The fake server's answers checked against what the real routes declare, so a screen test cannot pass on an answer
 * the server would never give. web-kit names no module: the table of routes is handed in by the test project's setup
 * (tests/web/setup.ts, from tests/web/answers.generated.ts), which is allowed to know them all.
 */

/** A zod schema as far as the check needs one (web-kit's source does not depend on zod). */
export interface AnswerSchema {
  safeParse(value: unknown): AnswerParse;
}
type AnswerParse =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/**
 * What one route answers, by status ("200", "201", "404", "4xx"…): a schema for a JSON answer (or a function that
 * imports it, so a test loads only the contracts it asks about), or the content type of one that is not JSON (a
 * page, a CSV file, an image).
 */
export type DeclaredAnswers = Readonly<Record<string, AnswerSchema | (() => Promise<AnswerSchema>) | string>>;

export interface AnswerContract {
  /** "METHOD /path/:param" (Fastify's form) → the answers that route declares. */
  routes: Readonly<Record<string, DeclaredAnswers>>;
  /** The answer of every 4xx and 5xx a route does not declare itself (the kernel's `{ error }`). */
  errorAnswer: AnswerSchema;
  /** Requests the fake server may answer though no route declares them ("METHOD /path" as the table names it), each with why. */
  unchecked?: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  name: string;
  method: string;
  segments: Array<{ kind: 0 | 1 | 2; match: (segment: string) => boolean }>;
  answers: DeclaredAnswers;
}

let contract: { source: AnswerContract; routes: CompiledRoute[] } | null = null;
const problems: string[] = [];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path segment as Fastify reads it: static (0), with a `:param` (1), or the `*` wildcard (2). */
function compileSegment(segment: string): CompiledRoute['segments'][number] {
  if (segment === '*') return { kind: 2, match: () => true };
  if (!segment.includes(':')) return { kind: 0, match: (s) => s === segment };
  const regex = new RegExp(`^${segment.split(/:\w+/).map(escape).join('[^/]+')}$`);
  return { kind: 1, match: (s) => regex.test(s) };
}

/** Checks every answer the fake server gives from now on against `routes` (null: no checking). */
export function checkAnswersAgainst(source: AnswerContract | null): void {
  contract = source && {
    source,
    routes: Object.entries(source.routes).map(([name, answers]) => {
      const [method = '', pattern = ''] = name.split(' ');
      return { name, method, segments: pattern.split('/').slice(1).map(compileSegment), answers };
    }),
  };
}

/**
 * The route the server would run for a request: of those that match, the one with a static segment where the others
 * have a parameter, and a parameter where they have the wildcard, earliest first (as Fastify's router chooses).
 */
function routeFor(method: string, path: string): CompiledRoute | undefined {
  const parts = path.split('/').slice(1);
  const matches = (route: CompiledRoute) => {
    const wildcard = route.segments.at(-1)?.kind === 2;
    const fixed = wildcard ? route.segments.slice(0, -1) : route.segments;
    return (wildcard ? parts.length >= fixed.length : parts.length === fixed.length) && fixed.every((s, i) => s.match(parts[i]!));
  };
  const rank = (r: CompiledRoute) => r.segments.map((s) => s.kind as number);
  return (contract?.routes ?? [])
    .filter((r) => r.method === method && matches(r))
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return y.length - x.length;
    })[0];
}

/** The answer a route declares for a status: that status, its class ("4xx"), the kernel's error shape, or the success one. */
function declaredFor(answers: DeclaredAnswers, status: number): DeclaredAnswers[string] | undefined {
  const exact = answers[String(status)] ?? answers[`${String(status)[0]}xx`];
  if (exact !== undefined) return exact;
  if (status >= 400) return contract!.source.errorAnswer;
  // A success under another 2xx status than the route's (200 for its 201): the screen reads the same body. Not 204,
  // which has none.
  const successes = Object.keys(answers).filter((code) => code.startsWith('2'));
  return status >= 200 && status < 300 && status !== 204 && successes.length === 1 ? answers[successes[0]!] : undefined;
}

const where = (path: ReadonlyArray<PropertyKey>) => (path.length ? path.map(String).join('.') : '(the whole body)');

/**
 * What is wrong with the fake server answering `status` and `body` (as sent, i.e. after JSON) to `method path`, given
 * its own table's entry `answeredBy`; null when the real route could have said it, or when nothing is being checked.
 */
export async function answerProblem(
  method: string,
  path: string,
  answeredBy: string,
  status: number,
  body: unknown,
): Promise<string | null> {
  if (!contract) return null;
  const request = `${method} ${path}`;
  if (contract.source.unchecked?.[answeredBy] !== undefined) return null;
  const route = routeFor(method, path);
  if (!route)
    return (
      `The fake server answers ${request} ("${answeredBy}" in the test's table), but no route the server declares answers it: ` +
      'a path the server does not have, or tests/web/answers.generated.ts is out of date (`npm run api-client` writes it again).'
    );
  const declared = declaredFor(route.answers, status);
  const named = route.name === request ? request : `${request} (route ${route.name})`;
  if (declared === undefined)
    return `The fake server answers ${named} with status ${status}, which the route never gives (it declares ${Object.keys(route.answers).join(', ')}).`;
  // A JSON file to save (the account's export): any JSON is such an answer.
  if (typeof declared === 'string' && declared.includes('json')) return null;
  if (typeof declared === 'string')
    return `The fake server answers ${named} with ${status} and a JSON body, but the route's ${status} answer is ${declared}, not JSON.`;
  const result = (typeof declared === 'function' ? await declared() : declared).safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `  ${where(issue.path)}: ${issue.message}`);
  return [
    `The fake server answers ${named} with ${status} and a body the server would never send:`,
    ...issues,
    `  body: ${JSON.stringify(body)?.slice(0, 600)}`,
    "Correct the test's fixture to what the route really sends (its schema is in the owning module's contract/).",
  ].join('\n');
}

/** Notes a problem found while the screen ran: the test fails with it when it ends (web-kit/testing/setup.ts). */
export function noteAnswerProblem(problem: string): void {
  // A screen asking again gets the same answer: say it once.
  if (!problems.includes(problem)) problems.push(problem);
}

/** The problems noted since the last call, now forgotten. */
export function takeAnswerProblems(): string[] {
  return problems.splice(0);
}
