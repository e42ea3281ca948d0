import { describe, expect, it } from 'vitest';
import { isWorkingMoment } from './working-hours.ts';

describe('New Zealand working hours (Monday to Friday, 8:00–17:00 Pacific/Auckland)', () => {
  it.each([
    // [moment, within working hours]
    ['2026-12-06T20:00:00Z', true], // Mon 9:00 (NZDT, UTC+13)
    ['2026-12-06T18:59:59Z', false], // Mon 7:59:59
    ['2026-12-06T19:00:00Z', true], // Mon 8:00
    ['2026-12-07T03:59:59Z', true], // Mon 16:59:59
    ['2026-12-07T04:00:00Z', false], // Mon 17:00
    ['2026-12-11T02:00:00Z', true], // Fri 15:00
    ['2026-12-12T02:00:00Z', false], // Sat 15:00
    ['2026-12-13T02:00:00Z', false], // Sun 15:00
    ['2026-06-07T20:00:00Z', true], // Mon 8:00 (NZST, UTC+12)
    ['2026-06-07T19:59:00Z', false], // Mon 7:59 (NZST)
  ])('%s: %s', (moment, expected) => {
    expect(isWorkingMoment(new Date(moment))).toBe(expected);
  });
});
