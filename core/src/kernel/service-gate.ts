import { ModuleSwitchedOffError } from '../sdk/errors.ts';

/**
 * Module services answer only while their module is on (docs/decisions/0041). Every call of a provided service's
 * function asks the module state (a Set, kept fresh by its refresh: no database read per call) and, while the owner is
 * off, throws ModuleSwitchedOffError instead of running. Ports are the kernel's and never pass through here.
 *
 * The gate is open until every module has been set up: setup is wiring (a module registers a lookup with another,
 * contributes profile fields), made once at start-up whether or not either is on now, since either can be switched on
 * later without a restart. From then on it follows the switches.
 */
export class ServiceGate {
  readonly #isEnabled: (moduleId: string) => boolean;
  readonly #titles: ReadonlyMap<string, string>;
  #armed = false;

  constructor(isEnabled: (moduleId: string) => boolean, modules: ReadonlyArray<{ id: string; title: string }>) {
    this.#isEnabled = isEnabled;
    this.#titles = new Map(modules.map((m) => [m.id, m.title]));
  }

  /** Called once every module's setup has run. */
  arm(): void {
    this.#armed = true;
  }

  isOpen(moduleId: string): boolean {
    return !this.#armed || this.#isEnabled(moduleId);
  }

  /**
   * The service as others receive it: an object with the service's functions (its own and its class's), each checking
   * the module first, then running on the service itself, so classes with private fields work as before. Made once, at
   * `provide`: a plain object rather than a Proxy, so a call costs a closure and a Set lookup, and a frozen service
   * cannot trip a Proxy's invariants. Other properties are read through from the service.
   */
  wrap<T>(moduleId: string, service: T): T {
    const check = () => {
      if (!this.isOpen(moduleId)) throw new ModuleSwitchedOffError(moduleId, this.#titles.get(moduleId) ?? moduleId);
    };
    const gate = (fn: (...args: unknown[]) => unknown, self: unknown) =>
      function gated(...args: unknown[]) {
        check();
        return fn.apply(self, args);
      };
    if (typeof service === 'function') return gate(service as (...args: unknown[]) => unknown, undefined) as T;
    if (typeof service !== 'object' || service === null) return service;
    const gated: Record<PropertyKey, unknown> = {};
    for (let from: object | null = service; from && from !== Object.prototype; from = Object.getPrototypeOf(from)) {
      for (const key of Reflect.ownKeys(from)) {
        if (key === 'constructor' || Object.hasOwn(gated, key)) continue;
        const descriptor = Object.getOwnPropertyDescriptor(from, key)!;
        if (typeof descriptor.value === 'function') {
          gated[key] = gate(descriptor.value as (...args: unknown[]) => unknown, service);
        } else {
          Object.defineProperty(gated, key, { enumerable: true, get: () => Reflect.get(service, key, service) });
        }
      }
    }
    return gated as T;
  }
}
