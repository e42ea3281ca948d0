import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, apiRequest, DeliveryBadge } from '@korero/web-kit';
import type { InviteRow } from '../../../contract/api.ts';

type Recent =
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: InviteRow[] };

/** The recent ones: asked once when drawn; the page draws it again (a new key) after each send. */
export function RecentAsks() {
  const [recent, setRecent] = useState<Recent>({ state: 'loading' });
  useEffect(() => {
    let drawn = true;
    apiRequest<{ data: InviteRow[] }>('GET', '/api/invites?limit=5&page=1').then(
      (answer) => drawn && setRecent({ state: 'ready', rows: answer.data }),
      (caught: unknown) => {
        const refused = caught instanceof ApiError && caught.status === 403;
        // A fetch that never reached Korero (no signal) is not Korero's refusal: say what will happen instead.
        const message = !(caught instanceof ApiError)
          ? "No signal: the ones you've sent show here when you're back online."
          : caught.message;
        if (drawn) setRecent({ state: refused ? 'refused' : 'failed', message });
      },
    );
    return () => {
      drawn = false;
    };
  }, []);
  return (
    <section aria-labelledby="recent-asks" className="flex flex-col gap-2">
      <h2 id="recent-asks" className="text-lg font-semibold text-stone-900">
        Sent lately
      </h2>
      {recent.state === 'loading' ? <p className="text-sm text-stone-500">Loading…</p> : null}
      {recent.state === 'refused' || recent.state === 'failed' ? <p className="text-sm text-stone-600">{recent.message}</p> : null}
      {recent.state === 'ready' && recent.rows.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing yet: the ones you send appear here.</p>
      ) : null}
      {recent.state === 'ready' && recent.rows.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" aria-label="Sent lately">
          {recent.rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="recent-ask">
              <span className="min-w-0">
                <span className="block truncate font-medium text-stone-900">{row.customerName}</span>
                <span className="block truncate text-sm text-stone-600">{row.jobDescription}</span>
              </span>
              <StateOf row={row} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Where an invitation stands, as the owner's screen says it: reviewed, cancelled or opened; before that, each
 * message's delivery (Sending, Sent, Failed…), which explains itself when tapped.
 */
function StateOf({ row }: { row: InviteRow }): ReactNode {
  const done = row.completedAt
    ? ['Reviewed', 'bg-emerald-50 text-emerald-800']
    : row.cancelledAt
      ? ['Cancelled', 'bg-stone-100 text-stone-700']
      : row.openedAt
        ? ['Opened', 'bg-sky-50 text-sky-800']
        : null;
  if (done) return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${done[1]}`}>{done[0]}</span>;
  if (row.channels.length === 0)
    return <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">Link only</span>;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      {row.channels.map((c) => (
        <DeliveryBadge key={c.channel} channel={c.channel} delivery={c.delivery} reason={c.error} />
      ))}
    </span>
  );
}
