/**
 * The kernel's request counters: every process adds its minutes to one shared table, so two processes report one
 * total; the summary's error rate, response times and uptime come from those rows; /metrics speaks Prometheus only to
 * a scraper holding METRICS_TOKEN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsPort } from '@korero/core/ports';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';
import { RequestMinutes } from './request-minutes.ts';

const TOKEN = 'scrape-token-for-korero-tests';
let a: TestKernel;
let b: TestKernel | undefined;
beforeAll(async () => {
  a = await startTestKernel({ modules: [], env: { METRICS_TOKEN: TOKEN }, now: '2026-11-24T01:00:30Z' });
  if (testDatabaseKind() === 'postgresql') b = await startTestKernel({ modules: [], sameDatabaseAs: a, now: '2026-11-24T01:00:40Z' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('request metrics', () => {
  it('counts API requests from every process into one total', async () => {
    for (let i = 0; i < 5; i++) expect((await a.anonymous().get('/api/health')).status).toBe(200);
    const other = b ?? a;
    for (let i = 0; i < 3; i++) await other.anonymous().get('/api/session');
    // Not an API request: pages and files are not counted.
    await a.anonymous().get('/favicon.ico');
    await a.kernel.get(metricsPort).flush();
    await other.kernel.get(metricsPort).flush();
    const summary = await a.kernel.get(metricsPort).summary(24);
    expect(summary.requests).toBe(8);
    expect(summary.errors).toBe(0);
    expect(summary.avgResponseMs).toBeGreaterThan(0);
    expect(summary.p95ResponseMs).toBeGreaterThan(0);
    // The second process sees the same total.
    expect((await other.kernel.get(metricsPort).summary(24)).requests).toBe(8);
  });

  it('works out the error rate, the 95th percentile and the uptime from the minutes recorded', async () => {
    const clock = a.clock;
    const minutes = new RequestMinutes({ db: a.kernel.db, clock, logger: a.kernel.app.log, idleMinutes: () => 30 });
    await a.kernel.db.direct('delete from core_request_minute', [], 'run');
    clock.set('2026-11-24T02:00:10Z');
    for (let i = 0; i < 95; i++) minutes.record(8, 200);
    for (let i = 0; i < 5; i++) minutes.record(900, 200);
    await minutes.flush();
    // A bad minute: half the answers are server errors.
    clock.set('2026-11-24T02:01:10Z');
    for (let i = 0; i < 10; i++) minutes.record(20, i % 2 ? 500 : 200);
    await minutes.flush();
    // Two quiet minutes in which the process was up; then it was down for one (no beat) and up again.
    clock.set('2026-11-24T02:02:10Z');
    await minutes.flush();
    clock.set('2026-11-24T02:03:10Z');
    await minutes.flush();
    clock.set('2026-11-24T02:05:10Z');
    await minutes.flush();

    const summary = await minutes.summary(1, { errorRateLimit: 5 });
    expect(summary).toMatchObject({ requests: 110, errors: 5, errorRate: 4.55, p95ResponseMs: 25 });
    // (95 answers took up to 10 ms, 10 up to 25 ms, 5 up to 1 s: the 105th of 110 is in the 25 ms bucket.)
    expect(summary.avgResponseMs).toBeCloseTo((95 * 8 + 5 * 900 + 10 * 20) / 110, 1);
    // The deployment's first minute was 02:00, so the span is 02:00–02:05: six minutes, of which 02:00, 02:02,
    // 02:03 and 02:05 were up and healthy (02:01 had 50% errors; 02:04 had no process).
    expect(summary.uptimePercent).toBe(66.67);
    expect(summary.errorRateLimit).toBe(5);
  });

  it('keeps counts it could not write and writes them next time', async () => {
    const clock = a.clock;
    clock.set('2026-11-24T03:00:10Z');
    const warnings: unknown[] = [];
    const logger = { ...a.kernel.app.log, warn: (...args: unknown[]) => warnings.push(args), info: () => undefined };
    let broken = true;
    const db = {
      ...a.kernel.db,
      direct: (sql: string, params: unknown[], method?: 'all' | 'get' | 'run') =>
        broken && sql.startsWith('insert') ? Promise.reject(new Error('connection lost')) : a.kernel.db.direct(sql, params, method),
    };
    const minutes = new RequestMinutes({ db: db as never, clock, logger: logger as never, idleMinutes: () => 30 });
    for (let i = 0; i < 4; i++) minutes.record(3, 200);
    await minutes.flush();
    await minutes.flush();
    expect(warnings).toHaveLength(1);
    broken = false;
    await minutes.flush();
    const rows = await a.kernel.db.direct<Array<{ requests: number }>>('select requests from core_request_minute where minute = ?', [
      new Date('2026-11-24T03:00:00Z'),
    ]);
    expect(rows[0]?.requests).toBe(4);
  });

  it('reports the system figures: sessions, database size, queue and memory', async () => {
    const owner = await a.signUp('metrics-owner');
    expect(owner.userId).toBeTruthy();
    const figures = await a.kernel.get(metricsPort).system();
    expect(figures.activeSessions).toBeGreaterThanOrEqual(1);
    expect(figures.databaseSizeMB).toBeGreaterThan(0);
    expect(figures.memoryMB).toBeGreaterThan(0);
    expect(figures).toMatchObject({ jobsQueued: expect.any(Number), messagesFailedLastHour: 0, messagesWaiting: expect.any(Number) });
  });
});

describe('GET /metrics', () => {
  it('answers a scraper holding the token in the Prometheus format, refuses anyone else', async () => {
    const anon = a.anonymous();
    expect((await anon.get('/metrics')).status).toBe(401);
    expect((await anon.request('GET', '/metrics', undefined, { authorization: 'Bearer not-the-token' })).status).toBe(401);
    const res = await anon.request('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/plain');
    const text = res.body as unknown as string;
    expect(text).toMatch(/korero_http_requests_total\{method="GET",status="2xx"\} \d+/);
    expect(text).toContain('korero_http_request_duration_seconds_bucket');
    expect(text).toContain('korero_jobs_due');
    expect(text).toContain('korero_process_resident_memory_bytes');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const t = await startTestKernel({ modules: [] });
    try {
      const res = await t.anonymous().request('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
