import { definePort } from './define-port.ts';
import type { SessionUser } from './auth.port.ts';

/**
 * What a person did in a business, for its owners' and managers' activity list (GET /api/activity): who (the
 * signed-in person, `user.id`, not the business), what (a short stable id and a sentence a person reads) and to what.
 */
export interface ActivityEntry {
  /** Short, stable, dotted and lower-case, the module's id first: "<module>.<what_happened>". */
  action: string;
  /** What it was done to (an id, or a name), when there is one. */
  subject?: string | null | undefined;
  /** The line the owner reads after the person's name, e.g. "sent a review invitation to Aroha". At most 300 characters. */
  sentence: string;
}

/**
 * The business's activity log, kept by the kernel (`core_activity`), exported and deleted with the business.
 * Written through the request's (or transaction's) entity manager, so an action and its record stand or fall together.
 */
export interface ActivityPort {
  /** Records that `user` (a person, or an API key acting as the owner) did this in their session's business. */
  record(user: SessionUser, entry: ActivityEntry): Promise<void>;
  /**
   * Makes a change and records it in one transaction: the line commits with the change, or neither does (a failed
   * line undoes the change; a refused change writes no line). `entry` may read what the change answered (a name it
   * deleted, say); null records nothing. The change must use `db.em` or the `em` of `db.transaction`, which join it.
   */
  together<T>(user: SessionUser, change: () => Promise<T>, entry: ActivityEntry | ((result: T) => ActivityEntry | null)): Promise<T>;
}

export const activityPort = definePort<ActivityPort>('activity');
