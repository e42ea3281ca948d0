/**
 * Dates and money the New Zealand way. Every date the owner's app shows goes through here, in New Zealand time
 * (Pacific/Auckland) whatever the browser's zone, so a page and the server's messages (core's nz-time) name one day.
 */
const NZ_TIME_ZONE = 'Pacific/Auckland';

const nz = (options: Intl.DateTimeFormatOptions, locale = 'en-NZ') =>
  new Intl.DateTimeFormat(locale, { timeZone: NZ_TIME_ZONE, ...options });
const dateFormat = nz({ day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = nz({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = nz({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const timeFormat = nz({ hour: 'numeric', minute: '2-digit' });
// en-CA writes dates as YYYY-MM-DD: the form date inputs and the API take.
const isoDayFormat = nz({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
const yearFormat = nz({ year: 'numeric' });
// A calendar day (YYYY-MM-DD) is already New Zealand's: drawn at noon UTC in UTC it stays that day everywhere.
const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
// Counts with words that agree ("1 row was", "2 rows were"), shared with the server's messages. From its own file:
// the contract's index builds zod schemas as it loads, and would bring zod into every page's first download.
export { countOf } from '@korero/core/counts';

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined, fallback = 'Unknown date'): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : fallback;
}

export function formatDateTime(value: string | number | Date | null | undefined, fallback = 'Unknown date'): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : fallback;
}

/** "27 November 2027": the form the server's messages use. */
export function formatLongDate(value: string | number | Date | null | undefined, fallback = 'Unknown date'): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : fallback;
}

/** "3:05 pm" in New Zealand. */
export function formatTime(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : fallback;
}

/** The calendar date in New Zealand at an instant (now by default), as YYYY-MM-DD. */
export function nzToday(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}

/** The year in New Zealand now, e.g. for a footer's copyright. */
export function nzYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}

/** A calendar day written YYYY-MM-DD (a job's date, a day's metrics) as "18 Nov 2026", or "Wed, 18 Nov 2026". */
export function formatDay(day: string, { weekday = false } = {}): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return day;
  return (weekday ? weekdayFormat : dayFormat).format(date);
}

export function formatNzd(dollars: number): string {
  return money.format(dollars);
}

/** The dashboard's clock: "Just now" under a minute (issue 44), then "N minutes ago", "N hours ago", "N days ago". */
export function timeAgoShort(value: string | number | Date | null | undefined, now = new Date()): string {
  const date = toDate(value);
  if (!date) return 'Unknown date';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** The reviews list's clock: minutes, hours, days under a week, then the date. */
export function timeAgo(value: string | number | Date | null | undefined, now = new Date()): string {
  const date = toDate(value);
  if (!date) return 'Invalid date';
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return dateFormat.format(date);
}

// Words shared with the servers (a name closing a sentence, NZ phone numbers, a greeting): one rule for both.
export { closeSentence, formatNzPhone, greetingName } from '@korero/core/words';
