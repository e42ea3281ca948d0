import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { AskForReviewPage } from './AskForReviewPage.tsx';

const row = (customerName: string, extra: object = {}) => ({
  id: `i-${customerName}`,
  token: 't',
  reviewUrl: 'https://korero.example/review/t',
  customerName,
  customerEmail: null,
  customerPhone: '+64211234567',
  jobDescription: 'Blocked drain',
  jobLocation: 'Lower Hutt',
  teamMembers: ['Hemi Walker'],
  createdAt: '2026-11-27T01:00:00.000Z',
  openedAt: null,
  completedAt: null,
  cancelledAt: null,
  consent: null,
  reminder: { state: 'off', sent: 0, nextAt: null, reason: null },
  channels: [],
  ...extra,
});

const page = { page: 1, limit: 10, totalCount: 1, totalPages: 1 };

function open(recent: object = { data: [row('Mere Smith', { completedAt: '2026-11-27T02:00:00.000Z' })], pagination: page }) {
  const server = fakeServer({
    'GET /api/invites': recent,
    'POST /api/invites': reply(201, {
      data: {
        inviteToken: 'new',
        customerPhone: '+64211234567',
        customerEmail: null,
        facebookUserId: null,
        reviewUrl: '',
        deliveries: [{ channel: 'sms', delivery: 'sending', reason: null }],
      },
    }),
  });
  return { server, ...renderScreen(<AskForReviewPage />, { at: '/ask' }) };
}

const fill = async (user: ReturnType<typeof open>['user']) => {
  await user.type(screen.getByLabelText("Customer's name"), 'Tama Ngata');
  await user.type(screen.getByLabelText("Customer's mobile"), '021 123 4567');
  await user.type(screen.getByLabelText('Job'), 'Hot water cylinder');
  await user.type(screen.getByLabelText('Where'), 'Petone');
};

describe('Ask for a review (the technician’s phone page)', () => {
  it('lists the recent ones with how far each got', async () => {
    open();
    const item = await screen.findByTestId('recent-ask');
    expect(item).toHaveTextContent('Mere Smith');
    expect(item).toHaveTextContent('Blocked drain');
    expect(item).toHaveTextContent('Reviewed');
  });

  it("shows each message's delivery as the owner's screen does, and what it means when tapped", async () => {
    const failed = row('Hemi Rewi', {
      channels: [{ channel: 'sms', status: 'failed', delivery: 'failed', error: 'The number is not a mobile.', sentAt: null }],
    });
    const sending = row('Aroha Ngata', {
      channels: [{ channel: 'email', status: 'queued', delivery: 'sending', error: null, sentAt: null }],
    });
    const { user } = open({ data: [failed, sending], pagination: { ...page, totalCount: 2 } });
    const [hemi, aroha] = await screen.findAllByTestId('recent-ask');
    expect(hemi).toHaveTextContent('SMS: Failed');
    expect(aroha).toHaveTextContent('Email: Sending');
    expect(aroha).not.toHaveTextContent(/\bSent\b/);
    await user.click(within(hemi!).getByRole('button', { name: /SMS: Failed/ }));
    expect(within(hemi!).getByTestId('delivery-why')).toHaveTextContent(
      'The provider refused the text message. The number is not a mobile.',
    );
  });

  it('says so when nothing was sent yet', async () => {
    open({ data: [], pagination: { ...page, totalCount: 0, totalPages: 0 } });
    expect(await screen.findByText('Nothing yet: the ones you send appear here.')).toBeInTheDocument();
  });

  it("shows the server's word when the recent list is not open to this person", async () => {
    open(reply(403, { error: 'Technicians can send review invitations and record jobs; ask an owner or a manager.' }));
    expect(await screen.findByText(/Technicians can send review invitations/)).toBeInTheDocument();
  });

  it('sends by text message with the consent, then lists it', async () => {
    const { server, user } = open();
    await screen.findByTestId('recent-ask');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // What the owner's screen would say: it is on its way, not "Sent" before the provider has said so.
    expect(await screen.findByTestId('ask-sent')).toHaveTextContent('Tama Ngata: Korero is sending the text message.');
    expect(server.requests('POST /api/invites')[0]!.body).toEqual({
      customerName: 'Tama Ngata',
      customerPhone: '021 123 4567',
      sendSms: true,
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Petone',
      consent: true,
    });
    expect(screen.getByLabelText("Customer's name")).toHaveValue('');
    // The list is asked again, so the new one shows.
    await waitFor(() => expect(server.requests('GET /api/invites')).toHaveLength(2));
  });

  it('sends by email when chosen', async () => {
    const { server, user } = open();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByLabelText("Customer's name"), 'Tama Ngata');
    await user.type(screen.getByLabelText("Customer's email"), 'tama@home.example');
    await user.type(screen.getByLabelText('Job'), 'Heat pump');
    await user.type(screen.getByLabelText('Where'), 'Porirua');
    await user.click(screen.getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.requests('POST /api/invites')).toHaveLength(1));
    expect(server.requests('POST /api/invites')[0]!.body).toMatchObject({ customerEmail: 'tama@home.example', sendEmail: true });
  });

  it('names what is missing and sends nothing', async () => {
    const { server, user } = open();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Fill in the customer's name");
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick that the customer agreed to be contacted.');
    expect(server.requests('POST /api/invites')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const { server, user } = open();
    server.on('POST /api/invites', reply(400, { error: 'Enter a valid mobile number, e.g. 021 123 4567' }));
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    expect(within(screen.getByTestId('ask-for-review')).queryByTestId('ask-sent')).toBeNull();
  });
});
