import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  formatDateTime,
  formatLongDate,
  LoadingBlock,
  Notice,
  ROLE_LABELS,
  STAFF_INVITATIONS_KEY,
  staffClient,
  toast,
  type StaffInvitationSummary,
} from '@korero/web-kit';
import { SentLink } from './SentLink.tsx';

/**
 * Settings → Staff, owners: the invitations not yet accepted, each with Resend (a new link: the old one stops) and
 * Withdraw. Hidden while there are none, so a business with nobody invited sees no empty card.
 */
export function PendingInvitations() {
  const invitations = useQuery({ queryKey: STAFF_INVITATIONS_KEY, queryFn: staffClient.invitations });
  const [resent, setResent] = useState<{ id: string; email: string; acceptUrl: string } | null>(null);
  if (invitations.isLoading) return <LoadingBlock label="Loading invitations…" />;
  if (invitations.error) {
    return (
      <Notice tone="danger" title="Could not load the invitations">
        {invitations.error.message}
      </Notice>
    );
  }
  const rows = invitations.data ?? [];
  // A new link shown while its invitation waits: once withdrawn it no longer works.
  const shown = resent && rows.some((i) => i.id === resent.id) ? resent : null;
  if (rows.length === 0) return null;
  return (
    <Card data-testid="staff-invitations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-brand-700" aria-hidden /> Invitations not yet accepted
        </CardTitle>
        <CardDescription>Send one again to make a new link (the old one stops working), or withdraw it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {rows.length ? (
          <ul
            className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200"
            aria-label="Invitations not yet accepted"
          >
            {rows.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} onResent={setResent} />
            ))}
          </ul>
        ) : null}
        {shown ? <SentLink email={shown.email} acceptUrl={shown.acceptUrl} again /> : null}
      </CardContent>
    </Card>
  );
}

function InvitationRow({
  invitation,
  onResent,
}: {
  invitation: StaffInvitationSummary;
  onResent: (sent: { id: string; email: string; acceptUrl: string }) => void;
}) {
  const client = useQueryClient();
  const [withdrawing, setWithdrawing] = useState(false);
  const resend = useMutation({
    mutationFn: () => staffClient.resend(invitation.id),
    onSuccess: async (data) => {
      onResent({ id: invitation.id, email: invitation.email, acceptUrl: data.acceptUrl });
      await client.invalidateQueries({ queryKey: STAFF_INVITATIONS_KEY });
    },
    onError: (error: Error) => toast({ title: 'Could not send it again', description: error.message, variant: 'destructive' }),
  });
  const revoke = useMutation({
    mutationFn: () => staffClient.revoke(invitation.id),
    onSuccess: async () => {
      setWithdrawing(false);
      toast({ title: `Invitation to ${invitation.email} withdrawn`, description: 'Its link no longer works.', variant: 'success' });
      await client.invalidateQueries({ queryKey: STAFF_INVITATIONS_KEY });
    },
    onError: (error: Error) => {
      setWithdrawing(false);
      toast({ title: 'Could not withdraw it', description: error.message, variant: 'destructive' });
    },
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="staff-invitation">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <span className="break-all">{invitation.email}</span>
          <Badge tone="neutral">{ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? <Badge tone="warning">Expired</Badge> : null}
        </p>
        <p className="text-sm text-stone-600">
          {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ''}
          Sent {formatDateTime(invitation.sentAt)} ·{' '}
          {invitation.expired ? `expired ${formatLongDate(invitation.expiresAt)}` : `works until ${formatLongDate(invitation.expiresAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          loading={resend.isPending}
          icon={<RotateCw className="h-4 w-4" />}
          onClick={() => resend.mutate()}
          aria-label={`Resend the invitation to ${invitation.email}`}
        >
          Resend
        </Button>
        <Button
          size="sm"
          variant="dangerGhost"
          onClick={() => setWithdrawing(true)}
          aria-label={`Withdraw the invitation to ${invitation.email}`}
        >
          Withdraw
        </Button>
        <ConfirmDialog
          open={withdrawing}
          onOpenChange={setWithdrawing}
          title={`Withdraw the invitation to ${invitation.email}?`}
          description="Its link stops working at once. You can invite them again later."
          confirmLabel="Withdraw"
          destructive
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate()}
        />
      </div>
    </li>
  );
}
