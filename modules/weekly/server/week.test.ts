import { describe, expect, it } from 'vitest';
import { dueWeek, reportWeekAt, weekLabel } from './week.ts';

describe('the report week', () => {
  it('runs Monday to Monday in New Zealand and is due at 8:00 NZDT', () => {
    // Monday 30 November 2026, 7:59 and 8:00 in New Zealand (UTC+13).
    expect(dueWeek(new Date('2026-11-29T18:59:00Z'))).toBeNull();
    const week = dueWeek(new Date('2026-11-29T19:00:00Z'))!;
    expect(week).toMatchObject({ week: '2026-11-30', firstDay: '2026-11-23', lastDay: '2026-11-29' });
    expect(week.from.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(weekLabel(week)).toBe('23 November – 29 November 2026');
    // Any moment of the week gives the same one; a day late it is no longer due.
    expect(reportWeekAt(new Date('2026-12-05T10:00:00Z')).week).toBe('2026-11-30');
    expect(dueWeek(new Date('2026-11-30T18:59:00Z'))).not.toBeNull();
    expect(dueWeek(new Date('2026-11-30T19:00:00Z'))).toBeNull();
  });

  it('keeps 8:00 on the wall clock across the end and start of daylight saving', () => {
    // Daylight saving ends Sunday 4 April 2027: that week has 169 hours, and Monday 8:00 is NZST (UTC+12).
    const april = dueWeek(new Date('2027-04-04T20:00:00Z'))!;
    expect(april.week).toBe('2027-04-05');
    expect(april.dueAt.toISOString()).toBe('2027-04-04T20:00:00.000Z');
    expect((april.to.getTime() - april.from.getTime()) / 3_600_000).toBe(169);
    expect(dueWeek(new Date('2027-04-04T19:59:00Z'))).toBeNull();
    // It starts Sunday 26 September 2027: 167 hours, and Monday 8:00 is NZDT (UTC+13).
    const september = dueWeek(new Date('2027-09-26T19:00:00Z'))!;
    expect(september.week).toBe('2027-09-27');
    expect((september.to.getTime() - september.from.getTime()) / 3_600_000).toBe(167);
    expect(dueWeek(new Date('2027-09-26T18:59:00Z'))).toBeNull();
  });
});
