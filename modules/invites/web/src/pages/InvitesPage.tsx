import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Notice, PageHeader } from '@korero/web-kit';
import { InvitesUsage, invitesUsedUp } from '../components/InvitesUsage.tsx';
import { LinkGeneratedCard, type Generated } from '../components/LinkGeneratedCard.tsx';
import { RecentInvites } from '../components/RecentInvites.tsx';
import { useUsage } from '../queries.ts';
import { prefilled } from './invite-form/invite-values.ts';
import { SendInviteForm } from './invite-form/SendInviteForm.tsx';
import { YourBusinessCard } from './invite-form/YourBusinessCard.tsx';

/**
 * Create Review Invitation: the link just made, this month's usage (the form hides when it is used up), the form
 * beside the business it comes from, and the recent invitations.
 */
export default function InvitesPage() {
  const usage = useUsage();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => prefilled(params));
  const [reference, setReference] = useState(start.reference);
  const usedUp = invitesUsedUp(usage.data?.data);

  const created = (link: Generated) => {
    setGenerated(link);
    // The next invitation is a new one: not for the job this one was filled in from.
    if (reference) {
      setReference(null);
      setParams({}, { replace: true });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Create Review Invitation"
        description="After a job, invite your customer to say how it went. They need no account and it takes about a minute."
      />
      {generated ? <LinkGeneratedCard generated={generated} /> : null}
      {usage.data ? <InvitesUsage usage={usage.data.data} /> : null}
      {reference && !usedUp ? (
        <Notice tone="info" title="Filled in from a completed job">
          Check the details and choose how to send it. Once the invitation is created, the job is marked as invited.
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <SendInviteForm start={start.values} reference={reference} hidden={usedUp} onCreated={created} />
        <aside className="flex min-w-0 flex-col gap-6">
          <YourBusinessCard />
        </aside>
      </div>
      <RecentInvites />
    </div>
  );
}
