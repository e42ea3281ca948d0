import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertTriangle, CreditCard, DollarSign, MessageSquare, TrendingUp, Users } from 'lucide-react';
import { Card, formatDateTime, formatNzd, Notice, PageHeader, StatCard } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';
import { AlertRow } from '../components/AlertRow.tsx';

const testPlans = (n: number) => `${n} test checkout${n === 1 ? '' : 's'}`;

export default function DashboardPage() {
  const stats = useQuery({ queryKey: ['/api/admin/stats'], queryFn: adminClient.stats, refetchInterval: 60_000 });
  const audit = useQuery({ queryKey: ['/api/admin/audit-logs', 'latest'], queryFn: () => adminClient.audit(1, {}) });
  const alerts = useQuery({
    queryKey: ['/api/admin/alerts', 'dashboard'],
    queryFn: () => adminClient.alerts('active', 3),
    refetchInterval: 60_000,
  });
  const s = stats.data?.data;
  return (
    <div>
      <PageHeader back={false} title="Admin Dashboard" description="The whole deployment at a glance" />
      {stats.error ? (
        <Notice tone="danger" title="Could not load the figures">
          {stats.error.message}
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
        <StatCard title="Total Users" value={s?.totalUsers ?? '—'} icon={<Users className="h-5 w-5" />} loading={stats.isLoading} />
        <StatCard
          title="Active Subscriptions"
          value={s?.activeSubscriptions ?? '—'}
          change={s?.testCheckouts.subscriptions ? `Plus ${testPlans(s.testCheckouts.subscriptions)}, not counted` : undefined}
          icon={<CreditCard className="h-5 w-5" />}
          loading={stats.isLoading}
        />
        <StatCard
          title="Today's Revenue"
          value={s ? formatNzd(s.todayRevenue) : '—'}
          icon={<DollarSign className="h-5 w-5" />}
          loading={stats.isLoading}
        />
        <StatCard
          title="Total Reviews"
          value={s?.totalReviews ?? '—'}
          icon={<MessageSquare className="h-5 w-5" />}
          loading={stats.isLoading}
        />
        <StatCard
          title="Critical Alerts"
          value={s?.criticalAlerts ?? '—'}
          change={s ? (s.criticalAlerts ? 'Unresolved: see Alerts' : 'None unresolved') : undefined}
          changeType={s?.criticalAlerts ? 'negative' : 'neutral'}
          icon={<AlertTriangle className="h-5 w-5" />}
          loading={stats.isLoading}
        />
        <StatCard
          title="Monthly Recurring Revenue"
          value={s ? formatNzd(s.monthlyRecurringRevenue) : '—'}
          change={
            s?.testCheckouts.subscriptions
              ? `What subscribers pay a month (yearly ÷ 12, after discounts). Test checkouts apart: ${formatNzd(s.testCheckouts.monthlyRecurringRevenue)}`
              : 'What subscribers pay a month (yearly ÷ 12, after discounts)'
          }
          icon={<TrendingUp className="h-5 w-5" />}
          loading={stats.isLoading}
        />
      </div>
      <Card className="mt-6 p-4 sm:p-5">
        <div className="mb-1 flex items-center justify-between gap-2">
          <h2 className="font-semibold text-stone-900">Unresolved alerts</h2>
          <Link to="/admin/alerts" className="text-sm font-medium text-brand-700 underline">
            All alerts
          </Link>
        </div>
        <ul className="flex flex-col divide-y divide-stone-100">
          {(alerts.data?.data ?? []).map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
          {alerts.data && alerts.data.data.length === 0 ? (
            <li className="py-2 text-sm text-stone-600">Nothing needs attention. The system check runs every 5 minutes.</li>
          ) : null}
        </ul>
      </Card>
      <Card className="mt-6 p-4 sm:p-5">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="font-semibold text-stone-900">Latest audit entries</h2>
          <Link to="/admin/audit" className="text-sm font-medium text-brand-700 underline">
            Full audit log
          </Link>
        </div>
        <ul className="flex flex-col divide-y divide-stone-100">
          {(audit.data?.data ?? []).slice(0, 5).map((a) => (
            <li key={a.id} className="py-2 text-sm">
              <p className="font-medium text-stone-900">{String(a.details.message ?? a.action)}</p>
              <p className="text-stone-600">
                {a.action} · {a.adminUsername ?? 'system'} · {formatDateTime(a.createdAt)}
              </p>
            </li>
          ))}
          {audit.data && audit.data.data.length === 0 ? <li className="py-2 text-sm text-stone-600">Nothing recorded yet.</li> : null}
        </ul>
      </Card>
    </div>
  );
}
