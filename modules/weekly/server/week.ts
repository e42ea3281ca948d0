import { nzDate, nzDay } from '@korero/core/sdk';

/** The report goes at this New Zealand hour on Monday. */
export const SEND_HOUR = 8;
/** A sweep that comes later than this after 8:00 (Korero was down all Monday) sends nothing for the week: it is stale. */
const LATE_HOURS = 24;
const HOUR = 3_600_000;

/** One report week: Monday 00:00 to Monday 00:00 New Zealand time, and when its report is due. */
export interface ReportWeek {
  /** The Monday the report goes (YYYY-MM-DD, New Zealand): the week's key. */
  week: string;
  /** The week reported: [from, to), Monday to Monday. */
  from: Date;
  to: Date;
  /** The first and last New Zealand days of the week (Monday and Sunday), for day-based figures. */
  firstDay: string;
  /** The last New Zealand day of the week (the Sunday), for day-based figures. */
  lastDay: string;
  /** Monday 8:00 New Zealand time. */
  dueAt: Date;
}

/** The New Zealand date `days` after `date` (YYYY-MM-DD), by the calendar. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The week whose report goes on the Monday at or before `now` (New Zealand time). Daylight saving is the calendar's:
 * the days come from nzDay, so a week across a change is 167 or 169 hours long and 8:00 is the wall clock's.
 */
export function reportWeekAt(now: Date): ReportWeek {
  const today = nzDate(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  const to = nzDay(monday).start;
  // New Zealand changes its clocks on Sunday mornings, so Monday's 8:00 is eight hours after its midnight.
  return {
    week: monday,
    firstDay: addDays(monday, -7),
    from: nzDay(addDays(monday, -7)).start,
    to,
    lastDay: addDays(monday, -1),
    dueAt: new Date(to.getTime() + SEND_HOUR * HOUR),
  };
}

/** The week due now, or null before Monday 8:00 and once it is a day late. */
export function dueWeek(now: Date): ReportWeek | null {
  const week = reportWeekAt(now);
  const late = now.getTime() - week.dueAt.getTime();
  return late >= 0 && late < LATE_HOURS * HOUR ? week : null;
}

/** "24 November – 30 November 2026", for the subject and heading. */
export function weekLabel(week: ReportWeek): string {
  const lastMoment = new Date(week.to.getTime() - 1);
  return `${dayMonth.format(week.from)} – ${dayMonthYear.format(lastMoment)}`;
}

// Made once: a formatter costs far more to make than to use, and the sweep labels every business's week.
const nz = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', ...options });
const dayMonth = nz({ day: 'numeric', month: 'long' });
const dayMonthYear = nz({ day: 'numeric', month: 'long', year: 'numeric' });
