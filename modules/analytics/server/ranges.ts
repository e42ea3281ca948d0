import { nzDate, nzDay } from '@korero/core/sdk';
import type { TimeRange } from '../contract/api.ts';

const MONTHS: Record<TimeRange, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };
const LABEL = new Intl.DateTimeFormat('en-NZ', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export interface Month {
  /** "2026-09" */
  month: string;
  /** "Sep 2026" */
  label: string;
  start: Date;
}

export interface AnalyticsRange {
  from: Date;
  /** Exclusive: now, and a millisecond. */
  to: Date;
  /** The range before, as long as this one: from the 1st of its first month, for the same time as has passed. */
  previous: { from: Date; to: Date };
  months: Month[];
}

/** The first instant of the New Zealand calendar month `offset` months from (year, month). */
function monthStart(year: number, month: number, offset: number): Month {
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const key = `${y}-${String(m).padStart(2, '0')}`;
  return { month: key, label: LABEL.format(new Date(Date.UTC(y, m - 1, 1))), start: nzDay(`${key}-01`).start };
}

/**
 * A range is whole calendar months in Pacific/Auckland: this month so far and the ones before it (3m in mid-November
 * is 1 September to now). Its trend compares the same stretch of the months before: 1 June to mid-August.
 */
export function analyticsRange(timeRange: TimeRange, now: Date): AnalyticsRange {
  const count = MONTHS[timeRange];
  const [year, month] = nzDate(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: count }, (_, i) => monthStart(year, month, i - (count - 1)));
  const from = months[0]!.start;
  const previousFrom = monthStart(year, month, -(2 * count - 1)).start;
  const elapsed = now.getTime() - from.getTime();
  const previousTo = new Date(Math.min(previousFrom.getTime() + elapsed, from.getTime()));
  // The end is exclusive, one millisecond on, so what happened at this very instant is counted.
  return { from, to: new Date(now.getTime() + 1), previous: { from: previousFrom, to: previousTo }, months };
}
