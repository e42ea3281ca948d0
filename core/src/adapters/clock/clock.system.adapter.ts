import type { ClockPort } from '../../ports/clock.port.ts';

export const systemClock: ClockPort = { now: () => new Date() };
