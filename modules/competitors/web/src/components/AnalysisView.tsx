import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Lock, MapPin, RefreshCw, Sparkles } from 'lucide-react';
import { ApiError, Badge, Button, EmptyState, formatDateTime, formatTime, LoadingBlock, Notice, Spinner, toast } from '@korero/web-kit';
import { profileQuery } from '@korero/module-business/contract/client';
import { competitorsClient, competitorsKeys, type Analysis, type Setup } from '../../../contract/client.ts';
import { plansIncluding } from '../../../contract/plans-including.ts';
import { AddByHand, AddBySearch } from './AddCompetitor.tsx';
import { CompetitorCard, OwnCard } from './CompetitorCard.tsx';
import { MarketInsights } from './MarketInsights.tsx';
import { settingsPage } from '@korero/module-business/contract/pages';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

const RADII = [5, 10, 25] as const;

/** Free plan: what competitor analysis is, and the plans that include it. */
export function UpgradeMessage({ setup }: { setup: Setup }) {
  return (
    <EmptyState
      icon={<Lock className="h-6 w-6" />}
      title="Competitor analysis is a paid feature"
      description={`See nearby businesses of your kind, their Google ratings and what their customers praise and complain about.${
        plansIncluding(setup) ? ` It comes with ${plansIncluding(setup)}.` : ''
      }`}
      action={
        <Button asChild>
          <Link to={subscriptionPage('/subscription')}>Upgrade your plan</Link>
        </Button>
      }
    />
  );
}

/** The start or refresh button, with the radius and the once-an-hour rule spelt out. */
function Controls({ setup, analysis }: { setup: Setup; analysis: Analysis | null }) {
  const client = useQueryClient();
  const running = analysis?.status === 'running';
  const waitUntil = analysis?.nextRefreshAt ?? null;
  const start = useMutation({
    mutationFn: competitorsClient.analyse,
    onSuccess: (answer) => client.setQueryData(competitorsKeys.latest, answer),
    onError: (e) => {
      const title = e instanceof ApiError && e.status === 429 ? 'Not yet' : 'Analysis Failed';
      toast({ title, description: e.message, variant: 'destructive', duration: 8000 });
    },
  });
  const radius = useMutation({
    mutationFn: (km: 5 | 10 | 25) => competitorsClient.setRadius(km),
    onSuccess: (answer) => client.setQueryData(competitorsKeys.latest, answer),
    onError: (e) => toast({ title: 'Could not change the radius', description: e.message, variant: 'destructive' }),
  });
  const blocked = setup.automatic && !setup.placeIdLinked;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {setup.automatic ? (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <MapPin className="h-4 w-4 text-stone-500" aria-hidden />
          Within
          <select
            aria-label="Search radius"
            value={analysis?.radiusKm ?? 10}
            disabled={radius.isPending || running}
            onChange={(e) => radius.mutate(Number(e.target.value) as 5 | 10 | 25)}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button onClick={() => start.mutate()} disabled={start.isPending || running || blocked || Boolean(waitUntil)}>
        {running || start.isPending ? <Spinner className="h-4 w-4" /> : <RefreshCw className="h-4 w-4" aria-hidden />}
        {running ? 'Analysing…' : analysis?.lastUpdated ? 'Refresh Analysis' : 'Start Analysis'}
      </Button>
      {waitUntil && !running ? <span className="text-xs text-stone-600">Next refresh from {formatTime(waitUntil)}</span> : null}
    </div>
  );
}

/**
 * The competitor analysis: the controls, progress while the job runs, the failure block, market insights, the owner's
 * business beside each competitor, and ways to add or remove competitors. The page and the analytics tab both draw it.
 */
export function AnalysisView({ setup }: { setup: Setup }) {
  const client = useQueryClient();
  const latest = useQuery({
    queryKey: competitorsKeys.latest,
    queryFn: competitorsClient.latest,
    // While the job runs the page asks every 1.5 s; nothing otherwise.
    refetchInterval: (q) => (q.state.data?.data?.status === 'running' ? 1500 : false),
  });
  const profile = useQuery({ ...profileQuery, enabled: setup.automatic });
  const remove = useMutation({
    mutationFn: (id: string) => competitorsClient.remove(id),
    onSuccess: (answer) => client.setQueryData(competitorsKeys.latest, answer),
    onError: (e) => toast({ title: 'Could not remove it', description: e.message, variant: 'destructive' }),
  });
  const analysis = latest.data?.data ?? null;
  const status = analysis?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'running' && status === 'failed') {
      toast({ title: 'Analysis Failed', description: analysis?.error ?? undefined, variant: 'destructive', duration: 8000 });
    }
    previous.current = status;
  }, [status, analysis?.error]);

  if (latest.isLoading) return <LoadingBlock label="Loading your competitor analysis…" />;
  const failed = latest.isError || status === 'failed';
  const hasResult = Boolean(analysis?.lastUpdated) || (analysis?.competitors.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4" data-testid="competitor-analysis">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {analysis?.lastUpdated ? (
            <Badge tone="info" data-testid="last-updated">
              Last updated {formatDateTime(analysis.lastUpdated)}
            </Badge>
          ) : (
            <Badge tone="neutral">Not analysed yet</Badge>
          )}
          {analysis?.lastUpdated && analysis.analyser !== 'korero' ? <span>Reviews read with AI, every quote checked</span> : null}
        </div>
        <Controls setup={setup} analysis={analysis} />
      </div>

      {setup.automatic && !setup.placeIdLinked ? (
        <Notice tone="warning" title="Link your business to Google first">
          Competitors are found around your business's Google listing.{' '}
          <Link to={settingsPage()} className="font-medium underline">
            Add your Place ID in Settings
          </Link>
          , then start the analysis.
        </Notice>
      ) : null}
      {!setup.automatic ? (
        <Notice tone="info" title="Automatic analysis needs Google Places">
          This Korero is not connected to Google Places, so it cannot find nearby businesses or read their reviews. Add the competitors you
          know by hand; the insights below come from your own customers' answers.
        </Notice>
      ) : null}

      {status === 'running' ? (
        <div role="status" className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <Spinner className="h-5 w-5" />
          <span>
            {setup.automatic
              ? `Finding businesses like yours within ${analysis?.radiusKm ?? 10} km and reading their reviews… This takes up to a minute.`
              : "Reading your customers' answers…"}
            {hasResult ? ' Your previous analysis stays below until it finishes.' : ''}
          </span>
        </div>
      ) : null}

      {failed ? (
        <Notice tone="danger" title="Analysis Error">
          <span className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              Unable to fetch competitor analysis. Please ensure your Google Places integration is properly configured.
              {hasResult ? ' Your previous analysis is shown below.' : ''}
            </span>
          </span>
        </Notice>
      ) : null}

      {!hasResult && status !== 'running' ? (
        <EmptyState
          icon={<Sparkles className="h-6 w-6" />}
          title="No analysis yet"
          description={
            setup.automatic
              ? 'Start an analysis to see up to five businesses like yours nearby, their ratings, and what their customers praise and complain about.'
              : 'Add a competitor by hand below, or start an analysis to draw insights from your own customers.'
          }
        />
      ) : null}

      {analysis && hasResult ? (
        <>
          <MarketInsights insights={analysis.marketInsights} />
          <section aria-label="Competitors" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {analysis.own ? <OwnCard own={analysis.own} /> : null}
            {analysis.competitors.map((c) => (
              <CompetitorCard key={c.id} c={c} onRemove={() => remove.mutate(c.id)} removing={remove.isPending} />
            ))}
            {analysis.competitors.length === 0 ? (
              <p className="self-center text-sm text-stone-600">
                {setup.automatic
                  ? `No businesses like yours found within ${analysis.radiusKm} km. Try a wider radius.`
                  : 'No competitors on your list yet.'}
              </p>
            ) : null}
          </section>
        </>
      ) : null}

      {analysis?.pending.length ? (
        <Notice tone="info" title="Added, read in your next analysis">
          {analysis.pending.map((p) => p.competitorName).join(', ')}
        </Notice>
      ) : null}

      {setup.automatic ? (
        <AddBySearch ownPlaceId={profile.data?.data.googlePlaceId ?? null} />
      ) : (
        <AddByHand intro="Look the business up on Google Maps and copy its rating and review count. Shown as entered by you, with the date." />
      )}
    </div>
  );
}
