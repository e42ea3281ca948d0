import { useState } from 'react';
import { ApiError, toast } from '@korero/web-kit';
import { subscriptionApi, useRefreshPlan } from '../queries.ts';

/**
 * Upgrade: create the checkout, then open it in a new tab. The tab is opened at the click (before the request),
 * because browsers block windows opened later; if it is blocked anyway, the checkout opens in this tab.
 */
export function useUpgrade() {
  const [busyTier, setBusyTier] = useState<string | null>(null);
  const refresh = useRefreshPlan();

  const upgrade = async (tierId: string, yearly: boolean, discountCodeId: string | null) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusyTier(tierId);
    try {
      const answer = await subscriptionApi.createCheckout({ tierId, yearly, discountCodeId });
      if (!answer.checkoutUrl) {
        tab?.close();
        await refresh();
        toast({ title: 'Subscription updated', description: 'Your plan has been refreshed.' });
        return;
      }
      const url = new URL(answer.checkoutUrl, window.location.href).toString();
      if (tab && !tab.closed) {
        tab.location.href = url;
        toast({
          title: 'Checkout opened in a new tab',
          description: 'Finish there. This page updates when you come back.',
          duration: 8000,
        });
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      const data = error instanceof ApiError ? (error.data as { requiresEmail?: boolean } | null) : null;
      const message = (error as Error).message;
      if (data?.requiresEmail || /email address is required/i.test(message)) {
        toast({
          title: 'Email Required',
          description: 'Add an email address to your business profile first (Dashboard → Business profile).',
          variant: 'destructive',
          duration: 8000,
        });
      } else {
        toast({ title: 'Subscription Error', description: message, variant: 'destructive', duration: 8000 });
      }
    } finally {
      setBusyTier(null);
    }
  };

  return { upgrade, busyTier };
}
