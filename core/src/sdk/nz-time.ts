/** New Zealand time for limits, ranges and filters: the calendar an owner lives by, with daylight saving. */
const ZONE = 'Pacific/Auckland';

const parts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in New Zealand at an instant. */
function nzWallClock(at: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: +p.year!, month: +p.month!, day: +p.day!, hour: +p.hour!, minute: +p.minute!, second: +p.second! };
}

/** The instant at which New Zealand's clocks read midnight on year-month-day (DST-aware; overflowing days roll on). */
function nzMidnight(year: number, month: number, day: number): Date {
  // Start from UTC midnight, then correct by the offset New Zealand had then (12 or 13 hours).
  const guess = Date.UTC(year, month - 1, day);
  const want = new Date(guess);
  for (const offsetHours of [13, 12]) {
    const candidate = new Date(guess - offsetHours * 3600_000);
    const w = nzWallClock(candidate);
    if (w.year === want.getUTCFullYear() && w.month === want.getUTCMonth() + 1 && w.day === want.getUTCDate() && w.hour === 0)
      return candidate;
  }
  return new Date(guess - 12 * 3600_000);
}

/** The hour New Zealand's clocks show at an instant (0–23). */
export function nzHour(at: Date): number {
  return nzWallClock(at).hour % 24;
}

/** The calendar date in New Zealand at an instant, as YYYY-MM-DD. */
export function nzDate(at: Date): string {
  const { year, month, day } = nzWallClock(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instants a New Zealand calendar day (YYYY-MM-DD) starts and ends at: [start, end). */
export function nzDay(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { start: nzMidnight(year, month, day), end: nzMidnight(year, month, day + 1) };
}

export interface NzMonth {
  start: Date;
  end: Date;
  /** e.g. "November 2026", for messages. */
  label: string;
}

/** The calendar month in New Zealand that contains `at`: limits reset at midnight NZ time on the 1st. */
export function nzMonth(at: Date): NzMonth {
  const { year, month } = nzWallClock(at);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const start = nzMidnight(year, month, 1);
  return {
    start,
    end: nzMidnight(next.year, next.month, 1),
    label: new Intl.DateTimeFormat('en-NZ', { timeZone: ZONE, month: 'long', year: 'numeric' }).format(start),
  };
}
