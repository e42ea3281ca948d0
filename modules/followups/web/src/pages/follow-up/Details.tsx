import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle, formatDateTime, Notice, useCurrentUser } from '@korero/web-kit';
import type { FollowUpDetail } from '../../../../contract/api.ts';
import { AssigneePicker } from './AssigneePicker.tsx';
import { ResolveForm } from './ResolveForm.tsx';
import { formatNzPhone } from '@korero/web-kit';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

/** The side card: how to reach the customer, who has it, and resolving or reopening it. */
export function Details({ followUp }: { followUp: FollowUpDetail }) {
  const { user } = useCurrentUser();
  // A technician works the follow-ups assigned to them: assigning and the Reviews screen are owners' and managers'
  // (nothing of either is drawn before the session says who is looking).
  const technician = user?.role === 'technician';
  const manages = user !== null && !technician;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Email</dt>
          <dd className="break-all text-stone-900">{followUp.contact.email ?? 'Not given'}</dd>
          <dt className="text-stone-600">Mobile</dt>
          <dd className="text-stone-900">{followUp.contact.phone ? formatNzPhone(followUp.contact.phone) : 'Not given'}</dd>
          <dt className="text-stone-600">Opened</dt>
          <dd className="text-stone-900">{formatDateTime(followUp.createdAt)}</dd>
          {followUp.resolvedAt ? (
            <>
              <dt className="text-stone-600">Resolved</dt>
              <dd className="text-stone-900">{formatDateTime(followUp.resolvedAt)}</dd>
            </>
          ) : null}
          {technician ? (
            <>
              <dt className="text-stone-600">Assigned to</dt>
              <dd className="text-stone-900">{followUp.assignedToYou ? 'You' : (followUp.assignee?.name ?? 'Nobody')}</dd>
            </>
          ) : null}
        </dl>
        {followUp.stopped ? (
          <Notice tone="info">{followUp.customerName} stopped this conversation: Korero sends nothing more unless they write again.</Notice>
        ) : null}
        {manages ? (
          <Link
            to={reviewsPage('/reviews', { q: followUp.customerName })}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See their answer on Reviews
          </Link>
        ) : null}
        {manages ? <AssigneePicker followUp={followUp} /> : null}
        <ResolveForm followUp={followUp} />
      </CardContent>
    </Card>
  );
}
