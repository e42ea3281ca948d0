import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge, Button, formatDateTime, LoadingBlock, Notice } from '@korero/web-kit';
import { SYSTEM_NAMES } from '../../../contract/api.ts';
import { jobSystemsClient, jobSystemsKeys, type ActivityItem } from '../../../contract/client.ts';
import { howAndWhen, OUTCOME, reasonLabel } from './labels.ts';

/** What became of one job, in a sentence. */
export function outcomeLine(item: ActivityItem): string {
  if (item.outcome === 'asked') return `Asked ${howAndWhen(item.channel, item.at)}${item.note ? ` (${item.note.toLowerCase()})` : ''}`;
  if (item.outcome === 'held') return `Will be asked ${howAndWhen(item.channel, item.sendAt)}`;
  return `${reasonLabel(item.reason)}${item.note ? `: ${item.note}` : ''}`;
}

/** The feed of what each connection did, newest first, 50 at a time. */
export function Feed() {
  const feed = useQuery({ queryKey: jobSystemsKeys.activity, queryFn: () => jobSystemsClient.activity() });
  // Older pages, by the cursor each page ends with; a fresh first page starts the list again.
  const [loaded, setLoaded] = useState<{ base: number; items: ActivityItem[]; next: string | null } | null>(null);
  const older = loaded?.base === feed.dataUpdatedAt ? loaded : null;
  const more = useMutation({
    mutationFn: (cursor: string) => jobSystemsClient.activity(cursor),
    onSuccess: (page) => setLoaded({ base: feed.dataUpdatedAt, items: [...(older?.items ?? []), ...page.data], next: page.nextCursor }),
  });
  const next = older ? older.next : (feed.data?.nextCursor ?? null);
  if (feed.error) {
    return (
      <Notice tone="danger" title="Could not load what happened">
        {feed.error.message}
      </Notice>
    );
  }
  if (feed.isLoading) return <LoadingBlock label="Loading what happened…" />;
  const items = [...(feed.data?.data ?? []), ...(older?.items ?? [])];
  if (items.length === 0) {
    return <p className="py-2 text-sm text-stone-600">No jobs yet. Once a system is connected, each job it tells Korero of shows here.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-stone-100" aria-label="Jobs from your job systems">
        {items.map((item) => (
          <li key={`${item.provider}:${item.externalId}`} className="flex flex-col gap-1 py-2.5">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-stone-900">{item.customerName}</span>
              <Badge tone={OUTCOME[item.outcome].tone}>{OUTCOME[item.outcome].label}</Badge>
            </p>
            <p className="text-sm text-stone-700">{outcomeLine(item)}</p>
            <p className="text-xs text-stone-500">
              {SYSTEM_NAMES[item.provider]} {item.label} · {formatDateTime(item.at)}
            </p>
          </li>
        ))}
      </ul>
      {more.error ? <p className="text-sm text-red-700">{more.error.message}</p> : null}
      {next ? (
        <div>
          <Button variant="outline" onClick={() => more.mutate(next)} loading={more.isPending}>
            Show older jobs
          </Button>
        </div>
      ) : null}
    </div>
  );
}
