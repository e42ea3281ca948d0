import { nzDate, nzDay } from '@korero/core/sdk';

/**
 * New Zealand working hours, when the owner's 24-hour nudge may arrive (issue 44): Monday to Friday, 8:00 to 17:00
 * Pacific/Auckland, a tradesperson's day. The nudge is due 24 clock hours after a follow-up opens; one falling due in
 * the evening or at the weekend waits for the next working-hours moment. Public holidays are not counted out (they
 * differ by region).
 */
export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 17;
const HOUR = 3600_000;

/** Whether this moment is within New Zealand working hours. */
export function isWorkingMoment(at: Date): boolean {
  const { start } = nzDay(nzDate(at));
  const [y, m, d] = nzDate(at).split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // The clocks change at 2:00–3:00 on Sundays, so on a weekday midnight + 8 h is 8:00.
  const t = at.getTime();
  return t >= start.getTime() + WORKDAY_START_HOUR * HOUR && t < start.getTime() + WORKDAY_END_HOUR * HOUR;
}
