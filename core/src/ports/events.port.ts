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

/** The module (or kernel part) that announces an event: the part of its name before the first dot. */
export function eventOwner(event: { readonly name: string }): string {
  return event.name.slice(0, event.name.indexOf('.'));
}

export interface EventMeta {
  /** The same on every delivery of one event to one handler: a handler whose effect is not idempotent keys on it. */
  eventId: string;
}

export type EventHandler<P> = (payload: P, meta: EventMeta) => Promise<void> | void;

/**
 * Durable events between modules. `emit` must be called inside the transaction that makes the change: it writes one
 * delivery job per handler in that transaction, so the event exists exactly when the change does and a crash after
 * the commit loses nothing. Each handler then runs from the job queue, at least once, retried with back-off.
 * Modules listen with `ctx.on` (checked against their manifest); a module emits only its own events.
 */
export interface EventsPort {
  /** Queues the event for every handler; answers the event id. Throws outside a transaction. */
  emit<P>(event: EventRef<P>, payload: P): Promise<string>;
}

export const eventsPort = definePort<EventsPort>('events');
