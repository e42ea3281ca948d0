import { nzDate, nzDay, nzHour } from '@korero/core/sdk';

/** Job systems ask only while New Zealand is awake, the reminders' hours (decisions.md): 9:00 to before 19:00. */
export const ASKING_HOURS = { from: 9, to: 19 };

/** 9:00 New Zealand time on a New Zealand calendar day (daylight saving moves midnight's offset, so it is checked). */
function nineOn(date: string): Date {
  const at = new Date(nzDay(date).start.getTime() + ASKING_HOURS.from * 3600_000);
  return new Date(at.getTime() - (nzHour(at) - ASKING_HOURS.from) * 3600_000);
}

/** `at` when it falls within the asking hours, else the next 9:00 in New Zealand. */
export function withinAskingHours(at: Date): Date {
  const hour = nzHour(at);
  if (hour >= ASKING_HOURS.from && hour < ASKING_HOURS.to) return at;
  if (hour < ASKING_HOURS.from) return nineOn(nzDate(at));
  return nineOn(nzDate(new Date(nzDay(nzDate(at)).end.getTime() + 3600_000)));
}
