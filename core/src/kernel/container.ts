import { asValue, createContainer, type AwilixContainer } from 'awilix';
import type { AnyRef, Ref } from '../ports/define-port.ts';

/**
 * The kernel's container: ports and module services, registered under their ref ids. Strict awilix, so a lifetime
 * mistake or a missing registration fails where it happens, with the name of what was asked for.
 */
export class Registry {
  readonly awilix: AwilixContainer;
  readonly #owners = new Map<string, string>();
  readonly #refs: AnyRef[] = [];

  constructor() {
    this.awilix = createContainer({ strict: true, injectionMode: 'PROXY' });
  }

  register<T>(ref: Ref<T>, value: T, owner: string): void {
    if (this.#owners.has(ref.id)) {
      throw new Error(`"${ref.id}" is provided twice (by ${this.#owners.get(ref.id)} and ${owner}).`);
    }
    this.#owners.set(ref.id, owner);
    this.#refs.push(ref);
    this.awilix.register(ref.id, asValue(value));
  }

  /** Every module service registered (the service-gating test calls each one's functions). */
  services(): AnyRef[] {
    return this.#refs.filter((ref) => ref.kind === 'service');
  }

  has(ref: AnyRef): boolean {
    return this.#owners.has(ref.id);
  }

  get<T>(ref: Ref<T>): T {
    if (!this.#owners.has(ref.id)) {
      throw new Error(`Nothing provides ${ref.kind} "${ref.id}".`);
    }
    return this.awilix.resolve<T>(ref.id);
  }
}
