import type { AlertThresholds } from '@korero/config/alerts';
import type { RequestSummary, SystemFigures } from '@korero/core/sdk';
import { countOf } from '@korero/core/contract';

export type Severity = 'critical' | 'warning' | 'info';

/** A threshold crossed, as the alert an administrator reads. */
export interface Breach {
  alertType: string;
  severity: Severity;
  title: string;
  message: string;
}

export interface CheckReadings {
  /** The API over the last hour, and over the last 24 hours (for uptime). */
  hour: RequestSummary;
  day: RequestSummary;
  system: SystemFigures;
  /** Why critical alerts cannot reach an administrator by email, or null when they can (or are switched off). */
  emailProblem: string | null;
}

/** The types a check can raise: an open alert of one of these whose breach has ended is resolved by the next check. */
export const CHECKED_TYPES = [
  'HIGH_ERROR_RATE',
  'LOW_UPTIME',
  'SLOW_RESPONSES',
  'HIGH_MEMORY_USAGE',
  'JOB_BACKLOG',
  'MESSAGES_FAILING',
  'NO_ADMIN_EMAIL',
] as const;

/** Compares the readings with the thresholds; each breach names what was measured and the limit it crossed. */
export function findBreaches(readings: CheckReadings, limits: AlertThresholds): Breach[] {
  const { hour, day, system } = readings;
  const found: Breach[] = [];
  if (hour.requests >= limits.errorRateMinRequests && hour.errorRate > limits.errorRatePercent) {
    found.push({
      alertType: 'HIGH_ERROR_RATE',
      severity: 'critical',
      title: 'High error rate',
      message: `${hour.errorRate}% of API requests in the last hour failed with a server error (${hour.errors} of ${hour.requests}); the limit is ${limits.errorRatePercent}%.`,
    });
  }
  // No minutes recorded yet says nothing about uptime.
  if (day.requests > 0 && day.uptimePercent < limits.uptimePercent) {
    found.push({
      alertType: 'LOW_UPTIME',
      severity: 'critical',
      title: 'Low uptime',
      message: `Uptime over the last 24 hours is ${day.uptimePercent}%, below ${limits.uptimePercent}%: some minutes had no Korero process running or an error rate above ${day.errorRateLimit}%.`,
    });
  }
  if (hour.requests > 0 && hour.p95ResponseMs > limits.p95ResponseMs) {
    found.push({
      alertType: 'SLOW_RESPONSES',
      severity: 'warning',
      title: 'Slow responses',
      message: `95% of API requests in the last hour answered within ${hour.p95ResponseMs} ms, slower than the ${limits.p95ResponseMs} ms limit.`,
    });
  }
  if (system.memoryMB > limits.memoryMB) {
    found.push({
      alertType: 'HIGH_MEMORY_USAGE',
      severity: 'warning',
      title: 'High memory usage',
      message: `A Korero process is using ${system.memoryMB} MB of memory, above the ${limits.memoryMB} MB limit.`,
    });
  }
  if (system.jobsDue > limits.jobBacklog) {
    found.push({
      alertType: 'JOB_BACKLOG',
      severity: 'warning',
      title: 'Background jobs are falling behind',
      message: `${system.jobsDue} background jobs are due and waiting (messages, events, reminders); the limit is ${limits.jobBacklog}.`,
    });
  }
  if (system.messagesFailedLastHour >= limits.failedMessagesLastHour) {
    found.push({
      alertType: 'MESSAGES_FAILING',
      severity: 'warning',
      title: 'Messages are failing',
      message: `${countOf(system.messagesFailedLastHour, 'message', 'messages')} failed for good in the last hour (the limit is ${limits.failedMessagesLastHour}); the outbox shows each reason.`,
    });
  }
  if (readings.emailProblem) {
    found.push({
      alertType: 'NO_ADMIN_EMAIL',
      severity: 'warning',
      title: 'Critical alerts cannot be emailed',
      message: readings.emailProblem,
    });
  }
  return found;
}
