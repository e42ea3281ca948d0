import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BellRing, CheckCircle2, Info, ShieldAlert } from 'lucide-react';
import { AlertRow } from '../components/AlertRow.tsx';
import { Button, Card, ConfirmDialog, EmptyState, LoadingBlock, Notice, PageHeader, StatCard, TabRow, toast } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';

type Filter = 'active' | 'resolved' | 'all';
const FILTERS: Array<{ id: Filter; label: string }> = [
  { id: 'active', label: 'Active' },
  { id: 'resolved', label: 'Resolved' },
  { id: 'all', label: 'All' },
];

export default function AlertsPage() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('active');
  const [confirmClear, setConfirmClear] = useState(false);
  const list = useQuery({ queryKey: ['/api/admin/alerts', filter], queryFn: () => adminClient.alerts(filter), refetchInterval: 60_000 });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['/api/admin/alerts'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/stats'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/audit-logs'] }),
    ]);
  const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });

  const check = useMutation({
    mutationFn: adminClient.systemCheck,
    onSuccess: async ({ data }) => {
      toast({
        title: 'System check complete',
        description: data.alertsGenerated
          ? `${data.alertsGenerated} new alert${data.alertsGenerated === 1 ? '' : 's'} raised.`
          : 'No new problems found.',
        variant: 'success',
      });
      await refresh();
    },
    onError: failed('System check failed'),
  });
  const demo = useMutation({
    mutationFn: adminClient.generateDemoAlerts,
    onSuccess: async ({ data }) => {
      toast({ title: 'Demo alerts generated', description: `${data.alertsGenerated} demo alerts added.`, variant: 'success' });
      await refresh();
    },
    onError: failed('Could not generate demo alerts'),
  });
  const clearDemo = useMutation({
    mutationFn: adminClient.clearDemoAlerts,
    onSuccess: async ({ data }) => {
      toast({
        title: 'Demo alerts cleared',
        description: `${data.alertsCleared} removed; real alerts were not touched.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: failed('Could not clear demo alerts'),
  });
  const clearAll = useMutation({
    mutationFn: adminClient.clearAllAlerts,
    onSuccess: async ({ data }) => {
      setConfirmClear(false);
      toast({ title: 'All alerts cleared', description: `${data.alertsCleared} removed.`, variant: 'success' });
      await refresh();
    },
    onError: failed('Could not clear alerts'),
  });
  const update = useMutation({
    mutationFn: (change: { id: string; resolve: boolean }) =>
      adminClient.updateAlert(change.id, change.resolve ? { isResolved: true, resolvedAt: new Date().toISOString() } : { isRead: true }),
    onSuccess: async (_answer, change) => {
      toast({ title: change.resolve ? 'Alert resolved' : 'Alert marked as read', variant: 'success' });
      await refresh();
    },
    onError: failed('Could not update the alert'),
  });

  const summary = list.data?.summary;
  const rows = list.data?.data ?? [];
  return (
    <div>
      <PageHeader
        back={false}
        title="System Alerts"
        description="Raised by the system check, which runs every 5 minutes and when you ask. An alert is raised once per problem; when the problem ends, the next check resolves it."
        actions={
          <a href="/admin/alerts/guide" target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
            What each alert means
          </a>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5 [&>*]:min-w-0">
        <StatCard
          title="Critical"
          value={summary?.criticalAlerts ?? '—'}
          icon={<ShieldAlert className="h-5 w-5" />}
          loading={list.isLoading}
        />
        <StatCard
          title="Warnings"
          value={summary?.warningAlerts ?? '—'}
          icon={<AlertTriangle className="h-5 w-5" />}
          loading={list.isLoading}
        />
        <StatCard title="Info" value={summary?.infoAlerts ?? '—'} icon={<Info className="h-5 w-5" />} loading={list.isLoading} />
        <StatCard
          title="Resolved today"
          value={summary?.resolvedToday ?? '—'}
          icon={<CheckCircle2 className="h-5 w-5" />}
          loading={list.isLoading}
        />
        <StatCard title="Total" value={summary?.totalAlerts ?? '—'} icon={<BellRing className="h-5 w-5" />} loading={list.isLoading} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          Run System Check
        </Button>
        <Button variant="outline" onClick={() => demo.mutate()} loading={demo.isPending}>
          Generate Demo Alerts
        </Button>
        <Button variant="outline" onClick={() => clearDemo.mutate()} loading={clearDemo.isPending}>
          Clear Demo Alerts
        </Button>
        <Button variant="dangerOutline" onClick={() => setConfirmClear(true)} disabled={!summary?.totalAlerts}>
          Clear All
        </Button>
      </div>
      <Card className="mt-4 p-4 sm:p-5">
        <TabRow label="Which alerts" tabs={FILTERS} value={filter} onChange={setFilter} className="mb-2" />
        {list.error ? (
          <Notice tone="danger" title="Could not load alerts">
            {list.error.message}
          </Notice>
        ) : list.isLoading ? (
          <LoadingBlock label="Loading alerts…" />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<CheckCircle2 className="h-6 w-6" />}
            title={filter === 'active' ? 'No active alerts' : filter === 'resolved' ? 'No resolved alerts' : 'No alerts yet'}
            description="Run a system check to look now, or generate demo alerts to see how they appear."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">
            {rows.map((a) => (
              <AlertRow
                key={a.id}
                alert={a}
                actions={
                  <>
                    {a.isRead ? null : (
                      <Button size="sm" variant="outline" onClick={() => update.mutate({ id: a.id, resolve: false })}>
                        Mark read
                      </Button>
                    )}
                    {a.isResolved ? null : (
                      <Button size="sm" variant="secondary" onClick={() => update.mutate({ id: a.id, resolve: true })}>
                        Resolve
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear all alerts?"
        description="Every alert, real and demo, active and resolved, is deleted. The audit log keeps a record that you cleared them."
        confirmLabel="Clear all alerts"
        destructive
        busy={clearAll.isPending}
        onConfirm={() => clearAll.mutate()}
      />
    </div>
  );
}
