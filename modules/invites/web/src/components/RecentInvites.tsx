import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Inbox, MailCheck } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DeliveryBadge,
  EmptyState,
  minutes,
  Skeleton,
  timeAgo,
  CopyLinkButton,
  ConfirmDialog,
  toast,
} from '@korero/web-kit';
import type { InviteRow } from '../../../contract/api.ts';
import { invitesClient } from '../../../contract/client.ts';
import { ReminderBadge } from './ReminderBadge.tsx';
import { INVITES_KEY } from '../queries.ts';

/** This business's invitations, newest first, with each message's delivery status (tap a status for what it means). */
export function RecentInvites() {
  const [limit, setLimit] = useState(10);
  const [cancelling, setCancelling] = useState<InviteRow | null>(null);
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (row: InviteRow) => invitesClient.cancel(row.id),
    onSuccess: async (_answer, row) => {
      toast({ title: 'Invitation cancelled', description: `${row.customerName}'s link has closed and no reminder will go.` });
      await client.invalidateQueries({ queryKey: INVITES_KEY });
    },
    onError: (error) => toast({ title: 'Could not cancel it', description: error.message, variant: 'destructive' }),
  });
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
                <div className="mt-1 flex flex-wrap items-start gap-1.5">
                  {row.channels.length === 0 ? <Badge>Link only</Badge> : null}
                  {row.channels.map((c) => (
                    <DeliveryBadge key={c.channel} channel={c.channel} delivery={c.delivery} reason={c.error} />
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
                  <ReminderBadge reminder={row.reminder} />
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                {row.cancelledAt ? null : (
                  <CopyLinkButton url={row.reviewUrl} size="sm" variant="ghost">
                    Copy link
                  </CopyLinkButton>
                )}
                {row.completedAt || row.cancelledAt ? null : (
                  <Button variant="ghost" size="sm" onClick={() => setCancelling(row)}>
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={cancelling !== null}
          onOpenChange={(open) => (open ? null : setCancelling(null))}
          title={`Cancel ${cancelling?.customerName ?? ''}'s invitation?`}
          description="Their review link closes (it tells them so) and no reminder goes. Messages already sent stay sent."
          confirmLabel="Cancel invitation"
          cancelLabel="Keep it"
          destructive
          onConfirm={() => {
            if (cancelling) cancel.mutate(cancelling);
            setCancelling(null);
          }}
        />
        {data && data.pagination.totalCount > rows.length ? (
          <Button variant="outline" className="mt-3 w-full" onClick={() => setLimit((l) => Math.min(100, l + 10))}>
            Show more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
