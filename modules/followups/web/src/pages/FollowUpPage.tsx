import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError, Button, LoadingBlock, minutes, Notice } from '@korero/web-kit';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import { Stars, StatusBadge } from '../parts.tsx';
import { OUTCOME, waitingWords } from '../words.ts';
import { Conversation } from './follow-up/Conversation.tsx';
import { Details } from './follow-up/Details.tsx';
import { Notes } from './follow-up/Notes.tsx';
import { ReplyBox } from './follow-up/ReplyBox.tsx';

/** /follow-ups/:id: one conversation, the reply box, and what the team does with it (assign, note, resolve). */
export default function FollowUpPage() {
  const { id = '' } = useParams();
  const one = useQuery({ queryKey: followUpsKeys.one(id), queryFn: () => followUpsClient.one(id), staleTime: minutes(1) });
  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/follow-ups">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All follow-ups
      </Link>
    </Button>
  );
  if (one.isLoading) return <LoadingBlock label="Loading the conversation…" />;
  if (one.error || !one.data) {
    const missing = one.error instanceof ApiError && one.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <div>{back}</div>
        <Notice tone={missing ? 'info' : 'danger'} title={missing ? 'This follow-up does not exist' : 'Could not load this follow-up'}>
          {missing ? 'It may have been deleted with its review, or the link is mistyped.' : one.error?.message}
        </Notice>
      </div>
    );
  }
  const f = one.data.data;
  return (
    <div className="flex flex-col gap-4">
      <div>{back}</div>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{f.customerName}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <Stars value={f.starRating} />
          <StatusBadge status={f.status} />
          {f.status === 'resolved' && f.outcome ? <span>Outcome: {OUTCOME[f.outcome]}</span> : null}
          {f.status !== 'resolved' && f.waitingSince ? <span>{waitingWords(f.status, f.waitingSince)}</span> : null}
          {f.assignedToYou ? <span className="font-medium text-stone-900">Assigned to you</span> : null}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start [&>*]:min-w-0">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Conversation followUp={f} />
          <ReplyBox followUp={f} />
        </div>
        <div className="flex flex-col gap-4">
          <Details followUp={f} />
          <Notes followUp={f} />
        </div>
      </div>
    </div>
  );
}
