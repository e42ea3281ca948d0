import { definePort } from './define-port.ts';

/** A typed event name. Modules declare theirs in their contract folder so others can listen without importing them. */
export interface EventRef<P> {
  readonly name: string;
  readonly __payload?: (payload: P) => P;
}

export function defineEvent<P>(name: string): EventRef<P> {
  if (!/^[a-z][a-zA-Z0-9]*\.[a-zA-Z0-9.]+$/.test(name)) {
    throw new Error(`Event name "${name}" must be "<module>.<happening>", e.g. "notes.archived".`);
  }
  return Object.freeze({ name });
}

export type EventHandler<P> = (payload: P) => Promise<void> | void;

/**
 * In-process events. `emit` waits for every handler; a failing handler is logged and never fails the emitter.
 * Each handler runs in a database context of its own, so emit after your transaction has committed.
 */
export interface EventsPort {
  emit<P>(event: EventRef<P>, payload: P): Promise<void>;
  /**
   * Like `emit`, but rejects (after every handler has run) when any handler failed: for events whose handlers must
   * all succeed before the caller goes on, such as deleting an account's data.
   */
  emitAll<P>(event: EventRef<P>, payload: P): Promise<void>;
  on<P>(event: EventRef<P>, handler: EventHandler<P>): () => void;
}

export const eventsPort = definePort<EventsPort>('events');
