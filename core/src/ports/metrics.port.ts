import { definePort } from './define-port.ts';

/** What the API answered over a span of time, counted by every Korero process on the same database. */
export interface RequestSummary {
  /** The span, in hours, ending now. */
  hours: number;
  requests: number;
  /** Answers with a 5xx status. */
  errors: number;
  /** errors ÷ requests, as a percentage (0 with no requests). */
  errorRate: number;
  /** Mean response time, milliseconds (0 with no requests). */
  avgResponseMs: number;
  /** The 95th percentile, as the upper bound of the histogram bucket it falls in (0 with no requests). */
  p95ResponseMs: number;
  /**
   * The share of the span's minutes in which some process was up (it records every minute, with or without traffic)
   * and answered with an error rate at or under `errorRateLimit`: the span starts at the first minute ever recorded
   * when the deployment is younger than the span.
   */
  uptimePercent: number;
  /** The error-rate limit (percent) uptime was measured against. */
  errorRateLimit: number;
}

/** The state of the kernel's own tables, read when asked. */
export interface SystemFigures {
  /** Sessions neither expired nor idle past the session timeout. */
  activeSessions: number;
  /** The database's size on disk, MB (PostgreSQL's pg_database_size; PGlite reports its own the same way). */
  databaseSizeMB: number | null;
  /** Background jobs waiting to run, and how many of those are already due (a backlog). */
  jobsQueued: number;
  jobsDue: number;
  /** Messages that failed for good, in the last hour and the last 24 hours; messages waiting to be sent. */
  messagesFailedLastHour: number;
  messagesFailed24h: number;
  messagesWaiting: number;
  /** This process's resident memory, MB. */
  memoryMB: number;
}

/** The kernel's request counters and system figures, for the admin area and alert checks. */
export interface MetricsPort {
  summary(hours: number, options?: { errorRateLimit?: number }): Promise<RequestSummary>;
  system(): Promise<SystemFigures>;
  /** Writes this process's counts now (they are written every few seconds anyway). */
  flush(): Promise<void>;
}

export const metricsPort = definePort<MetricsPort>('metrics');
