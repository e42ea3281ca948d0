import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  formatDate,
  toast,
  countOf,
} from '@korero/web-kit';
import type { SubscriptionStatusView } from '../../../contract/api.ts';
import { subscriptionApi, useRefreshPlan } from '../queries.ts';

/** Offered only on a paid, active plan bought here; it ends with the period already paid for. */
export function CancelSection({
  status,
  planName,
  freeInvites,
}: {
  status: SubscriptionStatusView;
  planName: string;
  freeInvites: number | null;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshPlan();
  const end = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : 'the end of the period you have paid for';

  const cancel = async () => {
    setBusy(true);
    try {
      const { message } = await subscriptionApi.cancel();
      await refresh();
      setOpen(false);
      toast({ title: 'Subscription cancelled', description: message, variant: 'success', duration: 8000 });
    } catch (error) {
      toast({
        title: 'Cancellation Failed',
        description: `Failed to cancel subscription. Please contact support. (${(error as Error).message})`,
        variant: 'destructive',
        duration: 8000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-red-100">
      <CardHeader>
        <CardTitle className="text-base">Cancel subscription</CardTitle>
        <CardDescription>
          Your {planName} plan stays active until {end}. After that you move to Free, and you won&apos;t be charged again. There are no
          refunds for part months.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="dangerOutline" onClick={() => setOpen(true)}>
          Cancel subscription
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel your ${planName} plan?`}
        description={`You keep ${planName} until ${end}. Then Free's limits apply: ${countOf(freeInvites ?? 5, 'invitation', 'invitations')} a month by link and QR code, and no SMS or email invitations.`}
        confirmLabel="Cancel subscription"
        cancelLabel={`Keep ${planName}`}
        destructive
        busy={busy}
        onConfirm={() => void cancel()}
      />
    </Card>
  );
}
