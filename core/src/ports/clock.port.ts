import { definePort } from './define-port.ts';

/** Time, behind a port so tests and benchmarks can fix or move it. */
export interface ClockPort {
  now(): Date;
}

export const clockPort = definePort<ClockPort>('clock');
