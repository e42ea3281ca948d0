import type { EventsPort } from '../ports/events.port.ts';
import { memberLeft } from '../ports/auth.port.ts';
import type { ApiKeys } from './api-keys.ts';
import type { Memberships } from './memberships.ts';

/**
 * A person leaving a business, or no longer owning it (issue 44): what they connected to it stops with them. Their API
 * keys are revoked and `auth.memberLeft` is announced (webhooks go with it), in the caller's transaction, so a person
 * removed at 9:00 has no key or webhook still sending customers' details at 9:01.
 */
export class Leaving {
  readonly #keys: ApiKeys;
  readonly #events: EventsPort;
  readonly #memberships: Memberships;

  constructor(deps: { keys: ApiKeys; events: EventsPort; memberships: Memberships }) {
    this.#keys = deps.keys;
    this.#events = deps.events;
    this.#memberships = deps.memberships;
  }

  /**
   * Runs `change` (which removes the person, or takes their ownership away, and answers whether it did), then stops what
   * they connected. Call inside a transaction. Whether they were the earliest owner is read before the change.
   */
  async leave(businessId: string, accountId: string, change: () => Promise<boolean>): Promise<boolean> {
    const firstOwner = (await this.#memberships.ownerOf(businessId)) === accountId;
    if (!(await change())) return false;
    await this.#keys.revokeMadeBy(businessId, accountId);
    await this.#events.emit(memberLeft, { businessId, accountId, firstOwner });
    return true;
  }
}
