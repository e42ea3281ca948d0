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

/** The instant at which New Zealand's clocks read midnight on the 1st of year/month (DST-aware). */
function nzMidnightFirst(year: number, month: number): Date {
  // Start from UTC midnight, then correct by the offset New Zealand had then (12 or 13 hours).
  const guess = Date.UTC(year, month - 1, 1);
  for (const offsetHours of [13, 12]) {
    const candidate = new Date(guess - offsetHours * 3600_000);
    const w = nzWallClock(candidate);
    if (w.year === year && w.month === month && w.day === 1 && w.hour === 0) return candidate;
  }
  return new Date(guess - 12 * 3600_000);
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
  const start = nzMidnightFirst(year, month);
  return {
    start,
    end: nzMidnightFirst(next.year, next.month),
    label: new Intl.DateTimeFormat('en-NZ', { timeZone: ZONE, month: 'long', year: 'numeric' }).format(start),
  };
}
