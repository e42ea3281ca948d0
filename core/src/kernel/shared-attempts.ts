import { createHash } from 'node:crypto';
import type { ClockPort } from '../ports/clock.port.ts';
import type { OpenedDatabase } from './database.ts';

export interface AttemptWindow {
  /** Attempts counted in the current window. */
  hits: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
  /** Milliseconds until then. */
  remainingMs: number;
}

interface Row {
  hits: number;
  expires_at: Date | string;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts attempts per key in fixed windows, in the `core_attempt` table, so a limit holds across every Korero process
 * on the database (an in-memory count gave each process its own allowance). One atomic upsert per attempt.
 */
export class SharedAttempts {
  #lastSweep = 0;
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;

  constructor(db: OpenedDatabase, clock: ClockPort) {
    this.db = db;
    this.clock = clock;
  }

  /** Counts one attempt and answers the window it fell in. */
  async hit(key: string, windowMs: number): Promise<AttemptWindow> {
    const now = this.clock.now();
    const rows = await this.db.direct<Row[]>(
      `insert into core_attempt (key, hits, expires_at) values (?, 1, ?)
       on conflict (key) do update set
         hits = case when core_attempt.expires_at <= ? then 1 else core_attempt.hits + 1 end,
         expires_at = case when core_attempt.expires_at <= ? then excluded.expires_at else core_attempt.expires_at end
       returning hits, expires_at`,
      [hashKey(key), new Date(now.getTime() + windowMs), now, now],
    );
    this.#sweep(now);
    return toWindow(rows[0]!, now);
  }

  /** The current window of a key without counting, or null when nothing is counted. */
  async peek(key: string): Promise<AttemptWindow | null> {
    const now = this.clock.now();
    const rows = await this.db.direct<Row[]>(`select hits, expires_at from core_attempt where key = ? and expires_at > ?`, [
      hashKey(key),
      now,
    ]);
    return rows[0] ? toWindow(rows[0], now) : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.direct(`delete from core_attempt where key = ?`, [hashKey(key)], 'run');
  }

  /** Drops ended windows now and then, so the table holds only live counts. */
  #sweep(now: Date): void {
    if (now.getTime() - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now.getTime();
    this.db.direct(`delete from core_attempt where expires_at <= ?`, [now], 'run').catch(() => {
      /* the next sweep tries again */
    });
  }
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
function toWindow(row: Row, now: Date): AttemptWindow {
  const resetAt = new Date(row.expires_at);
  return { hits: Number(row.hits), resetAt, remainingMs: Math.max(0, resetAt.getTime() - now.getTime()) };
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
