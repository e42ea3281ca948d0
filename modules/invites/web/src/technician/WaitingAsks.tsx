import type { QueuedAsk } from './ask-queue.ts';
import type { AskResult } from './use-ask-queue.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('{n}', String(n)));

/**
 * The asks kept on this phone, and what became of those sent since: "2 to send when you're back online", then each
 * one's delivery as it goes. Read out as it changes.
 */
export function WaitingAsks({
  waiting,
  results,
  signedOut,
  username,
}: {
  waiting: QueuedAsk[];
  results: AskResult[];
  signedOut: boolean;
  username: string | undefined;
}) {
  const mine = waiting.filter((a) => username === undefined || a.username === username);
  const others = waiting.length - mine.length;
  return (
    <div aria-live="polite" className="flex flex-col gap-2" data-testid="waiting-asks">
      {mine.length > 0 ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold" data-testid="waiting-count">
            {signedOut
              ? plural(
                  mine.length,
                  '1 waiting to send: it goes when you sign in again',
                  '{n} waiting to send: they go when you sign in again',
                )
              : plural(mine.length, "1 to send when you're back online", "{n} to send when you're back online")}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {mine.map((ask) => (
              <li key={ask.key}>
                {ask.body.customerName} · {ask.body.jobDescription}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-amber-900">
            {signedOut
              ? 'They are kept on this phone. Sign in again and they go, once each.'
              : 'They are kept on this phone, even if you log out, and go once each as soon as there is a signal.'}
          </p>
        </div>
      ) : null}
      {others > 0 ? (
        <p className="text-xs text-stone-600">
          {plural(
            others,
            '1 ask made by someone else on this phone waits for them to sign in.',
            '{n} asks made by others on this phone wait for them to sign in.',
          )}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Sent from this phone">
          {results.map((r) => (
            <li
              key={r.key}
              data-testid="ask-sent-later"
              className={
                r.problem
                  ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900'
                  : 'rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
              }
            >
              <span className="font-medium">{r.name}:</span> {r.line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
