import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatNzd,
  formatTime,
  nzToday,
  nzYear,
  timeAgo,
  timeAgoShort,
} from './format.ts';

const now = new Date('2026-11-23T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('times and money, the New Zealand way', () => {
  it('dashboard times: Just now under a minute, then minutes, hours and days', () => {
    expect(timeAgoShort(ago(59_000), now)).toBe('Just now');
    expect(timeAgoShort(ago(60_000), now)).toBe('1 minute ago');
    expect(timeAgoShort(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(timeAgoShort(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgoShort(ago(23 * 3600_000), now)).toBe('23 hours ago');
    expect(timeAgoShort(ago(50 * 3600_000), now)).toBe('2 days ago');
    expect(timeAgoShort('not a date', now)).toBe('Unknown date');
  });

  it('reviews list times: minutes, hours, days under a week, then the date', () => {
    expect(timeAgo(ago(30_000), now)).toBe('Just now');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600_000), now)).toBe('3 hours ago');
    expect(timeAgo(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(timeAgo(ago(10 * 86_400_000), now)).toBe('13 Nov 2026');
    expect(timeAgo(null, now)).toBe('Invalid date');
  });

  it('formats dates and NZD', () => {
    expect(formatDate('2025-08-20T02:00:00Z')).toBe('20 Aug 2025');
    expect(formatDate('')).toBe('Unknown date');
    expect(formatNzd(29)).toBe('$29.00');
    expect(formatNzd(290)).toBe('$290.00');
  });

  // This machine's zone is UTC (as a browser abroad, or a server's): each instant below is a different day there.
  it('writes every date in New Zealand time, whatever the zone it runs in', () => {
    const renewal = '2027-11-26T12:30:00Z'; // 01:30 on 27 November in Auckland (daylight time)
    expect(formatDate(renewal)).toBe('27 Nov 2027');
    expect(formatLongDate(renewal)).toBe('27 November 2027');
    expect(formatDateTime(renewal)).toBe('27 Nov 2027, 1:30 am');
    expect(formatTime(renewal)).toBe('1:30 am');
    expect(nzToday(new Date(renewal))).toBe('2027-11-27');
    // Winter: New Zealand is 12 hours ahead.
    expect(nzToday(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(nzYear(new Date('2026-12-31T11:30:00Z'))).toBe(2027);
  });

  it('writes a calendar day as that day, in any zone', () => {
    expect(formatDay('2026-11-18')).toBe('18 Nov 2026');
    expect(formatDay('2026-11-18', { weekday: true })).toBe('Wed, 18 Nov 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
