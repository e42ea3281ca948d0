import { useQuery } from '@tanstack/react-query';
import { Card, LoadingBlock, PageHeader } from '@korero/web-kit';
import type { AdminAlert } from '../../../contract/api.ts';
import { adminClient } from '../../../contract/client.ts';

type Limits = NonNullable<Awaited<ReturnType<typeof adminClient.alerts>>['thresholds']>;

const GUIDE: Array<{ type: string; severity: AdminAlert['severity']; when: (l: Limits) => string; what: string }> = [
  {
    type: 'HIGH_ERROR_RATE',
    severity: 'critical',
    when: (l) =>
      `More than ${l.errorRatePercent}% of API requests in the last hour failed with a server error (judged once there are ${l.errorRateMinRequests} or more).`,
    what: 'Read the server log for the failing routes; check the database is reachable. Owners and customers are seeing errors.',
  },
  {
    type: 'LOW_UPTIME',
    severity: 'critical',
    when: (l) =>
      `Fewer than ${l.uptimePercent}% of the last 24 hours' minutes were up: a minute counts when some Korero process was running and its error rate was at or under ${l.errorRatePercent}%.`,
    what: 'Look for restarts or a process that stopped; see System Metrics for when it happened.',
  },
  {
    type: 'BACKUP_FAILED',
    severity: 'critical',
    when: () => 'The daily backup (or one taken from Settings) failed. The alert says why.',
    what: 'Fix the cause (disk space, pg_dump missing), then take a backup from Settings; success resolves the alert.',
  },
  {
    type: 'SLOW_RESPONSES',
    severity: 'warning',
    when: (l) => `95% of API requests in the last hour took longer than ${l.p95ResponseMs} ms.`,
    what: 'Check the database load and the server’s CPU; a slow page makes customers give up.',
  },
  {
    type: 'HIGH_MEMORY_USAGE',
    severity: 'warning',
    when: (l) => `The process running the check uses more than ${l.memoryMB} MB of memory.`,
    what: 'Restart it during a quiet hour and watch whether memory climbs again.',
  },
  {
    type: 'JOB_BACKLOG',
    severity: 'warning',
    when: (l) => `More than ${l.jobBacklog} background jobs (messages, events, reminders) are due and waiting.`,
    what: 'Make sure a Korero process is running its job worker and the database is healthy.',
  },
  {
    type: 'MESSAGES_FAILING',
    severity: 'warning',
    when: (l) => `${l.failedMessagesLastHour} or more SMS, email or Messenger messages failed for good in the last hour.`,
    what: 'The outbox shows each reason: often an expired provider key or an account out of credit.',
  },
  {
    type: 'NO_ADMIN_EMAIL',
    severity: 'warning',
    when: () => 'Email notifications are on, but no administrator exists or no email provider is configured, so alert emails cannot leave.',
    what: 'Configure SMTP_URL, or switch email notifications off in Settings if you do not want them.',
  },
];

/** /admin/alerts/guide (opened in a new tab from the alerts page): each alert, when it is raised and what to do. */
export default function AlertGuidePage() {
  const limits = useQuery({ queryKey: ['/api/admin/alerts', 'guide'], queryFn: () => adminClient.alerts('active', 1) });
  const l = limits.data?.thresholds;
  return (
    <div className="max-w-3xl">
      <PageHeader
        back={false}
        title="Alert guide"
        description="When each alert is raised, with this deployment's limits (config/alerts.ts), and what to do."
      />
      {!l ? (
        <LoadingBlock label="Loading the limits…" />
      ) : (
        <div className="flex flex-col gap-3">
          {GUIDE.map((g) => (
            <Card key={g.type} className="p-4">
              <h2 className="font-semibold text-stone-900">
                {g.type} <span className="text-sm font-normal text-stone-600">· {g.severity}</span>
              </h2>
              <p className="mt-1 text-sm text-stone-700">{g.when(l)}</p>
              <p className="mt-1 text-sm text-stone-600">{g.what}</p>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
