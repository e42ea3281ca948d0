import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import type { Usage } from '../../../contract/api.ts';
import { noInvites, signedIn } from '../fixtures.ts';
import InvitesPage from '../pages/InvitesPage.tsx';

const FREE: Usage = {
  month: 'November 2026',
  resetsAt: '2026-11-30T11:00:00.000Z', // midnight on 1 December in New Zealand
  planName: 'Free',
  invitesThisMonth: 0,
  smsThisMonth: 0,
  invitesLimit: 5,
  smsLimit: 0,
};

function open(usage: Partial<Usage>, tier: 'free' | 'professional' = 'free') {
  fakeServer({
    'GET /api/session': { data: signedIn({ subscriptionTier: tier }) },
    'GET /api/invites': noInvites,
    'GET /api/invites/usage': { data: { ...FREE, ...usage } },
  });
  return renderScreen(<InvitesPage />, { at: '/invites', enabled: ['invites', 'subscription'] });
}

const card = async () => screen.findByTestId('invites-usage');
const form = () => screen.queryByRole('form', { name: 'New invitation' });

describe("the month's use on /invites", () => {
  it('under the limit: the count against the plan, the form open, no warning', async () => {
    open({ invitesThisMonth: 3 });
    const usage = await card();
    expect(usage).toHaveAttribute('data-state', 'under');
    expect(within(usage).getByText('November 2026 on Free')).toBeVisible();
    expect(within(usage).getByText('3 of 5')).toBeVisible();
    expect(within(usage).getByText('Counts start again on 1 December 2026')).toBeVisible();
    // Texts are not in Free: no meter for them.
    expect(within(usage).queryByText('Texts (SMS)')).toBeNull();
    expect(within(usage).queryByText(/left this month/)).toBeNull();
    expect(form()).toBeVisible();
  });

  it('at the last one: "1 invitation left this month" and the way to upgrade, the form still open', async () => {
    open({ invitesThisMonth: 4 });
    const usage = await card();
    expect(usage).toHaveAttribute('data-state', 'last');
    expect(within(usage).getByText('4 of 5')).toBeVisible();
    expect(within(usage).getByText(/1 invitation left this month/)).toBeVisible();
    expect(within(usage).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/subscription');
    expect(form()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Review Invitation' })).toBeVisible();
  });

  it('at the limit: says so before anything is typed, with no form to fill and the way to upgrade', async () => {
    open({ invitesThisMonth: 5 });
    const usage = await card();
    expect(usage).toHaveAttribute('data-state', 'reached');
    expect(within(usage).getByRole('alert')).toHaveTextContent("You've used all 5 invitations for November 2026");
    expect(within(usage).getByText(/can't be made until 1 December 2026/)).toBeVisible();
    expect(within(usage).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/subscription');
    expect(form()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Review Invitation' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Customer name' })).toBeNull();
  });

  it('on Professional: texts counted, a warning at the last one and at the limit, invitations by link still open', async () => {
    const { unmount } = open(
      { planName: 'Professional', invitesLimit: null, smsLimit: 30, invitesThisMonth: 40, smsThisMonth: 29 },
      'professional',
    );
    let usage = await card();
    expect(within(usage).getByText('29 of 30')).toBeVisible();
    expect(within(usage).getByText(/1 text left this month/)).toBeVisible();
    expect(within(usage).queryByText('Invitations')).toBeNull();
    unmount();
    open({ planName: 'Professional', invitesLimit: null, smsLimit: 30, invitesThisMonth: 41, smsThisMonth: 30 }, 'professional');
    usage = await card();
    expect(usage).toHaveAttribute('data-state', 'sms-reached');
    expect(within(usage).getByText(/sent all 30 texts in Professional for November 2026: send by email, link or QR code/)).toBeVisible();
    expect(form()).toBeVisible();
  });

  it('says nothing when the plan has no limit to count', async () => {
    open({ planName: 'Enterprise', invitesLimit: null, smsLimit: null, invitesThisMonth: 80 }, 'professional');
    await screen.findByRole('form', { name: 'New invitation' });
    expect(screen.queryByTestId('invites-usage')).toBeNull();
  });
});
