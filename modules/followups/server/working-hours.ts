import { nzDate, nzDay } from '@korero/core/sdk';

/**
 * New Zealand working hours for "waited 24 hours for a first answer": Monday to Friday, 8:00 to 17:00 Pacific/Auckland
 * (a tradesperson's day; nine hours). 24 working hours are then about two and two-thirds working days: a follow-up
 * opened on Monday morning is reminded on Wednesday afternoon, one opened on Friday afternoon on Wednesday. Public
 * holidays are not counted out (they differ by region); the reminder comes a day early around them.
 */
export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 17;
const HOUR = 3600_000;

/** Working milliseconds in [from, to). */
export function workingMsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  let date = nzDate(from);
  const last = nzDate(to);
  for (let guard = 0; guard < 4000; guard++) {
    const { start, end } = nzDay(date);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekday >= 1 && weekday <= 5) {
      // The clocks change at 2:00–3:00 on Sundays, so on a weekday midnight + 8 h is 8:00.
      const open = start.getTime() + WORKDAY_START_HOUR * HOUR;
      const close = start.getTime() + WORKDAY_END_HOUR * HOUR;
      total += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, from.getTime()));
    }
    if (date === last) break;
    date = nzDate(end);
  }
  return total;
}
