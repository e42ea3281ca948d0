/**
 * Counts attempts per key in a sliding window, in memory. Used where the key is in the body (a username, an
 * email address) and a per-address limit is wanted on top of the per-client one.
 */
export class AttemptLimiter {
  readonly #hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Records an attempt; returns the milliseconds to wait if the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    const recent = (this.#hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) this.#sweep(now);
    return recent.length > this.max ? this.windowMs - (now - recent[0]!) : 0;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, times] of this.#hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.#hits.delete(key);
    }
  }
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
