import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { AcceptStaffPage } from './AcceptStaffPage.tsx';

const joined = (role: 'manager' | 'technician') => ({
  id: 'u2',
  username: 'hemi',
  email: 'hemi@plumbing.example',
  isAdmin: false,
  subscriptionTier: 'free',
  businessId: 'b1',
  role,
  teamMemberId: null,
  businessCount: 2,
});

const PREVIEW = { data: { businessName: 'Tane Plumbing', role: 'technician', inviter: 'aroha', expiresAt: '2026-12-04T00:00:00.000Z' } };

function open(at: string, session: object | null, accept: object = reply(201, joined('technician')), preview: object = PREVIEW) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const server = fakeServer({
    'GET /api/session': { data: session },
    'POST /api/staff/invitations/preview': preview,
    'POST /api/staff/accept': accept,
  });
  // A module gives technicians their page (its manifest's nav): where a technician lands after joining.
  const enabled = [
    { name: 'invites', title: 'Invitations', nav: [{ to: '/ask', label: 'Ask for a review', roles: ['technician' as const] }] },
  ];
  return { assign, server, ...renderScreen(<AcceptStaffPage />, { at, route: '/staff/accept', enabled }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff invitation page', () => {
  it('says the link is incomplete without a token', async () => {
    open('/staff/accept', null);
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  });

  it('signed out: makes an account with a username and password, then lands a technician on their page', async () => {
    const { assign, server, user } = open('/staff/accept?token=tok123', null);
    expect(await screen.findByRole('heading', { name: 'Join Tane Plumbing on Korero' })).toBeVisible();
    // The business, the role and who invited, read from the link before accepting.
    expect(screen.getByTestId('invitation-summary')).toHaveTextContent('aroha invited you to join Tane Plumbing as a technician.');
    expect(screen.getByTestId('invitation-summary')).toHaveTextContent('This link works once, until');
    expect(server.requests('POST /api/staff/invitations/preview')[0]!.body).toEqual({ token: 'tok123' });
    await user.type(screen.getByLabelText(/Username/), 'hemi');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create my account and join' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/ask'));
    expect(server.requests('POST /api/staff/accept')[0]!.body).toEqual({
      token: 'tok123',
      username: 'hemi',
      password: 'correct horse battery',
    });
  });

  it('takes the name others will read, when given', async () => {
    const { server, user } = open('/staff/accept?token=tok123', null);
    await user.type(await screen.findByLabelText(/Your name/), 'Hemi Walker');
    await user.type(screen.getByLabelText(/Username/), 'hemi');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create my account and join' }));
    await waitFor(() => expect(server.requests('POST /api/staff/accept')).toHaveLength(1));
    expect(server.requests('POST /api/staff/accept')[0]!.body).toMatchObject({ displayName: 'Hemi Walker' });
  });

  it('an address that already has an account: says to check the inbox, and signs nobody in', async () => {
    const message = "Check your email: we've sent the next step to the invited address.";
    const { assign, user } = open('/staff/accept?token=tok123', null, reply(202, { message }));
    await user.type(await screen.findByLabelText(/Username/), 'hemi');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create my account and join' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for what is missing before sending anything', async () => {
    const { server, user } = open('/staff/accept?token=tok123', null);
    await user.click(await screen.findByRole('button', { name: 'Create my account and join' }));
    expect(screen.getByText('Choose a username')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(server.requests('POST /api/staff/accept')).toHaveLength(0);
  });

  it('says at once when the link is unknown, used or expired, with what to do, and offers no form', async () => {
    const message = 'This invitation has already been used. Ask the owner for a new one if you need it.';
    open('/staff/accept?token=used', null, reply(201, joined('technician')), reply(404, { error: message }));
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create my account and join' })).toBeNull();
  });

  it("shows the server's answer for a link that ends while the page is open", async () => {
    const message = 'This invitation has expired. Ask the owner who invited you for a new one.';
    const { assign, user } = open('/staff/accept?token=old', null, reply(409, { error: message }));
    await user.type(await screen.findByLabelText(/Username/), 'hemi');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create my account and join' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('signed in: joins with the current account and lands a manager on the dashboard', async () => {
    const { assign, server, user } = open('/staff/accept?token=tok123', { ...joined('manager'), role: 'owner' }, joined('manager'));
    expect(await screen.findByTestId('join-as')).toHaveTextContent('You are signed in as hemi');
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(server.requests('POST /api/staff/accept')[0]!.body).toEqual({ token: 'tok123' });
  });
});
