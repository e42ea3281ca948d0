import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { MetricsPort, RequestSummary, SystemFigures } from '../../ports/metrics.port.ts';
import type { OpenedDatabase } from '../database.ts';
import { systemFigures } from './system-figures.ts';

/** Upper bounds (ms) of the response-time buckets h0–h8; h9 holds the rest. */
export const BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500] as const;
const COLUMNS = ['h0', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'h9'] as const;
/** Minutes kept: a week and a day, enough for the 24 h figures and a look back. */
const KEEP_MS = 8 * 24 * 3600_000;

interface Tally {
  requests: number;
  errors: number;
  totalMs: number;
  histogram: number[];
}

const emptyTally = (): Tally => ({ requests: 0, errors: 0, totalMs: 0, histogram: new Array(COLUMNS.length).fill(0) });

function bucketOf(ms: number): number {
  for (let i = 0; i < BUCKETS_MS.length; i++) if (ms <= BUCKETS_MS[i]!) return i;
  return BUCKETS_MS.length;
}

export interface RequestMinutesOptions {
  db: OpenedDatabase;
  clock: ClockPort;
  logger: FastifyBaseLogger;
  /** The session timeout now (an administrator can change it), for counting active sessions. */
  idleMinutes: () => number;
  /** How often this process adds its counts to the shared table. */
  flushMs?: number;
}

/**
 * Counts API requests per minute in memory (a few additions per request, nothing asked of the database) and adds them
 * to the shared `core_request_minute` table every few seconds, so every process's requests land in one total. Each
 * write also counts a beat, with or without traffic: a minute with a beat had Korero up.
 */
export class RequestMinutes implements MetricsPort {
  #pending = new Map<number, Tally>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;
  #lastPrune = 0;
  #failing = false;
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly logger: FastifyBaseLogger;
  private readonly flushMs: number;
  private readonly idleMinutes: () => number;

  constructor(options: RequestMinutesOptions) {
    this.idleMinutes = options.idleMinutes;
    this.db = options.db;
    this.clock = options.clock;
    this.logger = options.logger;
    this.flushMs = options.flushMs ?? 10_000;
  }

  /** One answered request. */
  record(ms: number, status: number): void {
    const minute = Math.floor(this.clock.now().getTime() / 60_000) * 60_000;
    let tally = this.#pending.get(minute);
    if (!tally) {
      tally = emptyTally();
      this.#pending.set(minute, tally);
    }
    tally.requests++;
    if (status >= 500) tally.errors++;
    tally.totalMs += ms;
    tally.histogram[bucketOf(ms)]!++;
  }

  start(): void {
    this.#timer = setInterval(() => void this.flush(), this.flushMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async flush(): Promise<void> {
    // One write at a time; a flush asked for meanwhile waits for it and then writes what came in since.
    while (this.#flushing) await this.#flushing;
    this.#flushing = this.#write().finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  async #write(): Promise<void> {
    const now = this.clock.now().getTime();
    const pending = this.#pending;
    this.#pending = new Map();
    // The beat: this minute gets a row from this process even when nobody asked anything.
    const current = Math.floor(now / 60_000) * 60_000;
    if (!pending.has(current)) pending.set(current, emptyTally());
    try {
      for (const [minute, tally] of pending) {
        await this.db.direct(
          `insert into core_request_minute (minute, requests, errors, total_ms, ${COLUMNS.join(', ')}, beats)
           values (?, ?, ?, ?, ${COLUMNS.map(() => '?').join(', ')}, 1)
           on conflict (minute) do update set
             requests = core_request_minute.requests + excluded.requests,
             errors = core_request_minute.errors + excluded.errors,
             total_ms = core_request_minute.total_ms + excluded.total_ms,
             ${COLUMNS.map((c) => `${c} = core_request_minute.${c} + excluded.${c}`).join(', ')},
             beats = core_request_minute.beats + 1`,
          [new Date(minute), tally.requests, tally.errors, tally.totalMs, ...tally.histogram],
          'run',
        );
        pending.delete(minute);
      }
      if (now - this.#lastPrune > 3600_000) {
        this.#lastPrune = now;
        await this.db.direct('delete from core_request_minute where minute < ?', [new Date(now - KEEP_MS)], 'run');
      }
      if (this.#failing) this.logger.info('request metrics are written again');
      this.#failing = false;
    } catch (error) {
      // Keep what was not written for the next try; say so once, not every few seconds.
      for (const [minute, tally] of pending) this.#merge(minute, tally);
      if (!this.#failing) this.logger.warn({ err: error }, 'request metrics could not be written; they are kept and retried');
      this.#failing = true;
    }
  }

  #merge(minute: number, tally: Tally): void {
    const into = this.#pending.get(minute);
    if (!into) return void this.#pending.set(minute, tally);
    into.requests += tally.requests;
    into.errors += tally.errors;
    into.totalMs += tally.totalMs;
    tally.histogram.forEach((n, i) => (into.histogram[i]! += n));
  }

  system(): Promise<SystemFigures> {
    return systemFigures(this.db, this.clock, this.idleMinutes());
  }

  async summary(hours: number, options: { errorRateLimit?: number } = {}): Promise<RequestSummary> {
    const errorRateLimit = options.errorRateLimit ?? 5;
    const now = this.clock.now().getTime();
    const since = new Date(Math.floor((now - hours * 3600_000) / 60_000) * 60_000);
    const rows = await this.db.direct<Array<Record<string, string | number | Date>>>(
      `select minute, requests, errors, total_ms, ${COLUMNS.join(', ')}, beats from core_request_minute where minute >= ? order by minute`,
      [since],
    );
    const num = (v: unknown) => Number(v ?? 0);
    let requests = 0;
    let errors = 0;
    let totalMs = 0;
    const histogram = new Array(COLUMNS.length).fill(0) as number[];
    let healthy = 0;
    for (const row of rows) {
      const r = num(row.requests);
      const e = num(row.errors);
      requests += r;
      errors += e;
      totalMs += num(row.total_ms);
      COLUMNS.forEach((c, i) => (histogram[i]! += num(row[c])));
      if (num(row.beats) > 0 && (r === 0 || (e / r) * 100 <= errorRateLimit)) healthy++;
    }
    // The span's minutes, or fewer when the first minute ever recorded is later than its start.
    const first = rows[0] ? new Date(rows[0].minute as Date).getTime() : now;
    const spanStart = Math.max(since.getTime(), first);
    const minutes = Math.max(1, Math.floor((now - spanStart) / 60_000) + 1);
    return {
      hours,
      requests,
      errors,
      errorRate: requests ? round((errors / requests) * 100, 2) : 0,
      avgResponseMs: requests ? round(totalMs / requests, 1) : 0,
      p95ResponseMs: requests ? percentile(histogram, 0.95) : 0,
      uptimePercent: rows.length ? round(Math.min(100, (healthy / minutes) * 100), 2) : 0,
      errorRateLimit,
    };
  }
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The upper bound of the bucket holding the q-th request (the last bucket has none: its lower bound, doubled). */
function percentile(histogram: number[], q: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= total * q) return BUCKETS_MS[i] ?? BUCKETS_MS[BUCKETS_MS.length - 1]! * 2;
  }
  return 0;
}
