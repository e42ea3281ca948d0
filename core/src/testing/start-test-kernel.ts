import type { InjectOptions } from 'fastify';
import { loadEnv } from '@korero/config/env';
import { installedModules } from '@korero/config/modules';
import { installedProviders } from '@korero/config/providers';
import { plans } from '@korero/config/plans';
import type { AdapterOverrides } from '../adapters/select-adapters.ts';
import { ManualClock } from './manual-clock.ts';
import { createKernel, kernelMigrations, type Kernel } from '../kernel/create-kernel.ts';
import type { DatabaseTarget } from '../kernel/database.ts';
import type { WebAssets } from '../kernel/static.ts';
import type { DefinedModule } from '../sdk/define-module.ts';
import type { Plan } from '../ports/billing.port.ts';
import type { EntitlementValue } from '../ports/entitlements.ts';
import { jobsPort } from '../ports/jobs.port.ts';
import type { DefinedProvider } from '../sdk/define-provider.ts';
import { JobsByHand, jobsByHand } from './jobs-by-hand.ts';
import { createTestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestKernelOptions {
  /** Module ids to enable (MODULES); default all installed. */
  modules?: string[];
  env?: Record<string, string>;
  /** Installed modules (default config/modules.ts). A subset keeps only its own entitlements in the plans. */
  installed?: DefinedModule[];
  /**
   * Each plan's value (by tier id) for entitlements config/plans.ts does not hold yet: a module under construction,
   * tested before it is installed in the deployment.
   */
  entitlements?: Record<string, Record<string, EntitlementValue>>;
  /** Installed providers (default config/providers.ts). */
  providers?: DefinedProvider[];
  /** Start time of the test's clock (default now). */
  now?: Date | string;
  adapters?: AdapterOverrides;
  database?: TestDatabaseKind;
  webAssets?: WebAssets | null;
  /** Run the job worker in the background (default false: call drainJobs()). */
  startJobs?: boolean;
  /**
   * Another test kernel whose database this one shares, as a second Korero process on the same PostgreSQL would
   * (PostgreSQL only: PGlite in memory belongs to one kernel). The first kernel drops the database when it closes.
   */
  sameDatabaseAs?: TestKernel;
  /**
   * A database the test made (createTestDatabase) and drops itself: several kernels started at once on one empty
   * database, as processes behind a load balancer start (PostgreSQL only).
   */
  onDatabase?: DatabaseTarget;
  /** An empty database the kernel migrates, as a new deployment's (default: a copy of one already migrated). */
  emptyDatabase?: boolean;
  /** Collects every log line (at LOG_LEVEL, `info` unless the test's env says otherwise) instead of printing them. */
  logLines?: string[];
  /** `npm run dev`'s page reloads (KernelOptions.devReload). */
  devReload?: boolean;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

let agents = 0;

/** A client with its own cookie jar and address, like one browser on its own connection. */
export class TestAgent {
  cookie: string | undefined;
  /** Per-client rate limits key on this. */
  remoteAddress: string;
  private readonly kernel: Kernel;
  /** Cookies other than the session's (the pending sign-in's), by name. */
  readonly #others = new Map<string, string>();

  constructor(kernel: Kernel, cookie?: string) {
    this.kernel = kernel;
    this.cookie = cookie;
    agents += 1;
    this.remoteAddress = `10.${(agents >> 16) & 255}.${(agents >> 8) & 255}.${agents & 255}`;
  }

  async request<T = any>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await this.kernel.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...(this.#cookieHeader() ? { cookie: this.#cookieHeader() } : {}),
        ...(body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    const setCookie = response.cookies.find((c) => c.name === 'korero_session');
    if (setCookie) this.cookie = setCookie.value ? `korero_session=${encodeURIComponent(setCookie.value)}` : undefined;
    for (const c of response.cookies) {
      if (c.name === 'korero_session') continue;
      if (c.value && !(c.maxAge !== undefined && c.maxAge <= 0)) this.#others.set(c.name, `${c.name}=${encodeURIComponent(c.value)}`);
      else this.#others.delete(c.name);
    }
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      // JSON (application/json, application/problem+json), not JSON lines: a .jsonl download is text.
      body: (/[/+]json($|;)/.test(type) ? response.json() : response.body) as T,
      headers: response.headers,
    };
  }

  #cookieHeader(): string {
    return [this.cookie, ...this.#others.values()].filter(Boolean).join('; ');
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }
  put<T = any>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body ?? {});
  }
  patch<T = any>(url: string, body?: unknown) {
    return this.request<T>('PATCH', url, body ?? {});
  }
  delete<T = any>(url: string, body?: unknown) {
    return this.request<T>('DELETE', url, body);
  }
}

export interface TestKernel {
  kernel: Kernel;
  database: DatabaseTarget;
  clock: ManualClock;
  /** A signed-out client. */
  anonymous(): TestAgent;
  /** Registers an owner and returns their signed-in client. */
  signUp(username?: string, password?: string): Promise<TestAgent & { userId: string; username: string }>;
  /** Runs every due background job (message delivery, retries). */
  drainJobs(): Promise<number>;
  /**
   * Queues the scheduled jobs (`jobs.every`) due at the test clock's time, as a process's worker does each round;
   * `drainJobs` then runs them. A schedule is first seen at the first call: call once before moving the clock on.
   */
  runSchedules(): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;

/** config/plans.ts cut down to what a test's own set of modules declares, so it passes the start-up check. */
function plansFor(installed: readonly DefinedModule[], extra: Record<string, Record<string, EntitlementValue>> = {}): Plan[] {
  const declared = new Set(installed.flatMap((m) => (m.entitlements ?? []).map((e) => e.key)));
  return plans.map((plan) => ({
    ...plan,
    entitlements: Object.fromEntries(
      [
        ...Object.entries(plan.entitlements),
        ...Object.entries(extra).flatMap(([key, values]) => (plan.id in values ? [[key, values[plan.id]!] as const] : [])),
      ].filter(([key]) => declared.has(key)),
    ),
  }));
}

/**
 * A real kernel on a database of its own (PGlite in memory, or PostgreSQL with TEST_DB=postgresql), copied from one
 * already migrated for its modules: it starts without migrating. `onDatabase` and `createTestDatabase` give an empty
 * one, for tests of migrating itself. (An installed list the kernel would refuse gets an empty one too, and the
 * kernel's own refusal.)
 */
export async function startTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const shared = options.sameDatabaseAs;
  const given = shared?.database ?? options.onDatabase;
  if (given && given.kind !== 'postgresql') throw new Error('Only kernels on PostgreSQL can share a database.');
  const installed = options.installed ?? installedModules;
  const database = given
    ? { target: given, drop: async () => {} }
    : await createTestDatabase(options.database, {
        migrated: options.emptyDatabase ? undefined : await kernelMigrations(installed).catch(() => undefined),
      });
  const clock = new ManualClock(options.now ?? new Date());
  // Only what the test says: the machine's own variables (a developer's TWILIO_*) never reach a test kernel.
  const environment = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (options.logLines ? 'info' : 'silent'),
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/korero-test-${process.pid}-${++counter}`,
    ...(options.modules ? { MODULES: options.modules.length ? options.modules.join(',') : 'none' } : {}),
    ...options.env,
  };
  const env = loadEnv(environment);
  let kernel: Kernel;
  try {
    kernel = await createKernel({
      env,
      installed,
      providers: options.providers ?? installedProviders,
      environment,
      plans: options.installed ? plansFor(options.installed, options.entitlements) : plans,
      database: database.target,
      clock,
      startJobs: options.startJobs ?? false,
      webAssets: options.webAssets ?? null,
      devReload: options.devReload ?? false,
      adapters: { ...options.adapters, jobQueue: JobsByHand },
      ...(options.logLines ? { logStream: { write: (line: string) => void options.logLines!.push(line) } } : {}),
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const jobs = jobsByHand(kernel.get(jobsPort));
  return {
    kernel,
    database: database.target,
    clock,
    anonymous: () => new TestAgent(kernel),
    async signUp(username = `owner${++counter}`, password = 'correct horse battery') {
      const agent = new TestAgent(kernel);
      const res = await agent.post('/api/register', { username, email: `${username.toLowerCase()}@co-nz.example`, password });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return Object.assign(agent, { userId: res.body.id as string, username });
    },
    drainJobs: () => kernel.db.withContext(() => jobs.drain()),
    runSchedules: () => kernel.db.withContext(() => jobs.runSchedules()),
    async close() {
      await kernel.close();
      await database.drop();
    },
  };
}
