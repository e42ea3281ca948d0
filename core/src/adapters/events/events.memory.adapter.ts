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
    const handlers = [...(this.#handlers.get(event.name) ?? [])];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await this.db.withContext(async () => handler(payload));
        } catch (error) {
          this.logger.error({ err: error, event: event.name }, 'an event handler failed');
        }
      }),
    );
  }
}
