import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, cn, FormError, toast } from '@korero/web-kit';
import { followUpsClient } from '../../../../contract/client.ts';
import type { FollowUpDetail } from '../../../../contract/api.ts';
import { FOLLOW_UP_OUTCOMES, type FollowUpOutcome } from '../../../../contract/words.ts';
import { OUTCOME } from '../../words.ts';
import { useRefresh } from './use-refresh.ts';

/** Resolve with how it ended, or reopen a resolved one. */
export function ResolveForm({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const ids = useId();
  const [outcome, setOutcome] = useState<FollowUpOutcome | ''>('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: { outcome: FollowUpOutcome } | { status: 'open' }) => followUpsClient.change(followUp.id, input),
    onSuccess: async (_, input) => {
      setError(null);
      toast({ title: 'outcome' in input ? 'Follow-up resolved' : 'Follow-up reopened', variant: 'success' });
      setOutcome('');
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  return (
    <>
      {followUp.status === 'resolved' ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-stone-700">
            Resolved{followUp.outcome ? `: ${OUTCOME[followUp.outcome]}` : ''}. It reopens by itself if {followUp.customerName} writes
            again.
          </p>
          <Button variant="outline" size="sm" loading={change.isPending} onClick={() => change.mutate({ status: 'open' })}>
            Reopen
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          aria-label="Resolve"
          onSubmit={(event) => {
            event.preventDefault();
            if (outcome) change.mutate({ outcome });
          }}
        >
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium text-stone-800">Resolve: how did it end?</legend>
            <div className="grid grid-cols-2 gap-2">
              {FOLLOW_UP_OUTCOMES.map((o) => (
                <label
                  key={o}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    outcome === o ? 'border-brand-700 ring-1 ring-brand-700' : 'border-stone-300',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-outcome`}
                    value={o}
                    checked={outcome === o}
                    onChange={() => setOutcome(o)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {OUTCOME[o]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" variant="secondary" loading={change.isPending} disabled={!outcome}>
              Resolve
            </Button>
          </div>
        </form>
      )}
      <FormError message={error} />
    </>
  );
}
