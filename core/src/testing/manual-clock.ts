import type { ClockPort } from '../ports/clock.port.ts';

/** A clock tests can set and move (the kernel takes it through KernelOptions.clock). */
export class ManualClock implements ClockPort {
  #now: Date;
  constructor(start: Date | string = new Date()) {
    this.#now = new Date(start);
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(to: Date | string): void {
    this.#now = new Date(to);
  }
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}
