import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Badge, Button, Card, cn, ConfirmDialog, formatDate, formatDay } from '@korero/web-kit';
import type { Analysis, Competitor } from '../../../contract/client.ts';
import { ratingTone, reviewsCount, stars } from '../rating.ts';
import { CountedList } from './CountedList.tsx';
import { settingsPage } from '@korero/module-business/contract/pages';

const SOURCE = { google: 'Found on Google', added: 'Added by you', manual: 'Entered by hand' } as const;

/** One competitor: its public figures, when they were read, and what its reviewers praise and complain about. */
export function CompetitorCard({ c, onRemove, removing }: { c: Competitor; onRemove?: () => void; removing?: boolean }) {
  const [confirm, setConfirm] = useState(false);
  const read = c.reviewsRead;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="competitor-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">{c.competitorName}</h3>
          {c.address ? <p className="truncate text-xs text-stone-500">{c.address}</p> : null}
        </div>
        <span className={cn('shrink-0 text-lg font-bold tabular-nums', ratingTone(c.averageRating))}>{stars(c.averageRating)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <span>{reviewsCount(c.totalReviews)}</span>
        <Badge tone={c.source === 'manual' ? 'warning' : c.source === 'added' ? 'brand' : 'neutral'}>{SOURCE[c.source]}</Badge>
        <span>
          {c.source === 'manual'
            ? `Figures as of ${c.asOf ? formatDay(c.asOf) : 'a date not given'}`
            : `Analysed ${formatDate(c.lastAnalyzed)}`}
        </span>
      </div>
      {c.source === 'manual' ? (
        <p className="text-sm text-stone-600">Entered by you: no reviews were read, so there are no themes to show.</p>
      ) : read === 0 ? (
        <p className="text-sm text-stone-600">Google returned no reviews with words for this business, so there are no themes to show.</p>
      ) : (
        <>
          <p className="text-xs text-stone-500">
            From the {read} most recent review{read === 1 ? '' : 's'} Google returns (not every review it has).
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <CountedList title="Common praise" items={c.commonPraise} of={read} empty="None mentioned." tone="text-emerald-800" />
            <CountedList title="Common complaints" items={c.commonComplaints} of={read} empty="None mentioned." tone="text-red-800" />
            <CountedList title="Strength areas" items={c.strengthAreas} of={read} empty="No theme praised by half its reviews." />
            <CountedList
              title="Your opportunities"
              items={c.opportunityAreas}
              of={read}
              empty="Nothing its reviewers complain about."
              tone="text-amber-800"
            />
          </div>
        </>
      )}
      {onRemove ? (
        <div className="flex justify-end border-t border-stone-100 pt-2">
          <Button variant="ghost" size="sm" onClick={() => setConfirm(true)} disabled={removing}>
            <Trash2 className="h-4 w-4" aria-hidden /> Remove
          </Button>
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={`Remove ${c.competitorName}?`}
            description={
              c.source === 'manual'
                ? 'Your entry is deleted.'
                : 'It stays off your list in later analyses. You can add it again by searching for it.'
            }
            confirmLabel="Remove"
            destructive
            onConfirm={() => {
              setConfirm(false);
              onRemove();
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}

const UNKNOWN: Record<NonNullable<NonNullable<Analysis['own']>['googleUnknown']>, ReactNode> = {
  'no-places':
    'Google Places is not set up on this Korero, so your rating on Google cannot be read. Compare with the figures on your Google listing.',
  'no-place-id': (
    <>
      Add your Google Place ID in{' '}
      <Link to={settingsPage()} className="font-medium underline">
        Settings
      </Link>{' '}
      to read it.
    </>
  ),
  'not-found': (
    <>
      Google has no place with the Place ID in{' '}
      <Link to={settingsPage()} className="font-medium underline">
        Settings
      </Link>
      : check it there.
    </>
  ),
};

/**
 * The owner's own business, drawn like a competitor so the two can be compared at a glance: its public Google rating
 * (like with like), or why it is not known; apart and labelled, the public reviews Korero collected. Private feedback
 * is in neither.
 */
export function OwnCard({ own }: { own: NonNullable<Analysis['own']> }) {
  const { google, korero } = own;
  return (
    // The whole row on wide screens, so the competitors' cards pair up beneath it.
    <Card className="flex flex-col gap-3 border-brand-300 bg-brand-50/40 p-4 lg:col-span-2" data-testid="own-card">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-800">Your business</p>
        <h3 className="font-semibold text-stone-900">{own.name}</h3>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <section data-testid="own-google" aria-label="Your rating on Google" className="rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-medium text-stone-600">On Google, as your competitors are compared</p>
          {google ? (
            <>
              <p className={cn('text-lg font-bold tabular-nums', ratingTone(google.averageRating))}>{stars(google.averageRating)}</p>
              <p className="text-xs text-stone-600">
                {reviewsCount(google.totalReviews)} on Google
                {google.from === 'google-sync' ? ', from your connected Google profile' : ''}
              </p>
            </>
          ) : (
            <>
              <p className="font-semibold text-stone-900">Your Google rating is not known</p>
              <p className="text-xs text-stone-600">{UNKNOWN[own.googleUnknown ?? 'no-places']}</p>
            </>
          )}
        </section>
        <section data-testid="own-korero" aria-label="Collected by Korero" className="rounded-lg border border-dashed border-stone-300 p-3">
          <p className="text-xs font-medium text-stone-600">Collected by Korero</p>
          {korero.totalReviews > 0 ? <p className="text-lg font-bold tabular-nums text-stone-800">{stars(korero.averageRating)}</p> : null}
          <p className="text-xs text-stone-600">
            {korero.totalReviews > 0
              ? `${korero.totalReviews.toLocaleString('en-NZ')} public review${korero.totalReviews === 1 ? '' : 's'} in the last 12 months; private feedback is not included.`
              : 'No public reviews collected in the last 12 months. Private feedback is never counted here.'}
          </p>
        </section>
      </div>
    </Card>
  );
}
