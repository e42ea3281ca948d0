import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Eye, Inbox, MailCheck } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  minutes,
  Skeleton,
  timeAgo,
  toast,
  Tooltip,
  type BadgeTone,
} from '@korero/web-kit';
import { invitesClient } from '../../../contract/client.ts';
import { INVITES_KEY, type InviteRow } from '../queries.ts';
import { copyText } from './LinkGeneratedCard.tsx';

const STATUS: Record<InviteRow['channels'][number]['status'], { label: string; tone: BadgeTone; why: string }> = {
  queued: { label: 'Sending', tone: 'info', why: 'Stored and on its way; Korero retries if the provider is busy.' },
  sent: { label: 'Sent', tone: 'success', why: 'The provider accepted it.' },
  held: {
    label: 'In outbox',
    tone: 'neutral',
    why: 'No SMS or email provider is set up for this Korero, so the message is kept in the outbox.',
  },
  failed: { label: 'Failed', tone: 'danger', why: 'The provider refused it.' },
  refused: { label: 'Not sent', tone: 'warning', why: 'The contact opted out, or a limit was reached.' },
};

const CHANNEL = { sms: 'SMS', email: 'Email', messenger: 'Messenger' } as const;

/** This business's invitations, newest first, with each message's delivery status. */
export function RecentInvites() {
  const [limit, setLimit] = useState(10);
  const { data, isLoading } = useQuery({
    queryKey: [...INVITES_KEY, `?limit=${limit}`],
    queryFn: () => invitesClient.list(limit),
    staleTime: minutes(1),
  });
  const rows = data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {data && rows.length === 0 ? (
          <EmptyState
            icon={<Inbox className="h-6 w-6" />}
            title="No invitations yet"
            description="The ones you create appear here, with how each was delivered."
          />
        ) : null}
        <ul className="flex flex-col divide-y divide-stone-100" aria-label="Recent invitations">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {row.customerName} <span className="font-normal text-stone-500">· {row.jobDescription}</span>
                </p>
                <p className="text-xs text-stone-500">
                  {timeAgo(row.createdAt)} · {row.jobLocation}
                  {row.teamMembers.length ? ` · ${row.teamMembers.join(', ')}` : ''}
                </p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {row.channels.length === 0 ? <Badge>Link only</Badge> : null}
                  {row.channels.map((c) => (
                    <Tooltip key={c.channel} content={c.error ?? STATUS[c.status].why}>
                      <span tabIndex={0}>
                        <Badge tone={STATUS[c.status].tone}>
                          {CHANNEL[c.channel]}: {STATUS[c.status].label}
                        </Badge>
                      </span>
                    </Tooltip>
                  ))}
                  {row.completedAt ? (
                    <Badge tone="success">
                      <MailCheck className="h-3 w-3" aria-hidden /> Responded
                    </Badge>
                  ) : row.openedAt ? (
                    <Badge tone="brand">
                      <Eye className="h-3 w-3" aria-hidden /> Opened
                    </Badge>
                  ) : null}
                </div>
              </div>
              <Button
                size="sm"
                variant="ghost"
                icon={<Copy className="h-4 w-4" />}
                onClick={async () => {
                  if (await copyText(row.reviewUrl)) toast({ title: 'Link copied', variant: 'success' });
                }}
              >
                Copy link
              </Button>
            </li>
          ))}
        </ul>
        {data && data.pagination.totalCount > rows.length ? (
          <Button variant="outline" className="mt-3 w-full" onClick={() => setLimit((l) => Math.min(100, l + 10))}>
            Show more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
