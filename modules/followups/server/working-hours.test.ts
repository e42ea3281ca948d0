import { describe, expect, it } from 'vitest';
import { workingMsBetween } from './working-hours.ts';

const HOUR = 3600_000;
const hours = (from: string, to: string) => workingMsBetween(new Date(from), new Date(to)) / HOUR;

describe('New Zealand working hours (Monday to Friday, 8:00–17:00 Pacific/Auckland)', () => {
  it.each([
    // [from, to, working hours]
    ['2026-12-06T20:00:00Z', '2026-12-07T20:00:00Z', 9], // Mon 9:00 → Tue 9:00 (NZDT)
    ['2026-12-06T20:00:00Z', '2026-12-09T02:00:00Z', 24], // Mon 9:00 → Wed 15:00
    ['2026-12-11T02:00:00Z', '2026-12-13T02:00:00Z', 2], // Fri 15:00 → Sun 15:00: the weekend counts nothing
    ['2026-12-05T20:00:00Z', '2026-12-06T20:00:00Z', 1], // Sun 9:00 → Mon 9:00
    ['2026-06-07T20:00:00Z', '2026-06-08T20:00:00Z', 9], // Mon 8:00 → Tue 8:00 (NZST, UTC+12)
    ['2026-12-07T06:00:00Z', '2026-12-07T08:00:00Z', 0], // Mon 19:00 → 21:00
    ['2026-12-07T08:00:00Z', '2026-12-07T06:00:00Z', 0], // backwards
  ])('%s → %s: %s hours', (from, to, expected) => {
    expect(hours(from, to)).toBe(expected);
  });
});
