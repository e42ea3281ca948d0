import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply, type FakeServer } from '@korero/web-kit/testing';
import type { InviteRow } from '../../../contract/api.ts';
import { noInvites, profile, signedIn } from '../fixtures.ts';
import InvitesPage from './InvitesPage.tsx';

const owner = (subscriptionTier: 'free' | 'professional') => signedIn({ subscriptionTier });
const created = {
  data: {
    inviteToken: 'tok-123',
    customerPhone: null,
    customerEmail: null,
    facebookUserId: null,
    reviewUrl: 'https://korero.test/review/tok-123',
    deliveries: [],
  },
};
const createdWith = (deliveries: unknown[]) => ({ data: { ...created.data, deliveries } });

/** One row of the owner's list, as GET /api/invites answers it. */
const inviteRow = (over: Partial<InviteRow>): InviteRow => ({
  id: 'i0',
  token: 'tok-0',
  reviewUrl: 'https://korero.test/review/tok-0',
  customerName: 'Customer',
  customerEmail: 'c@nz.example',
  customerPhone: null,
  jobDescription: 'Roof',
  jobLocation: 'Petone',
  teamMembers: [],
  createdAt: '2026-11-23T01:00:00Z',
  openedAt: null,
  completedAt: null,
  cancelledAt: null,
  consent: null,
  reminder: { state: 'scheduled', sent: 0, nextAt: '2026-11-26T01:00:00Z', reason: null },
  channels: [],
  ...over,
});

let server: FakeServer;
function open(tier: 'free' | 'professional', rows: unknown[] = [], at = '/invites', extra: Parameters<typeof fakeServer>[0] = {}) {
  server = fakeServer({
    ...extra,
    'GET /api/session': { data: owner(tier) },
    'GET /api/invites': { data: rows, pagination: { page: 1, limit: 10, totalCount: rows.length, totalPages: rows.length ? 1 : 0 } },
    'GET /api/invites/usage': {
      data: {
        month: 'November 2026',
        resetsAt: '2026-11-30T11:00:00.000Z',
        planName: tier === 'free' ? 'Free' : 'Professional',
        invitesThisMonth: 0,
        smsThisMonth: 0,
        invitesLimit: tier === 'free' ? 5 : null,
        smsLimit: tier === 'free' ? 0 : 30,
      },
    },
    'POST /api/invites': created,
  });
  return renderScreen(<InvitesPage />, { at, enabled: ['invites', 'subscription'] });
}

async function fillJob(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(field('Customer name'), 'Mere Parata');
  await user.type(field('Job description'), 'Hot water cylinder');
  await user.type(field('Job location'), 'Petone');
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Create Review Invitation' });

describe('the invitation form', () => {
  it('opens filled in from a completed job and sends its reference once', async () => {
    const at =
      '/invites?customerName=Hemi+Walker&customerPhone=021+555+0101&jobDescription=Heat+pump+service&jobLocation=Karori&teamMember=Mere&teamMember=Tama&reference=compliance-job%3Aj-1';
    const { user } = open('free', [], at);
    expect(await screen.findByText('Filled in from a completed job')).toBeVisible();
    expect(field('Customer name')).toHaveValue('Hemi Walker');
    expect(field('Job location')).toHaveValue('Karori');
    await user.click(submitButton());

    await screen.findByRole('textbox', { name: 'Review link' });
    expect(server.requests('POST /api/invites')[0]?.body).toMatchObject({
      customerName: 'Hemi Walker',
      customerPhone: '021 555 0101',
      jobDescription: 'Heat pump service',
      teamMembers: ['Mere', 'Tama'],
      reference: 'compliance-job:j-1',
    });
    // The next invitation is a new one, not for that job.
    expect(screen.queryByText('Filled in from a completed job')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invites$/));
    await fillJob(user);
    await user.click(submitButton());
    await waitFor(() => expect(server.requests('POST /api/invites')).toHaveLength(2));
    expect(server.requests('POST /api/invites')[1]?.body).not.toHaveProperty('reference');
  });

  it('names every missing required field, and sends nothing', async () => {
    const { user } = open('professional');
    await user.click(submitButton());

    expect(await screen.findByText('Customer name is required')).toBeVisible();
    expect(screen.getByText('Job description is required')).toBeVisible();
    expect(screen.getByText('Job location is required')).toBeVisible();
    expect(field('Customer name')).toHaveAccessibleDescription('Customer name is required');
    expect(server.requests('POST /api/invites')).toHaveLength(0);
  });

  it('on Free, keeps text and email switched off and says they need Professional', async () => {
    open('free');
    const sms = await screen.findByRole('switch', { name: 'Text message (SMS)' });
    await screen.findByText(/On Free you can create 5 invitations a month/);

    expect(sms).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeDisabled();
    expect(screen.getAllByText(/Needs Professional/)).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Upgrade' })[0]).toHaveAttribute('href', '/subscription');
  });

  it('on Free, still creates a link-only invitation and shows the link to share', async () => {
    const { user } = open('free');
    await screen.findByText(/On Free you can create 5 invitations a month/);
    await fillJob(user);
    await user.click(submitButton());

    expect(await screen.findByRole('textbox', { name: 'Review link' })).toHaveValue('https://korero.test/review/tok-123');
    const [sent] = server.requests('POST /api/invites');
    expect(sent?.body).toMatchObject({
      customerName: 'Mere Parata',
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Petone',
      sendSms: false,
      sendEmail: false,
      consent: false,
    });
    expect(field('Customer name')).toHaveValue('');
  });

  it('with email on, requires the customer’s email and their consent before sending', async () => {
    const { user } = open('professional');
    const email = await screen.findByRole('switch', { name: 'Email' });
    await screen.findByRole('switch', { name: 'Email', checked: false });
    await user.click(email);

    expect(email).toBeChecked();
    expect(screen.getByText('The email goes here.')).toBeVisible();
    await fillJob(user);
    await user.click(submitButton());
    expect(await screen.findByText('Confirm the customer agreed to be contacted')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'The customer agreed to be contacted about this job' }));
    await user.click(submitButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to create invitation');
    expect(toast).toHaveTextContent('Please ensure required fields are filled for selected contact methods');

    await user.type(field('Email'), 'mere@');
    await user.click(submitButton());
    expect(await screen.findByText('Valid email is required')).toBeVisible();
    expect(server.requests('POST /api/invites')).toHaveLength(0);

    server.on('POST /api/invites', createdWith([{ channel: 'email', delivery: 'sending', reason: null }]));
    await user.type(field('Email'), 'nz.example');
    await user.click(submitButton());
    const link = await screen.findByTestId('link-generated');
    expect(within(link).getByText('Korero is sending the email.')).toBeVisible();
    expect(server.requests('POST /api/invites')[0]?.body).toMatchObject({
      customerEmail: 'mere@nz.example',
      sendEmail: true,
      sendSms: false,
      consent: true,
    });
  });

  it('says a text waits in the outbox when this Korero has no SMS provider, and explains the status on a tap', async () => {
    const { user } = open('professional');
    server.on('POST /api/invites', createdWith([{ channel: 'sms', delivery: 'waiting', reason: null }]));
    const sms = await screen.findByRole('switch', { name: 'Text message (SMS)', checked: false });
    await user.click(sms);
    await fillJob(user);
    await user.type(field('Mobile number'), '021 555 0102');
    await user.click(screen.getByRole('checkbox', { name: 'The customer agreed to be contacted about this job' }));
    await user.click(submitButton());

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The text message has not been sent: no SMS provider is set up on this Korero');
    expect(toast).not.toHaveTextContent(/is sending/);
    const link = screen.getByTestId('link-generated');
    expect(within(link).queryByText(/Korero is sending/)).not.toBeInTheDocument();
    const badge = within(link).getByRole('button', { name: /SMS: Waiting: no provider/ });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(within(link).getByTestId('delivery-why')).toHaveTextContent('waits in the outbox and has not been sent');
  });

  it('lists each invitation’s messages with a status that explains itself on a tap, not a hover', async () => {
    const row = inviteRow({
      id: 'i1',
      token: 'tok-1',
      reviewUrl: 'https://korero.test/review/tok-1',
      customerName: 'Wiremu',
      customerEmail: 'w@nz.example',
      customerPhone: '+64215550102',
      channels: [
        { channel: 'sms', status: 'held', delivery: 'waiting', error: null, sentAt: null },
        { channel: 'email', status: 'failed', delivery: 'failed', error: 'Mailbox unavailable', sentAt: null },
      ],
    });
    const { user } = open('professional', [row]);
    const list = await screen.findByRole('list', { name: 'Recent invitations' });
    const failed = await within(list).findByRole('button', { name: /Email: Failed/ });
    expect(within(list).getByRole('button', { name: /SMS: Waiting: no provider/ })).toBeVisible();
    await user.click(failed);
    expect(within(list).getByTestId('delivery-why')).toHaveTextContent('The provider refused the email. Mailbox unavailable');
    await user.click(failed);
    expect(within(list).queryByTestId('delivery-why')).not.toBeInTheDocument();
    expect(within(list).getByText(/Reminder 26 Nov 2026/)).toBeVisible();
  });

  it('cancels an unanswered invitation after asking, and shows it cancelled', async () => {
    const base = inviteRow({ id: 'i2', token: 'tok-2', reviewUrl: 'https://korero.test/review/tok-2', customerName: 'Mere' });
    let cancelled = false;
    const { user } = open('professional', [base]);
    server.on('GET /api/invites', () => ({
      data: [
        cancelled
          ? { ...base, cancelledAt: '2026-11-24T01:00:00Z', reminder: { ...base.reminder, state: 'cancelled', nextAt: null } }
          : base,
      ],
      pagination: { page: 1, limit: 10, totalCount: 1, totalPages: 1 },
    }));
    server.on('POST /api/invites/:id/cancel', ({ params }) => {
      cancelled = params.id === 'i2';
      return { success: true };
    });
    const list = await screen.findByRole('list', { name: 'Recent invitations' });
    await user.click(await within(list).findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    expect(await within(list).findByText('Cancelled')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(list).queryByRole('button', { name: /Copy link/ })).toBeNull();
  });

  it('shows the business as loading, not "Add your business name", until the profile arrives', async () => {
    let arrive = (_: unknown) => {};
    const answer = new Promise((resolve) => (arrive = resolve));
    server = fakeServer({
      'GET /api/session': { data: owner('professional') },
      'GET /api/profile': () => answer,
      'GET /api/invites': noInvites,
    });
    renderScreen(<InvitesPage />, { at: '/invites', enabled: ['invites', 'subscription'] });
    expect(await screen.findByRole('status', { name: 'Loading your business' })).toBeVisible();
    expect(screen.queryByText(/Add your business name/)).not.toBeInTheDocument();
    arrive({ data: profile({ businessName: 'Mere Plumbing' }) });
    expect(await screen.findByText('Mere Plumbing')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your business' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors beside the fields', async () => {
    const { user } = open('professional');
    server.on(
      'POST /api/invites',
      reply(400, { error: 'Check the highlighted fields.', fields: { jobLocation: 'Job location is too long' } }),
    );
    await screen.findByRole('switch', { name: 'Email', checked: false });
    await fillJob(user);
    await user.click(submitButton());

    expect(await screen.findByText('Job location is too long')).toBeVisible();
    expect(screen.getByTestId('toast')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.queryByTestId('link-generated')).not.toBeInTheDocument();

    // Fixing the field takes its old error away, and the error toast with it.
    await user.clear(field('Job location'));
    await user.type(field('Job location'), 'Petone');
    expect(screen.queryByText('Job location is too long')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
  });

  it('clears a server error on a field with no rules of its own once the owner edits it', async () => {
    const { user } = open('professional');
    server.on(
      'POST /api/invites',
      reply(403, { error: 'This number has opted out.', fields: { customerPhone: 'This number has opted out of text messages' } }),
    );
    await user.click(await screen.findByRole('switch', { name: 'Text message (SMS)', checked: false }));
    await fillJob(user);
    await user.type(field('Mobile number'), '021 555 0199');
    await user.click(screen.getByRole('checkbox', { name: 'The customer agreed to be contacted about this job' }));
    await user.click(submitButton());
    expect(await screen.findByText('This number has opted out of text messages')).toBeVisible();

    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '021 555 0142');
    expect(screen.queryByText('This number has opted out of text messages')).not.toBeInTheDocument();
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  const connected = { data: profile({ businessName: 'Rangi Plumbing', messengerEnabled: true }) };

  it('with Messenger connected, finds the customer among those who messaged the Page and sends to them', async () => {
    const { user } = open('professional', [], '/invites', { 'GET /api/profile': connected });
    server.on('GET /api/facebook/users', ({ query }) => ({
      data:
        (query.get('q') ?? '').length >= 2
          ? [
              { id: '9001', name: 'Aroha Ngata', profile_pic: null, lastMessageAt: '2026-11-24T00:00:00Z', canMessage: true, reason: null },
              {
                id: '9002',
                name: 'Arohanui Smith',
                profile_pic: null,
                lastMessageAt: '2026-11-22T00:00:00Z',
                canMessage: false,
                reason: 'Their last message to your Page was over 24 hours ago.',
              },
            ]
          : [],
    }));
    // The toggle turns on once the profile says the Page is connected.
    await screen.findByText('To a customer who messaged your Page');
    await user.click(screen.getByRole('switch', { name: 'Facebook Messenger' }));
    await user.type(await screen.findByRole('textbox', { name: /Messenger customer/ }), 'aro');
    const found = await screen.findByRole('list', { name: 'People who messaged your Page' });
    expect(within(found).getByRole('button', { name: 'Choose Arohanui Smith' })).toBeDisabled();
    expect(within(found).getByText('Their last message to your Page was over 24 hours ago.')).toBeVisible();
    await user.click(within(found).getByRole('button', { name: 'Choose Aroha Ngata' }));
    expect(field('Customer name')).toHaveValue('Aroha Ngata');
    await user.type(field('Job description'), 'Hot water cylinder');
    await user.type(field('Job location'), 'Petone');
    await user.click(screen.getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(submitButton());
    await waitFor(() => expect(server.requests('POST /api/invites')).toHaveLength(1));
    expect(server.requests('POST /api/invites')[0]?.body).toMatchObject({
      sendMessenger: true,
      messageChannel: 'messenger',
      facebookUserId: '9001',
      customerName: 'Aroha Ngata',
    });
  });

  it('with Messenger on and nobody chosen, asks who to message and sends nothing', async () => {
    const { user } = open('professional', [], '/invites', { 'GET /api/profile': connected });
    // The toggle turns on once the profile says the Page is connected.
    await screen.findByText('To a customer who messaged your Page');
    await user.click(screen.getByRole('switch', { name: 'Facebook Messenger' }));
    await fillJob(user);
    await user.click(screen.getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Choose who to message')).toBeVisible();
    expect(server.requests('POST /api/invites')).toHaveLength(0);
  });

  it('takes a tap on Messenger made before the Page is known to be connected, instead of refusing it', async () => {
    // Under load the profile answers late: a person who taps first is not told "not connected" by mistake.
    let answer: (value: unknown) => void = () => {};
    const late = new Promise((resolve) => {
      answer = resolve;
    });
    const { user } = open('professional', [], '/invites', { 'GET /api/profile': () => late });
    const toggle = await screen.findByRole('switch', { name: 'Facebook Messenger' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.queryByText('Facebook Not Connected')).toBeNull();
    answer(connected);
    expect(await screen.findByRole('textbox', { name: /Messenger customer/ })).toBeVisible();
  });

  it("says 'Facebook Not Connected' when Messenger is chosen without a connected Page, and leaves it off", async () => {
    const { user } = open('professional', [], '/invites', {
      'GET /api/profile': { data: { ...connected.data, messengerEnabled: false } },
    });
    await screen.findByText('Connect your Facebook Page in Settings first');
    const toggle = screen.getByRole('switch', { name: 'Facebook Messenger' });
    await user.click(toggle);
    expect(await screen.findByText('Facebook Not Connected')).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Messenger customer/ })).toBeNull();
  });
});
