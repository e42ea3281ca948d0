import { useQuery } from '@tanstack/react-query';
import { Activity, Clock, Database, HardDrive, Inbox, ShieldAlert, Timer, Users } from 'lucide-react';
import { Notice, PageHeader, StatCard } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';

/** Live figures from every Korero process on this database, refreshed every 30 seconds. */
export default function MetricsPage() {
  const metrics = useQuery({ queryKey: ['/api/admin/system-metrics'], queryFn: adminClient.metrics, refetchInterval: 30_000 });
  const m = metrics.data?.data;
  const loading = metrics.isLoading;
  return (
    <div>
      <PageHeader back={false} title="System Metrics" description="The last 24 hours, counted by every Korero process on this database." />
      {metrics.error ? (
        <Notice tone="danger" title="Could not load the metrics">
          {metrics.error.message}
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0">
        <StatCard title="Active sessions" value={m?.activeSessions ?? '—'} icon={<Users className="h-5 w-5" />} loading={loading} />
        <StatCard
          title="API requests (24 h)"
          value={m?.apiRequests24h.toLocaleString('en-NZ') ?? '—'}
          icon={<Activity className="h-5 w-5" />}
          loading={loading}
        />
        <StatCard
          title="Average response"
          value={m ? `${m.avgResponseTime} ms` : '—'}
          change={m ? `p95 under ${m.p95ResponseTime} ms` : undefined}
          icon={<Timer className="h-5 w-5" />}
          loading={loading}
        />
        <StatCard
          title="Error rate (24 h)"
          value={m ? `${m.errorRate24h}%` : '—'}
          icon={<ShieldAlert className="h-5 w-5" />}
          loading={loading}
        />
        <StatCard title="Uptime (24 h)" value={m ? `${m.uptimePercent}%` : '—'} icon={<Clock className="h-5 w-5" />} loading={loading} />
        <StatCard
          title="Database size"
          value={m?.databaseSizeMB == null ? '—' : `${m.databaseSizeMB} MB`}
          icon={<Database className="h-5 w-5" />}
          loading={loading}
        />
        <StatCard
          title="Jobs queued"
          value={m?.jobsQueued ?? '—'}
          change={m ? `${m.jobsDue} due now` : undefined}
          icon={<HardDrive className="h-5 w-5" />}
          loading={loading}
        />
        <StatCard
          title="Messages failed (24 h)"
          value={m?.messagesFailed24h ?? '—'}
          change={m ? `${m.messagesWaiting} waiting to send` : undefined}
          icon={<Inbox className="h-5 w-5" />}
          loading={loading}
        />
      </div>
      <p className="mt-4 max-w-2xl text-sm text-stone-600">
        Uptime is the share of the last 24 hours' minutes (or of the minutes since the first was recorded, for a younger deployment) in
        which at least one Korero process was running and no more than {m?.uptimeErrorRateLimit ?? 5}% of its API answers were server errors
        (5xx). Response times are of API requests only. This process uses {m ? `${m.memoryMB} MB` : '…'} of memory.
      </p>
    </div>
  );
}
