import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, signedIn } from '@korero/web-kit/testing';
import PlanWidget from './PlanWidget.tsx';

const onProfessional = {
  tier: 'professional',
  subscribedTier: 'professional',
  hasSubscription: true,
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-24T00:00:00.000Z',
  interval: 'month',
  selfServe: true,
};

function open(role: 'owner' | 'manager') {
  fakeServer({
    'GET /api/session': { data: signedIn({ role, subscriptionTier: 'professional' }) },
    'GET /api/plans': { data: [], entitlements: [], supportEmail: 'help@korero.test', paymentProvider: 'test' },
    'GET /api/check-subscription': onProfessional,
  });
  return renderScreen(<PlanWidget />, { at: '/' });
}

describe("the dashboard's plan card", () => {
  it('offers the owner Manage plan', async () => {
    open('owner');
    expect(await screen.findByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/subscription');
  });

  it('offers a manager no Manage plan: the plan is the owner’s to change, and says so', async () => {
    open('manager');
    expect(await screen.findByText('An owner of this business can change the plan.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Manage plan' })).toBeNull();
  });
});
