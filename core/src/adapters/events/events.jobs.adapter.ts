import { randomUUID } from 'node:crypto';
import type { Database } from '../../ports/database.port.ts';
import type { EventHandler, EventRef, EventsPort } from '../../ports/events.port.ts';
import type { JobRef, JobsPort } from '../../ports/jobs.port.ts';

interface Delivery {
  eventId: string;
  payload: unknown;
}

interface Listener {
  listener: string;
  job: JobRef<Delivery>;
}

/** Listener ids are module ids or kernel parts: lower-case letters, digits and dashes. */
const LISTENER = /^[a-z][a-z0-9-]{1,30}$/;

/**
 * Events through the job queue (an outbox): `emit` writes one job per handler in the caller's transaction, and the
 * job worker delivers each, retrying with back-off. A delivery job is named "<listener>.on.<event>", so the worker
 * holds it while the listening module is switched off, and keyed by event and listener, so one event is queued once
 * per handler.
 */
export class JobEvents implements EventsPort {
  readonly #listeners = new Map<string, Listener[]>();
  private readonly db: Database;
  private readonly jobs: JobsPort;

  constructor(db: Database, jobs: JobsPort) {
    this.db = db;
    this.jobs = jobs;
  }

  /** Registers `listener`'s handler of `event` (the kernel checks a module's right to listen before this). */
  on<P>(event: EventRef<P>, handler: EventHandler<P>, listener: string): void {
    if (!LISTENER.test(listener))
      throw new Error(`Event listener "${listener}" must be a module id or kernel part (lower-case, digits, dashes).`);
    const list = this.#listeners.get(event.name) ?? [];
    if (list.some((l) => l.listener === listener)) {
      throw new Error(`"${listener}" already handles ${event.name}: one handler per module and event, so each delivery has one name.`);
    }
    const job: JobRef<Delivery> = Object.freeze({ name: `${listener}.on.${event.name}` });
    // core_job.name holds 100 characters: refused at start-up rather than at the first emit.
    if (job.name.length > 100) throw new Error(`Event delivery name "${job.name}" is over 100 characters: shorten the event's name.`);
    this.jobs.define(job, async ({ eventId, payload }) => handler(payload as P, { eventId }), { maxAttempts: 8, backoffSeconds: 10 });
    list.push({ listener, job });
    this.#listeners.set(event.name, list);
  }

  async emit<P>(event: EventRef<P>, payload: P): Promise<string> {
    // Outside a transaction the event could be written while the change it announces is not (or the other way round).
    if (!this.db.em.isInTransaction()) {
      throw new Error(`${event.name} was emitted outside a transaction: emit inside the transaction that makes the change.`);
    }
    const eventId = randomUUID();
    for (const { listener, job } of this.#listeners.get(event.name) ?? []) {
      await this.jobs.enqueue(job, { eventId, payload }, { key: `event:${eventId}:${listener}` });
    }
    return eventId;
  }
}
