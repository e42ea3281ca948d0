import { vi } from 'vitest';
import { answerProblem, noteAnswerProblem } from './answer-check.ts';

/** One request the screen made, as the server would have seen it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a route answers: a status and a JSON body (`reply(…)`), or any other value, sent as JSON with 200. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

type RouteRequest = SentRequest & { params: Record<string, string> };
/** A fixed JSON body (or `reply(…)`), or a function of the request that returns one. */
type Answer = ((request: RouteRequest) => unknown) | object | string | number | boolean | null;

const REPLY = Symbol('reply');

export function reply(status: number, body: unknown = null): Reply {
  return { status, body, [REPLY]: true } as Reply;
}

const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && REPLY in value;

/** "GET /api/submissions/:id" → a matcher for method and path that also reads the `:named` parts. */
function compile(route: string) {
  const [method, pattern = ''] = route.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (m: string, path: string): Record<string, string> | null => {
    if (m !== method) return null;
    const match = regex.exec(path);
    return match ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) : null;
  };
}

/**
 * The network as a screen sees it: `fetch` is replaced by a table of routes ("METHOD /path" → answer). Screens are
 * tested through what they draw and what they send, so a test survives a rewrite of their query code. A route the
 * table does not name answers 404 { error }, as the kernel does for a module that is switched off. Every answer the
 * table gives is checked against the answer the real route declares for its status (answer-check.ts): one the server
 * would never send fails the test, naming the route, the status and what is wrong.
 */
export function fakeServer(routes: Record<string, Answer> = {}) {
  const table: Array<{ route: string; match: ReturnType<typeof compile>; answer: Answer }> = [];
  const sent: SentRequest[] = [];
  const on = (route: string, answer: Answer) => {
    table.unshift({ route, match: compile(route), answer });
  };
  for (const [route, answer] of Object.entries(routes)) on(route, answer);

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://korero.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: text === null ? (init?.body ?? null) : JSON.parse(text),
    };
    sent.push(request);
    for (const { route, match, answer } of table) {
      const params = match(method, url.pathname);
      if (!params) continue;
      const value = typeof answer === 'function' ? await answer({ ...request, params }) : answer;
      const { status, body } = isReply(value) ? value : { status: 200, body: value };
      const json = status === 204 ? undefined : JSON.stringify(body);
      // Checked as the screen receives it: after JSON (a Date becomes its ISO text, an undefined field goes).
      const problem = await answerProblem(method, url.pathname, route, status, json === undefined ? null : JSON.parse(json));
      if (problem) noteAnswerProblem(problem);
      if (status === 204) return new Response(null, { status });
      return new Response(json, { status, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: `Nothing answers ${method} ${url.pathname} in this test.` }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** Adds or replaces a route (the newest wins). */
    on,
    /** Every request sent so far, in order. */
    sent,
    /** The requests sent to one "METHOD /path" (with `:named` parts). */
    requests(route: string): SentRequest[] {
      const match = compile(route);
      return sent.filter((r) => match(r.method, r.path) !== null);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
