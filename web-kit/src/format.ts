/** Dates and money the New Zealand way. */
const dateFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
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

export function formatNzd(dollars: number): string {
  return money.format(dollars);
}

/** The dashboard's clock: "Just now", "N hours ago", "N days ago". */
export function timeAgoShort(value: string | number | Date | null | undefined, now = new Date()): string {
  const date = toDate(value);
  if (!date) return 'Unknown date';
  const hours = Math.floor((now.getTime() - date.getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
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
