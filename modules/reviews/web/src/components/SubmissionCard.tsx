import { useState } from 'react';
import { CircleCheck, CircleOff, Download, ExternalLink, Globe, Lock, MessageSquareText, Trash2, Users } from 'lucide-react';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  formatLongDate,
  ModuleBoundary,
  nzToday,
  timeAgo,
  toast,
  useCan,
  useSlot,
} from '@korero/web-kit';
import { SCORE_LABELS, SCORE_NAMES } from '../../../contract/feedback-items.ts';
import { reviewsSubmission } from '../../../contract/slots.ts';
import { english } from '../../../locales/index.ts';
import { StarsShown } from '../customer/StarRating.tsx';
import type { SubmissionRow } from '../queries.ts';

function badgeFor(stars: number): { label: string; tone: BadgeTone } {
  if (stars >= 4) return { label: 'Positive Review', tone: 'success' };
  if (stars === 3) return { label: 'Neutral Review', tone: 'warning' };
  return { label: 'Needs Follow-up', tone: 'orange' };
}

async function download(url: string, name: string) {
  try {
    const response = await fetch(`${url}?download=1`, { credentials: 'include' });
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    URL.revokeObjectURL(link.href);
  } catch {
    toast({ title: 'Download failed', description: 'Could not download photo. Opening in new tab instead.', variant: 'destructive' });
    window.open(url, '_blank', 'noopener');
  }
}

/** Where the customer chose to send it; a simple-form customer who has not chosen yet left a rating only. */
function DestinationBadge({ destination }: { destination: SubmissionRow['destination'] }) {
  if (destination === 'private')
    return (
      <Badge tone="neutral">
        <Lock className="h-3 w-3" aria-hidden /> Private
      </Badge>
    );
  if (destination === 'google')
    return (
      <Badge tone="info">
        <ExternalLink className="h-3 w-3" aria-hidden /> For Google
      </Badge>
    );
  return <Badge tone="neutral">Rating only</Badge>;
}

/** What the job was: the invitation's description and place, or for the review link its job number, if it carried one. */
function jobLine(row: SubmissionRow): string {
  if (row.source === 'simple')
    return ['Through your review link', row.jobReference ? `job ${row.jobReference}` : null].filter(Boolean).join(' · ');
  return [row.jobDescription, row.jobLocation].filter(Boolean).join(' · ');
}

/**
 * How long after submitting the customer's review appeared on Google, in New Zealand calendar days: "the same day",
 * "1 day later", "2 days later".
 */
export function postedAfter(submittedAt: string, matchedAt: string): string {
  const day = (at: string) => Date.parse(`${nzToday(new Date(at))}T00:00:00Z`);
  const days = Math.max(0, Math.round((day(matchedAt) - day(submittedAt)) / 86_400_000));
  return days === 0 ? 'the same day' : `${days} ${days === 1 ? 'day' : 'days'} later`;
}

/** One customer's submission, as the owner sees it. */
export function SubmissionCard({ row, onDelete, pageIds }: { row: SubmissionRow; onDelete: () => void; pageIds: readonly string[] }) {
  const [showDraft, setShowDraft] = useState(false);
  const badge = badgeFor(row.starRating);
  const team = row.teamMembers;
  const scores = row.ratingScores;
  // Only the scores the customer gave, in the form's order; one they left alone is not a rating.
  const given = SCORE_NAMES.filter((k) => typeof scores[k] === 'number');
  const photos = row.photoUrls;
  const text = row.review?.reviewerApprovedText;
  // Deleting a customer's review is the owner's alone (the permission table's 'deletion').
  const canDelete = useCan('deletion');
  // Other modules' lines about this submission (`reviews.submission`: its follow-up's state).
  const extras = useSlot(reviewsSubmission);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="submission">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-stone-900">{row.customerName}</h3>
            <Badge tone={badge.tone}>{badge.label}</Badge>
            <DestinationBadge destination={row.destination} />
            {row.showOnWebsite ? (
              // The customer agreed it may appear on the business's website (Settings → Website widget).
              <Badge tone="brand">
                <Globe className="h-3 w-3" aria-hidden /> May show on your website
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-stone-600">
            {jobLine(row)} <span className="text-stone-500">· {timeAgo(row.timestamp)}</span>
          </p>
        </div>
        <StarsShown value={row.starRating} size="sm" label={english.t('stars.outOf', { value: row.starRating })} />
      </div>

      {extras.map((entry) => (
        <ModuleBoundary key={entry.id} name={entry.module} compact fallback={null}>
          <entry.Component submissionId={row.id} starRating={row.starRating} pageIds={pageIds} />
        </ModuleBoundary>
      ))}
      {row.googleReview?.removedAt ? (
        // Google no longer shows it: not called posted (the posted rate counts it the same way), and the date says when.
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800" data-testid="removed-from-google">
          <CircleOff className="h-4 w-4" aria-hidden />
          Removed from Google on {formatLongDate(row.googleReview.removedAt)}
        </p>
      ) : row.googleReview ? (
        // Only a match the google module made (never a guess): the review this customer posted.
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800" data-testid="posted-on-google">
          <CircleCheck className="h-4 w-4" aria-hidden />
          Posted on Google ✓ {postedAfter(row.timestamp, row.googleReview.matchedAt)}
        </p>
      ) : null}
      {text ? (
        <blockquote className="rounded-lg border-l-4 border-brand-300 bg-stone-50 px-3 py-2 text-stone-800">{text}</blockquote>
      ) : null}
      {row.review && row.review.aiGeneratedText !== text ? (
        <div>
          <button type="button" className="text-xs font-medium text-brand-700 underline" onClick={() => setShowDraft((s) => !s)}>
            {showDraft ? 'Hide' : 'Show'} the AI draft before the customer edited it
          </button>
          {showDraft ? <p className="mt-1 text-sm text-stone-500">{row.review.aiGeneratedText}</p> : null}
        </div>
      ) : null}

      {row.feedbackLabels.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="What they ticked">
          {row.feedbackLabels.map((f) => (
            <li key={f.id}>
              <Badge tone={f.kind === 'positive' ? 'brand' : 'warning'}>{f.text}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {given.length ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600" aria-label="Scores they gave">
          {given.map((k) => (
            <div key={k} className="flex gap-1">
              <dt>{SCORE_LABELS[k]}:</dt>
              <dd className="font-semibold text-stone-800">{scores[k]}/10</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {row.reviewerText ? (
        <p className="text-sm text-stone-700">
          <span className="font-medium">In their words:</span> {row.reviewerText}
        </p>
      ) : null}
      {team.length ? (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <Users className="h-4 w-4" aria-hidden /> {team.join(', ')}
        </p>
      ) : null}
      {photos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {photos.map((url, i) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`View photo ${i + 1}`}>
                <img
                  src={url}
                  alt={`Photo ${i + 1} from ${row.customerName}`}
                  className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
                  loading="lazy"
                />
              </a>
              <button
                type="button"
                className="flex items-center gap-1 text-xs text-brand-700"
                onClick={() => void download(url, `${row.customerName}-photo-${i + 1}.jpg`)}
              >
                <Download className="h-3 w-3" aria-hidden /> Download
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {row.privateFeedback.map((f) => (
        <div key={f.id} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="flex items-center gap-1.5 font-medium">
            <MessageSquareText className="h-4 w-4" aria-hidden /> Private feedback · {timeAgo(f.createdAt)}
          </p>
          <p className="mt-1">{f.details}</p>
          {f.email ? (
            <a className="mt-1 inline-block underline" href={`mailto:${f.email}`}>
              Reply to {f.email}
            </a>
          ) : null}
        </div>
      ))}
      {canDelete ? (
        <div className="flex justify-end">
          <Button variant="dangerGhost" size="sm" icon={<Trash2 className="h-4 w-4" />} onClick={onDelete}>
            Delete
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
