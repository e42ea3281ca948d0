import type { FastifyInstance } from 'fastify';

/** How long the job worker, then the database's connections, may take to stop once requests are done. */
export const STOP_STEP_MS = 2000;

/**
 * How long the listener stays open after the signal. Connections a client opened just before it may still wait in the
 * operating system's queue for this process to take them; closing the listener then resets them, and a request sent
 * before the signal fails without an answer. Kept open this long, they are taken and answered (a fault test saw it
 * on a loaded machine).
 */
const LISTENER_GRACE_MS = 100;

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
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}

/**
 * Stops Korero in the order that loses nothing acknowledged: stop accepting connections and let the requests in flight
 * finish (each answers, or its client sees the connection close after `graceMs`); then stop the job worker; then close
 * the database. With a bound, a stalled database cannot hold the process: the steps after the requests get
 * STOP_STEP_MS each, and nothing they leave unfinished was ever acknowledged to anyone.
 */
export async function shutDown(parts: ShutdownParts, graceMs?: number): Promise<void> {
  const { app } = parts;
  if (graceMs === undefined) {
    await app.close();
    await parts.stopJobs();
    await parts.closeDatabase();
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, Math.min(LISTENER_GRACE_MS, graceMs)));
  const closing = app.close();
  if (!(await settlesWithin(closing, graceMs))) {
    app.log.warn({ graceMs }, 'requests still running at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
    await settlesWithin(closing, STOP_STEP_MS);
  }
  if (!(await settlesWithin(parts.stopJobs(), STOP_STEP_MS))) app.log.warn('the job worker did not stop in time; its job will run again');
  if (!(await settlesWithin(parts.closeDatabase(), STOP_STEP_MS))) app.log.warn('the database connections did not close in time');
}
