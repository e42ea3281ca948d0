import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import SubscriptionPage from './SubscriptionPage.tsx';

const limits = (invitesPerMonth: number | null, smsPerMonth: number) => ({
  invitesPerMonth,
  smsPerMonth,
  channels: smsPerMonth ? ['sms', 'email', 'messenger'] : [],
  customSms: smsPerMonth ? 'branded' : 'locked',
  logo: smsPerMonth > 0,
  competitorAnalysis: false,
});

// What the installed modules declare, as /api/plans lists them for the comparison table.
const ENTITLEMENTS = [
  { key: 'invites.perMonth', kind: 'limit', label: 'Review invitations', order: 10, unit: 'a month' },
  { key: 'invites.smsPerMonth', kind: 'limit', label: 'SMS texts', order: 20, unit: 'a month' },
  { key: 'business.logo', kind: 'feature', label: 'Your logo on review pages', order: 30 },
];
const entitlements = (perMonth: number | null, sms: number) => ({
  'invites.perMonth': perMonth,
  'invites.smsPerMonth': sms,
  'business.logo': sms > 0,
});

const PLANS = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try Korero with links and QR codes.',
    price: 0,
    yearlyPrice: 0,
    features: ['5 review invitations a month'],
    limits: limits(5, 0),
    entitlements: entitlements(5, 0),
    comingSoon: false,
    purchasable: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For owner-operators.',
    price: 29,
    yearlyPrice: 290,
    features: ['30 SMS texts a month (a text holds 160 characters, or 70 with macrons)'],
    limits: limits(null, 30),
    entitlements: entitlements(null, 30),
    comingSoon: false,
    purchasable: true,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For growing crews.',
    price: 89,
    yearlyPrice: 890,
    features: ['Competitor analysis'],
    limits: limits(null, 200),
    entitlements: entitlements(null, 200),
    comingSoon: true,
    purchasable: false,
  },
];

const onFree = {
  tier: 'free',
  subscribedTier: 'free',
  hasSubscription: false,
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  interval: null,
  selfServe: false,
};

function open(paymentProvider: 'stripe' | 'test' | 'none') {
  const server = fakeServer({
    'GET /api/session': {
      data: {
        id: 'u1',
        username: 'aroha',
        email: 'aroha@nz.example',
        isAdmin: false,
        subscriptionTier: 'free',
        businessId: 'b1',
        role: 'owner',
        teamMemberId: null,
        businessCount: 1,
      },
    },
    'GET /api/plans': { data: PLANS, entitlements: ENTITLEMENTS, supportEmail: 'help@korero.test', paymentProvider },
    'GET /api/check-subscription': onFree,
    'POST /api/create-subscription': { checkoutUrl: '/billing/test-checkout/cs_1', sessionId: 'cs_1' },
  });
  return { server, ...renderScreen(<SubscriptionPage />, { at: '/subscription' }) };
}

const plan = (id: string) => within(screen.getByTestId(`plan-${id}`));
/** A notice on the page, by its title. */
const notice = (title: string) => screen.queryAllByRole('status').find((n) => n.textContent?.startsWith(title)) ?? null;

describe('the subscription page', () => {
  it('shows the current plan and every plan on offer, with prices and what each includes', async () => {
    const { user } = open('stripe');
    await screen.findByTestId('plan-professional');

    expect(within(screen.getByTestId('current-plan')).getByText('Free')).toBeVisible();
    expect(plan('free').getByText('Current plan')).toBeVisible();
    expect(plan('free').getByText('forever')).toBeVisible();
    expect(plan('professional').getByText('$29')).toBeVisible();
    expect(plan('professional').getByText('or $290 a year')).toBeVisible();
    expect(plan('professional').getByText('30 SMS texts a month (a text holds 160 characters, or 70 with macrons)')).toBeVisible();
    expect(plan('professional').getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
    expect(plan('business').getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(notice("Payments aren't set up yet")).toBeNull();
    expect(notice('Test mode')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(plan('professional').getByText('$290')).toBeVisible();
    expect(plan('professional').getByText('/ year')).toBeVisible();
  });

  it('says a test reminder waits in the outbox when no email provider is set up, and that it is on its way when one is', async () => {
    const { server, user } = open('stripe');
    server.on('POST /api/test-payment-reminder', { recipient: 'aroha@nz.example', delivery: 'waiting' });
    await user.click(await screen.findByRole('button', { name: 'Send test reminder' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Test email not sent');
    expect(toast).toHaveTextContent('no email provider is set up on this Korero, so it waits in the outbox');
    expect(toast).not.toHaveTextContent(/on its way/);

    server.on('POST /api/test-payment-reminder', { recipient: 'aroha@nz.example', delivery: 'sending' });
    await user.click(screen.getByRole('button', { name: 'Send test reminder' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('A test payment reminder is on its way to aroha@nz.example.'),
    );
  });

  it("says payments aren't set up, and sells nothing, when no payment provider is connected", async () => {
    open('none');
    await screen.findByTestId('plan-professional');

    expect(within(notice("Payments aren't set up yet")!).getByRole('link', { name: 'help@korero.test' })).toHaveAttribute(
      'href',
      'mailto:help@korero.test',
    );
    expect(plan('professional').getByRole('button', { name: 'Upgrade to Professional' })).toBeDisabled();
    expect(notice('Test mode')).toBeNull();
  });

  it('labels the test checkout, and upgrading opens it in the tab it held open', async () => {
    const { server, user } = open('test');
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    await screen.findByTestId('plan-professional');
    expect(notice('Test mode')).toHaveTextContent('No card is taken and nothing is charged.');
    await user.click(plan('professional').getByRole('button', { name: 'Upgrade to Professional' }));

    await waitFor(() => expect(tab.location.href).toBe(`${location.origin}/billing/test-checkout/cs_1`));
    expect(tab.opener).toBeNull();
    expect(server.requests('POST /api/create-subscription')[0]?.body).toEqual({
      tierId: 'professional',
      yearly: false,
      discountCodeId: null,
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Checkout opened in a new tab');
  });
});
