import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@korero/web-kit';
import type { SubscriptionSuccess } from '../../../contract/api.ts';
import { subscriptionApi, useRefreshPlan } from '../queries.ts';

export type CheckoutReturn =
  | { state: 'idle' }
  | { state: 'activating' }
  | { state: 'activated'; result: SubscriptionSuccess }
  | { state: 'failed'; message: string }
  | { state: 'cancelled' };

/**
 * The return from checkout, read from the address the page opened with: `?success=true&session_id=…` activates
 * the plan (once, even when effects run twice), `?canceled=true` says nothing was charged. Either way the query
 * string is cleaned, so a reload does not repeat it.
 */
export function useCheckoutReturn(supportEmail: string): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshPlan();
  const [intent] = useState(() => ({
    sessionId: params.get('success') === 'true' ? params.get('session_id') : null,
    canceled: params.get('canceled') === 'true',
  }));
  const [result, setResult] = useState<CheckoutReturn>(() =>
    intent.sessionId ? { state: 'activating' } : intent.canceled ? { state: 'cancelled' } : { state: 'idle' },
  );
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!intent.sessionId && !intent.canceled)) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (!intent.sessionId) {
      toast({ title: 'Payment cancelled', description: 'Your subscription was not activated.' });
      return;
    }
    subscriptionApi
      .confirm(intent.sessionId)
      .then(async (answer) => {
        await refresh();
        // The page shows it in a notice that stays; a toast would only repeat it.
        setResult({ state: 'activated', result: answer });
      })
      .catch((error: Error) => {
        const message = `${error.message} If you were charged, contact ${supportEmail} and we'll put it right.`;
        setResult({ state: 'failed', message });
        toast({ title: 'Subscription Error', description: message, variant: 'destructive', duration: 12000 });
      });
  }, [intent, setParams, refresh, supportEmail]);

  return result;
}
