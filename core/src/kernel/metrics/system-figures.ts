import type { ClockPort } from '../../ports/clock.port.ts';
import type { SystemFigures } from '../../ports/metrics.port.ts';
import type { OpenedDatabase } from '../database.ts';

const count = (rows: Array<{ n: string | number }>) => Number(rows[0]?.n ?? 0);

/** Reads the kernel's tables for the figures an administrator watches: sessions, size, queue and failed messages. */
export async function systemFigures(db: OpenedDatabase, clock: ClockPort, idleMinutes: number): Promise<SystemFigures> {
  const now = clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [sessions, queued, due, failedHour, failedDay, waiting] = await Promise.all([
    db.direct<Array<{ n: string }>>('select count(*) as n from core_session where expires_at > ? and last_seen_at > ?', [
      now,
      ago(idleMinutes * 60_000),
    ]),
    db.direct<Array<{ n: string }>>(`select count(*) as n from core_job where status = 'queued'`, []),
    db.direct<Array<{ n: string }>>(`select count(*) as n from core_job where status = 'queued' and run_at <= ?`, [now]),
    db.direct<Array<{ n: string }>>(`select count(*) as n from core_outbox_message where status = 'failed' and created_at > ?`, [
      ago(3600_000),
    ]),
    db.direct<Array<{ n: string }>>(`select count(*) as n from core_outbox_message where status = 'failed' and created_at > ?`, [
      ago(24 * 3600_000),
    ]),
    db.direct<Array<{ n: string }>>(`select count(*) as n from core_outbox_message where status = 'queued'`, []),
  ]);
  let databaseSizeMB: number | null = null;
  try {
    const size = await db.direct<Array<{ bytes: string }>>('select pg_database_size(current_database()) as bytes', []);
    databaseSizeMB = Math.round((Number(size[0]?.bytes ?? 0) / 1024 / 1024) * 10) / 10;
  } catch {
    // A database that cannot say: shown as unknown rather than guessed.
  }
  return {
    activeSessions: count(sessions),
    databaseSizeMB,
    jobsQueued: count(queued),
    jobsDue: count(due),
    messagesFailedLastHour: count(failedHour),
    messagesFailed24h: count(failedDay),
    messagesWaiting: count(waiting),
    memoryMB: Math.round(process.memoryUsage.rss() / 1024 / 1024),
  };
}
