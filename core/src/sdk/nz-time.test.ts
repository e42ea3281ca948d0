import { describe, expect, it } from 'vitest';
import { nzDate, nzDay, nzMonth } from './nz-time.ts';

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

describe('nzDay', () => {
  it('is midnight to midnight in New Zealand, with daylight saving', () => {
    expect(nzDay('2026-11-23')).toEqual({ start: new Date('2026-11-22T11:00:00Z'), end: new Date('2026-11-23T11:00:00Z') });
    expect(nzDay('2026-06-15').start).toEqual(new Date('2026-06-14T12:00:00Z'));
    // 5 April 2026: clocks go back an hour, so the day is 25 hours long.
    const long = nzDay('2026-04-05');
    expect(long.end.getTime() - long.start.getTime()).toBe(25 * 3600_000);
    expect(nzDay('2026-12-31').end).toEqual(new Date('2026-12-31T11:00:00Z'));
  });

  it('reads back the date it was given', () => {
    for (const d of ['2026-01-01', '2026-04-05', '2026-09-27', '2026-12-31']) {
      expect(nzDate(nzDay(d).start)).toBe(d);
      expect(nzDate(new Date(nzDay(d).end.getTime() - 1))).toBe(d);
    }
  });
});
