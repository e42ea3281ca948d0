import { Link } from 'react-router';
import { Button, Card, cn, formatDate, countOf } from '@korero/web-kit';
import type { Analytics } from '../../../contract/api.ts';
import { ratingTone } from '../rating.ts';
import { competitorsPage } from '@korero/module-competitors/contract/pages';

type Comparison = NonNullable<Analytics['competitorComparison']>;
type Summary = NonNullable<Analytics['competitorSummary']>;

function Themes({ title, items, className }: { title: string; items: Summary['competitors'][number]['strengths']; className: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{title}</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm">
        {items.map((t) => (
          <li key={t.text} className={className}>
            {t.text} <span className="text-stone-500">({t.mentions})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Overview's competitor summary, from the competitors module's latest analysis: where the business stands, and at
 * most three competitors with at most two strengths and two opportunities each (each with how many reviews said so).
 */
export function CompetitorSummary({ comparison, summary }: { comparison: Comparison | null; summary: Summary }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="competitor-summary">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="font-semibold text-stone-900">Your competitors</h2>
          <p className="mt-0.5 text-sm text-stone-600">
            {summary.lastUpdated ? `From the analysis of ${formatDate(summary.lastUpdated)}.` : 'No analysis finished yet.'}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={competitorsPage('/competitors')}>Open competitor analysis</Link>
        </Button>
      </div>
      {comparison ? (
        <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-stone-600">Market position</dt>
            <dd className="font-semibold text-stone-900">{comparison.marketPosition}</dd>
          </div>
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-stone-600">Competitors' average rating</dt>
            <dd className={cn('font-semibold', ratingTone(comparison.averageCompetitorRating))}>
              {comparison.averageCompetitorRating.toFixed(1)}
            </dd>
          </div>
          <div className="rounded-lg bg-stone-50 p-3">
            <dt className="text-stone-600">Your reviews against their average</dt>
            <dd className="font-semibold text-stone-900">
              {comparison.reviewAdvantage > 0 ? '+' : ''}
              {comparison.reviewAdvantage}
            </dd>
          </div>
        </dl>
      ) : summary.competitors.length > 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          No comparison: it needs your own Google rating beside theirs (see the competitor analysis). Korero's answers include private
          feedback, so they are never set against public ratings.
        </p>
      ) : null}
      {summary.competitors.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No competitors on your list yet: start an analysis, or add them by hand.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3">
          {summary.competitors.map((c) => (
            <li key={c.name} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-stone-900">{c.name}</span>
                <span className={cn('shrink-0 font-semibold tabular-nums', ratingTone(c.averageRating))}>
                  {c.averageRating === null ? '—' : `${c.averageRating.toFixed(1)} ★`}
                </span>
              </div>
              <p className="text-xs text-stone-600">
                {c.totalReviews === null ? 'Reviews not known' : countOf(c.totalReviews, 'review', 'reviews')}
              </p>
              <Themes title="Strengths" items={c.strengths} className="text-emerald-800" />
              <Themes title="Opportunities for you" items={c.opportunities} className="text-amber-800" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
