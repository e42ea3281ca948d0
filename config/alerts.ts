/**
 * What the admin area's system check treats as a problem (it runs every 5 minutes and on demand). Change these per
 * deployment; each breach raises one alert, and no second one while that alert is unresolved.
 */
export interface AlertThresholds {
  /** 5xx answers as a share of API requests over the last hour, percent. Critical. */
  errorRatePercent: number;
  /** Fewer requests than this in the hour say too little about the error rate to raise an alert. */
  errorRateMinRequests: number;
  /** The 95th-percentile API response time over the last hour, milliseconds. Warning. */
  p95ResponseMs: number;
  /** A Korero process's resident memory, MB. Warning. */
  memoryMB: number;
  /** Background jobs already due but not yet run. Warning. */
  jobBacklog: number;
  /** Messages (SMS, email, Messenger) that failed for good in the last hour. Warning. */
  failedMessagesLastHour: number;
  /** The share of the last 24 hours' minutes that were up (see /admin/metrics), percent. Critical below it. */
  uptimePercent: number;
}

export const alertThresholds: AlertThresholds = {
  errorRatePercent: 5,
  errorRateMinRequests: 20,
  p95ResponseMs: 2000,
  memoryMB: 1536,
  jobBacklog: 200,
  failedMessagesLastHour: 5,
  uptimePercent: 99,
};
