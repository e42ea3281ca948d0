import { useQuery } from '@tanstack/react-query';
import { Badge, Card, formatDateTime, Notice, PageHeader, StatCard } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';
import { tierOf } from '../components/labels.ts';

const HEALTH = { healthy: 'success', warning: 'warning', critical: 'danger' } as const;

export default function AnalyticsPage() {
  const analytics = useQuery({ queryKey: ['/api/admin/subscription-analytics'], queryFn: adminClient.analytics, refetchInterval: 30_000 });
  const events = useQuery({ queryKey: ['/api/admin/subscription-events'], queryFn: adminClient.events, refetchInterval: 60_000 });
  const d = analytics.data?.data;
  return (
    <div>
      <PageHeader
        back={false}
        title="Subscription Analytics"
        description={d ? `Last updated ${formatDateTime(d.timestamp)}` : 'Paid plans, discount codes and recent events'}
      />
      {analytics.error ? (
        <Notice tone="danger" title="Analytics Error">
          Failed to load subscription analytics. Please check server logs.
        </Notice>
      ) : null}
      {d ? (
        <div className="flex flex-col gap-4">
          <Card className="p-4">
            <p className="flex items-center gap-2 font-semibold text-stone-900">
              System health <Badge tone={HEALTH[d.healthCheck.status]}>{d.healthCheck.status}</Badge>
            </p>
            {d.healthCheck.issues.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm text-stone-700">
                {d.healthCheck.issues.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-stone-600">No issues found.</p>
            )}
          </Card>
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4 [&>*]:min-w-0">
            <StatCard title="Total" value={d.subscriptionMetrics.totalSubscriptions} />
            <StatCard title="Active" value={d.subscriptionMetrics.activeSubscriptions} />
            <StatCard title="Cancelled" value={d.subscriptionMetrics.cancelledSubscriptions} />
            <StatCard title="Past Due" value={d.subscriptionMetrics.pastDueSubscriptions} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 [&>*]:min-w-0">
            <Card className="p-4">
              <h2 className="mb-2 font-semibold text-stone-900">By plan</h2>
              <ul className="flex flex-col gap-1 text-sm">
                {Object.entries(d.subscriptionMetrics.subscriptionsByTier).map(([tier, n]) => (
                  <li key={tier} className="flex justify-between">
                    <Badge tone={tierOf(tier).tone}>{tierOf(tier).label}</Badge> {n}
                  </li>
                ))}
                {Object.keys(d.subscriptionMetrics.subscriptionsByTier).length === 0 ? (
                  <li className="text-stone-600">No paid plans yet.</li>
                ) : null}
              </ul>
            </Card>
            <Card className="p-4 text-sm">
              <h2 className="mb-2 font-semibold text-stone-900">Discount codes</h2>
              <p>
                {d.discountAnalytics.totalCodes} codes · {d.discountAnalytics.activeCodes} active · {d.discountAnalytics.totalUses} uses ·
                conversion {d.discountAnalytics.conversionRate.toFixed(1)}%
              </p>
              <ol className="mt-2 list-decimal pl-5">
                {d.discountAnalytics.topPerformingCodes.slice(0, 3).map((c) => (
                  <li key={c.id}>
                    {c.code}: {c.uses} uses
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      ) : null}
      <Card className="mt-4 p-4">
        <h2 className="mb-2 font-semibold text-stone-900">Recent Subscription Events</h2>
        <ul className="flex flex-col divide-y divide-stone-100 text-sm">
          {(events.data?.data.events ?? []).map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{e.eventType.replace(/_/g, ' ')}</span> · {tierOf(e.subscriptionTier).label} ·{' '}
                {String(e.metadata.username ?? e.userId)}
              </span>
              <span className="text-stone-600">{formatDateTime(e.timestamp)}</span>
            </li>
          ))}
          {events.data && events.data.data.events.length === 0 ? (
            <li className="py-2 text-stone-600">No recent subscription events found.</li>
          ) : null}
        </ul>
      </Card>
    </div>
  );
}
