import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReviewsSubmissionProps } from '@korero/module-reviews/contract/slots';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import { StatusBadge } from '../parts.tsx';
import { waitingWords } from '../words.ts';

/**
 * On a submission's card in the Reviews screen (`reviews.submission`): its follow-up's real state (open, waiting,
 * resolved), linked to the conversation. One request for the page's cards, shared through its query key; nothing
 * when the submission has no follow-up, or while the state is loading.
 */
export default function SubmissionFollowUp({ submissionId, pageIds }: ReviewsSubmissionProps) {
  const states = useQuery({
    queryKey: followUpsKeys.ofSubmissions(pageIds),
    queryFn: () => followUpsClient.ofSubmissions(pageIds),
    staleTime: 30_000,
  });
  const followUp = states.data?.data.find((f) => f.submissionId === submissionId);
  if (!followUp) return null;
  const waiting = waitingWords(followUp.status, followUp.waitingSince);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="submission-follow-up">
      <span className="text-stone-700">Follow-up:</span>
      <StatusBadge status={followUp.status} />
      {waiting ? <span className="text-stone-600">{waiting}</span> : null}
      <Link to={`/follow-ups/${followUp.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        Open the conversation
      </Link>
    </p>
  );
}
