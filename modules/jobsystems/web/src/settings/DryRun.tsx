import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Badge, Button, formatDate, Notice } from '@korero/web-kit';
import { SYSTEM_NAMES } from '../../../contract/api.ts';
import { jobSystemsClient, type PreviewItem } from '../../../contract/client.ts';
import { howAndWhen, reasonLabel } from './labels.ts';

/** What the rules would have done with one job, in a sentence. */
export function wouldLine(item: PreviewItem): string {
  if (item.outcome === 'ask') {
    const credit = item.credits.length ? `, crediting ${item.credits.join(' and ')}` : '';
    return `Would ask ${howAndWhen(item.channel, item.at)} at ${item.to ?? ''}${credit}`;
  }
  return `Would not ask: ${reasonLabel(item.reason)}${item.note ? ` (${item.note})` : ''}`;
}

/** Before switching on: the last 20 jobs of each connection, and what the rules would have done. Nothing is sent. */
export function DryRun() {
  const run = useMutation({ mutationFn: jobSystemsClient.preview });
  const items = run.data?.data ?? [];
  return (
    <div className="flex flex-col gap-3 pt-2">
      <p className="text-sm text-stone-700">
        See what your rules would have done with your last 20 jobs: whom Korero would ask, when and how, or why not. Nothing is sent.
      </p>
      <div>
        <Button icon={<FlaskConical className="h-4 w-4" aria-hidden />} onClick={() => run.mutate()} loading={run.isPending}>
          {run.data ? 'Run it again' : 'Try a dry run'}
        </Button>
      </div>
      {run.error ? (
        <Notice tone="danger" title="The dry run did not work">
          {run.error.message}
        </Notice>
      ) : null}
      {(run.data?.problems ?? []).map((p) => (
        <Notice key={p.provider} tone="warning" title={`${SYSTEM_NAMES[p.provider]} could not be read`}>
          {p.message}
        </Notice>
      ))}
      {run.data && items.length === 0 && run.data.problems.length === 0 ? (
        <p className="text-sm text-stone-600">No finished jobs to try yet: connect a job system first, or wait for its first job.</p>
      ) : null}
      {items.length ? (
        <ul className="flex flex-col divide-y divide-stone-100" aria-label="What your rules would have done">
          {items.map((item) => (
            <li key={`${item.provider}:${item.externalId}`} className="flex flex-col gap-1 py-2.5">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-stone-900">{item.customerName}</span>
                <Badge tone={item.outcome === 'ask' ? 'success' : 'neutral'}>{item.outcome === 'ask' ? 'Would ask' : 'Would skip'}</Badge>
              </p>
              <p className="text-sm break-words text-stone-700">{wouldLine(item)}</p>
              <p className="text-xs text-stone-500">
                {SYSTEM_NAMES[item.provider]} {item.label} · {formatDate(item.doneAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
