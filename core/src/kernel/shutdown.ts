import type { FastifyInstance } from 'fastify';
import type { ConnectionWatch } from './connections.ts';

/** How long the server's close, the job worker, then the database's connections, may each take once requests are done. */
export const STOP_STEP_MS = 2000;

/** Resolves true when `work` settles within `ms`, false when it does not (the work itself goes on in the background). */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ShutdownParts {
  app: FastifyInstance;
  connections: ConnectionWatch;
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}

/**
 * Stops Korero in the order that loses nothing acknowledged and resets no request the server has taken. Without
 * `graceMs` (tests) it closes the server, the job worker and the database, each waited for.
 *
 * With `graceMs` (SIGTERM), the kernel is already stopping: /api/health answers 503, so a load balancer stops sending,
 * and every answer closes its connection. Then:
 * 1. The listener stays open, and whatever arrives is answered, until no connection is busy (a balancer that saw the
 *    503 sends nothing more) or half of `graceMs` has passed (a client that keeps sending); then it closes.
 * 2. The connections already taken are answered, until `graceMs` after the signal; past it, the requests still
 *    running have their connections closed (and a warning says so).
 * 3. The server closes (with it, kept-alive connections between requests), then the job worker, then the database:
 *    STOP_STEP_MS each, so a stalled database cannot hold the process, and nothing they leave unfinished was ever
 *    acknowledged to anyone.
 */
export async function shutDown(parts: ShutdownParts, graceMs?: number): Promise<void> {
  const { app, connections } = parts;
  if (graceMs === undefined) {
    await app.close();
    await parts.stopJobs();
    await parts.closeDatabase();
    return;
  }
  const deadline = performance.now() + graceMs;
  await connections.stopListeningWhenQuiet(graceMs / 2);
  const answered = await connections.quiet(Math.max(0, deadline - performance.now()));
  const closing = app.close();
  if (!answered) {
    // A connection that never sent its request holds nothing; one with a request running is worth a word.
    if (connections.running > 0) {
      app.log.warn({ graceMs, running: connections.running }, 'requests still running at the shutdown deadline: closing their connections');
    }
    app.server.closeAllConnections();
  }
  if (!(await settlesWithin(closing, STOP_STEP_MS))) {
    app.log.warn('the server did not close in time: closing its connections');
    app.server.closeAllConnections();
  }
  if (!(await settlesWithin(parts.stopJobs(), STOP_STEP_MS))) app.log.warn('the job worker did not stop in time; its job will run again');
  if (!(await settlesWithin(parts.closeDatabase(), STOP_STEP_MS))) app.log.warn('the database connections did not close in time');
}
