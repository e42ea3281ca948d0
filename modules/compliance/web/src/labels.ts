import { complianceSettings } from '@korero/config/compliance';
import { type BadgeTone, formatDay, nzToday as nzTodayShared } from '@korero/web-kit';
import type { Outcome } from '../../contract/client.ts';
import type { AnalyticsTabProps } from '@korero/module-analytics/contract/slots';
import { analyticsTab } from '@korero/module-analytics/contract/pages';

/** Where the analytics page shows the compliance dashboard: this module's `dashboard` tab. */
export const COMPLIANCE_TAB = analyticsTab('compliance', 'dashboard');

/** A technician whose week falls below this percent is alerted on. */
export const ALERT_COVERAGE = complianceSettings.alertCoverage;

export const SKIP_REASONS: ReadonlyArray<{ id: string; label: string }> = complianceSettings.skipReasons;
const EVERY_REASON = [...SKIP_REASONS, ...complianceSettings.automaticSkipReasons];
export const reasonLabel = (id: string) => EVERY_REASON.find((r) => r.id === id)?.label.replace(' (with a note)', '') ?? id;

export const OUTCOME: Record<Outcome, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Not yet asked', tone: 'warning' },
  invited: { label: 'Invited', tone: 'success' },
  skipped: { label: 'Not asked', tone: 'neutral' },
};

export const HEALTH_TONE: Record<'Excellent' | 'Good' | 'Warning' | 'Critical', BadgeTone> = {
  Excellent: 'success',
  Good: 'brand',
  Warning: 'warning',
  Critical: 'danger',
};

/** Today's date in New Zealand, YYYY-MM-DD: the calendar a job is recorded on (web-kit's shared NZ formatter). */
export const nzToday = (now = new Date()) => nzTodayShared(now);

/** The day `days` before a YYYY-MM-DD date. */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The last 30 days up to today, as the compliance dashboard opens. */
export const last30Days = (now = new Date()) => ({ startDate: daysBefore(nzToday(now), 29), endDate: nzToday(now) });

/**
 * The analytics page's range as job dates: this month so far and the months before it in New Zealand (3m on
 * 25 November is 1 September to 25 November), as the analytics module counts its own figures.
 */
export function monthsToDate(timeRange: AnalyticsTabProps['timeRange'], now = new Date()): { startDate: string; endDate: string } {
  const today = nzToday(now);
  const back = { '1m': 0, '3m': 2, '6m': 5, '1y': 11 }[timeRange];
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return { startDate: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`, endDate: today };
}

/** 2026-11-18 as "Wed, 18 Nov 2026". */
export const dayLabel = (date: string): string => formatDay(date, { weekday: true });

export const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 10) / 10}%`);
