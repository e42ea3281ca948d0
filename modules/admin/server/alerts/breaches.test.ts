import { describe, expect, it } from 'vitest';
import { alertThresholds } from '@korero/config/alerts';
import type { RequestSummary, SystemFigures } from '@korero/core/sdk';
import { findBreaches } from './breaches.ts';

const summary = (over: Partial<RequestSummary> = {}): RequestSummary => ({
  hours: 1,
  requests: 1000,
  errors: 0,
  errorRate: 0,
  avgResponseMs: 20,
  p95ResponseMs: 80,
  uptimePercent: 100,
  errorRateLimit: 5,
  ...over,
});
const system = (over: Partial<SystemFigures> = {}): SystemFigures => ({
  activeSessions: 3,
  databaseSizeMB: 40,
  jobsQueued: 2,
  jobsDue: 0,
  messagesFailedLastHour: 0,
  messagesFailed24h: 0,
  messagesWaiting: 0,
  memoryMB: 180,
  ...over,
});
const types = (readings: Parameters<typeof findBreaches>[0]) => findBreaches(readings, alertThresholds).map((b) => b.alertType);
const healthy = { hour: summary(), day: summary({ hours: 24 }), system: system(), emailProblem: null };

describe('the system check thresholds', () => {
  it('finds nothing on a healthy deployment', () => {
    expect(types(healthy)).toEqual([]);
  });

  it('raises each breach just past its limit, and not at it', () => {
    expect(types({ ...healthy, hour: summary({ errorRate: 5 }) })).toEqual([]);
    expect(types({ ...healthy, hour: summary({ errorRate: 5.01 }) })).toEqual(['HIGH_ERROR_RATE']);
    expect(types({ ...healthy, day: summary({ uptimePercent: 99 }) })).toEqual([]);
    expect(types({ ...healthy, day: summary({ uptimePercent: 98.99 }) })).toEqual(['LOW_UPTIME']);
    expect(types({ ...healthy, hour: summary({ p95ResponseMs: 2000 }) })).toEqual([]);
    expect(types({ ...healthy, hour: summary({ p95ResponseMs: 2500 }) })).toEqual(['SLOW_RESPONSES']);
    expect(types({ ...healthy, system: system({ memoryMB: 1537 }) })).toEqual(['HIGH_MEMORY_USAGE']);
    expect(types({ ...healthy, system: system({ jobsDue: 201 }) })).toEqual(['JOB_BACKLOG']);
    expect(types({ ...healthy, system: system({ messagesFailedLastHour: 4 }) })).toEqual([]);
    expect(types({ ...healthy, system: system({ messagesFailedLastHour: 5 }) })).toEqual(['MESSAGES_FAILING']);
    expect(types({ ...healthy, emailProblem: 'no provider' })).toEqual(['NO_ADMIN_EMAIL']);
  });

  it('does not judge the error rate on a handful of requests, nor uptime before anything was recorded', () => {
    expect(types({ ...healthy, hour: summary({ requests: 19, errors: 19, errorRate: 100 }) })).toEqual([]);
    expect(types({ ...healthy, day: summary({ requests: 0, uptimePercent: 0 }) })).toEqual([]);
  });

  it('says what was measured and the limit it crossed', () => {
    const [breach] = findBreaches({ ...healthy, hour: summary({ requests: 200, errors: 30, errorRate: 15 }) }, alertThresholds);
    expect(breach).toEqual({
      alertType: 'HIGH_ERROR_RATE',
      severity: 'critical',
      title: 'High error rate',
      message: '15% of API requests in the last hour failed with a server error (30 of 200); the limit is 5%.',
    });
  });
});
