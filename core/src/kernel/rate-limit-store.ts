import type { SharedAttempts } from './shared-attempts.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes at run time: its merged options, with the route under `routeInfo` (its types say otherwise). */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit over the shared attempts table: a route's limit per client holds across every
 * Korero process on the database. Each route counts on its own, as the plugin's in-memory store does.
 */
export function sharedRateLimitStore(attempts: SharedAttempts) {
  return class SharedRateLimitStore {
    readonly #scope: string;

    constructor(options: object = {}) {
      const route = (options as StoreParams).routeInfo;
      const method = route?.method;
      this.#scope = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${route?.url ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      attempts.hit(`rate:${this.#scope}:${key}`, timeWindow).then(
        (w) => callback(null, { current: w.hits, ttl: w.remainingMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      attempts.peek(`rate:${this.#scope}:${key}`).then(
        (w) => callback(null, w ? { current: w.hits, ttl: w.remainingMs } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(options: object): SharedRateLimitStore {
      return new SharedRateLimitStore(options);
    }
  };
}
