import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../ports/database.port.ts';
import type { EventHandler, EventRef, EventsPort } from '../../ports/events.port.ts';

/** In-process events. Each handler runs in its own database context; one failing handler never stops the others. */
export class MemoryEvents implements EventsPort {
  readonly #handlers = new Map<string, Set<EventHandler<unknown>>>();
  private readonly db: Database;
  private readonly logger: FastifyBaseLogger;

  constructor(db: Database, logger: FastifyBaseLogger) {
    this.db = db;
    this.logger = logger;
  }

  on<P>(event: EventRef<P>, handler: EventHandler<P>): () => void {
    let set = this.#handlers.get(event.name);
    if (!set) this.#handlers.set(event.name, (set = new Set()));
    set.add(handler as EventHandler<unknown>);
    return () => set.delete(handler as EventHandler<unknown>);
  }

  async emit<P>(event: EventRef<P>, payload: P): Promise<void> {
    await this.#run(event, payload);
  }

  async emitAll<P>(event: EventRef<P>, payload: P): Promise<void> {
    const failures = await this.#run(event, payload);
    if (failures > 0) throw new Error(`${failures} handler${failures === 1 ? '' : 's'} of ${event.name} failed`);
  }

  /** Runs every handler, each in its own context; answers how many failed (each is logged). */
  async #run<P>(event: EventRef<P>, payload: P): Promise<number> {
    const handlers = [...(this.#handlers.get(event.name) ?? [])];
    let failures = 0;
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await this.db.withContext(async () => handler(payload));
        } catch (error) {
          failures++;
          this.logger.error({ err: error, event: event.name }, 'an event handler failed');
        }
      }),
    );
    return failures;
  }
}
