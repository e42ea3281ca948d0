import type { AuditPort, AuthPort, BillingPort, ClockPort, MetricsPort, ModuleApp, ServiceLookup } from '@korero/core/sdk';
import { nzDate, nzDay, pagination } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { ReviewsOverview } from '@korero/module-reviews/contract';
import { pageQuery } from '@korero/core/contract';
import { metricsAnswer, statsAnswer, usersAnswer } from '../contract/api.ts';

const admin = { access: 'admin' as const };

export interface OverviewDeps {
  auth: AuthPort;
  billing: BillingPort;
  clock: ClockPort;
  metrics: MetricsPort;
  audit: AuditPort;
  /** The reviews module's figures while it is on (null: the dashboard shows no review count). */
  reviews: ServiceLookup<ReviewsOverview>;
  /** The businesses' names, for each person's roles. */
  business: Pick<BusinessDirectory, 'adminSummaries'>;
  /** Unresolved critical alerts. */
  criticalAlerts: () => Promise<number>;
  /** The error rate (percent) above which a minute does not count as up. */
  uptimeErrorRateLimit: number;
}

/** The dashboard's figures, the users list and the live metrics. */
export async function overviewRoutes(app: ModuleApp, deps: OverviewDeps): Promise<void> {
  const { auth, billing, clock } = deps;

  app.get(
    '/admin/stats',
    {
      config: admin,
      schema: { summary: 'Get the figures across all businesses', operationId: 'getAdminStats', response: { 200: statsAnswer } },
    },
    async () => {
      const today = nzDay(nzDate(clock.now()));
      // Paying means an active paid plan (past_due keeps access while the card is retried, but is not counted);
      // test checkouts take no money and are reported apart.
      const [counts, recurring, cents, reviews, critical] = await Promise.all([
        auth.accountCounts(),
        billing.recurringRevenue(),
        billing.payments(today.start, today.end),
        deps.reviews()?.totalSubmissions() ?? Promise.resolve(null),
        deps.criticalAlerts(),
      ]);
      return {
        data: {
          totalUsers: counts.total,
          activeSubscriptions: recurring.live.subscriptions,
          todayRevenue: cents.live / 100,
          totalReviews: reviews,
          criticalAlerts: critical,
          monthlyRecurringRevenue: recurring.live.monthly,
          testCheckouts: {
            subscriptions: recurring.test.subscriptions,
            monthlyRecurringRevenue: recurring.test.monthly,
            todayRevenue: cents.test / 100,
          },
        },
      };
    },
  );

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: { summary: 'List accounts', operationId: 'listUsers', querystring: pageQuery, response: { 200: usersAnswer } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [list, counts, recurring] = await Promise.all([
        auth.listAccounts({ page, limit }),
        auth.accountCounts(),
        billing.recurringRevenue(),
      ]);
      // Each person's real roles: owner of their own business, manager or technician of others'.
      const memberships = await auth.membershipsOf(list.rows.map((a) => a.id));
      const businessIds = [...new Set([...memberships.values()].flat().map((m) => m.businessId))];
      const names = businessIds.length ? await deps.business.adminSummaries(businessIds) : new Map();
      return {
        totalUsers: counts.total,
        activeSubscriptions: recurring.live.subscriptions,
        admins: counts.admins,
        data: list.rows.map((a) => ({
          id: a.id,
          username: a.username,
          email: a.email,
          isAdmin: a.isAdmin,
          roles: (memberships.get(a.id) ?? []).map((m) => ({ role: m.role, businessName: names.get(m.businessId)?.businessName ?? null })),
          createdAt: a.createdAt.toISOString(),
          lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
        })),
        pagination: pagination(page, limit, list.total),
      };
    },
  );

  app.get(
    '/admin/system-metrics',
    { config: admin, schema: { summary: "Get the server's figures", operationId: 'getSystemMetrics', response: { 200: metricsAnswer } } },
    async () => {
      await deps.metrics.flush();
      const [day, system] = await Promise.all([
        deps.metrics.summary(24, { errorRateLimit: deps.uptimeErrorRateLimit }),
        deps.metrics.system(),
      ]);
      return {
        data: {
          activeSessions: system.activeSessions,
          apiRequests24h: day.requests,
          avgResponseTime: Math.round(day.avgResponseMs * 10) / 10,
          p95ResponseTime: day.p95ResponseMs,
          errorRate24h: Math.round(day.errorRate * 100) / 100,
          databaseSizeMB: system.databaseSizeMB,
          uptimePercent: Math.round(day.uptimePercent * 100) / 100,
          uptimeErrorRateLimit: day.errorRateLimit,
          jobsQueued: system.jobsQueued,
          jobsDue: system.jobsDue,
          messagesFailed24h: system.messagesFailed24h,
          messagesWaiting: system.messagesWaiting,
          memoryMB: system.memoryMB,
        },
      };
    },
  );
}
