import { describe, expect, it } from 'vitest';
import { nzMonth } from './nz-month.ts';

describe('New Zealand calendar months', () => {
  it('starts at midnight NZ time, in daylight saving (NZDT, UTC+13)', () => {
    const m = nzMonth(new Date('2026-11-23T05:00:00Z'));
    expect(m.start.toISOString()).toBe('2026-10-31T11:00:00.000Z');
    expect(m.end.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(m.label).toBe('November 2026');
  });

  it('counts an instant late on the 31st UTC as the next NZ month', () => {
    // 1 December 02:00 in Auckland is still 30 November in UTC.
    expect(nzMonth(new Date('2026-11-30T13:00:00Z')).label).toBe('December 2026');
  });

  it('handles standard time (NZST, UTC+12) and the April change', () => {
    const june = nzMonth(new Date('2026-06-15T00:00:00Z'));
    expect(june.start.toISOString()).toBe('2026-05-31T12:00:00.000Z');
    const april = nzMonth(new Date('2026-04-10T00:00:00Z'));
    // 1 April is still daylight saving (it ends on the first Sunday of April), 1 May is not.
    expect(april.start.toISOString()).toBe('2026-03-31T11:00:00.000Z');
    expect(april.end.toISOString()).toBe('2026-04-30T12:00:00.000Z');
  });

  it('rolls over the year', () => {
    const dec = nzMonth(new Date('2026-12-20T00:00:00Z'));
    expect(dec.end.toISOString()).toBe('2026-12-31T11:00:00.000Z');
    expect(nzMonth(dec.end).label).toBe('January 2027');
  });
});
