import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer as serve, renderScreen, reply } from '@korero/web-kit/testing';
import { detail, profile, signedIn } from '../fixtures.ts';
import FollowUpPage from './FollowUpPage.tsx';

const at = { at: '/follow-ups/f1', route: '/follow-ups/:id' };

/** The fake server: an owner signed in, no one to assign to unless a test says otherwise (listed last: it wins over /:id). */
const fakeServer = (routes: NonNullable<Parameters<typeof serve>[0]>) =>
  serve({
    ...routes,
    'GET /api/session': routes['GET /api/session'] ?? { data: signedIn() },
    'GET /api/follow-ups/assignees': routes['GET /api/follow-ups/assignees'] ?? { data: [] },
  });

describe("a follow-up's page", () => {
  it("shows the customer's private feedback first, their stars, and the business's replies with delivery and failure reason", async () => {
    fakeServer({
      'GET /api/follow-ups/:id': {
        data: detail({
          messages: [
            ...detail().messages,
            {
              id: 'm2',
              from: 'business',
              body: 'Sorry, can we come Thursday?',
              channel: 'email',
              status: 'failed',
              reason: 'The mailbox does not exist.',
              createdAt: '2026-11-18T01:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderScreen(<FollowUpPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aroha Ngata' })).toBeVisible();
    expect(screen.getByText('1 of 5 stars')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('Aroha · Private feedback');
    expect(messages[0]).toHaveTextContent('The second visit was two hours late.');
    expect(messages[1]).toHaveTextContent('You, by email');
    expect(within(messages[1]!).getByRole('button', { name: /Email: Failed/ })).toBeVisible();
    expect(messages[1]).toHaveTextContent('The mailbox does not exist.');
    expect(await screen.findByRole('link', { name: 'See their answer on Reviews' })).toHaveAttribute('href', '/reviews?q=Aroha+Ngata');
  });

  it("disables a channel the customer did not give, with the server's reason, and counts an email's characters", async () => {
    fakeServer({ 'GET /api/follow-ups/:id': { data: detail() } });
    const { user } = renderScreen(<FollowUpPage />, at);
    const sms = await screen.findByRole('radio', { name: /SMS/ });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('Unavailable: Aroha Ngata did not give a mobile number.');
    expect(screen.getByRole('radio', { name: /Email to aroha@customer.example/ })).toBeChecked();
    await user.type(screen.getByLabelText('Your message'), 'Kia ora');
    expect(screen.getByTestId('reply-counter')).toHaveTextContent('7 of 5,000 characters');
  });

  it("counts the owner's words against 320 characters and the text's parts with the business name and link", async () => {
    fakeServer({
      'GET /api/profile': { data: profile() },
      'GET /api/follow-ups/:id': {
        data: detail({
          contact: { email: null, phone: '+64 21 000 0000' },
          channels: {
            email: { available: false, reason: 'Aroha Ngata did not give an email address.' },
            sms: { available: true, reason: null },
          },
        }),
      },
    });
    const { user } = renderScreen(<FollowUpPage />, at);
    expect(await screen.findByRole('radio', { name: /SMS to 021 000 0000/ })).toBeChecked();
    const box = screen.getByLabelText('Your message');
    await user.type(box, 'Sorry we were late.');
    expect(screen.getByTestId('reply-counter')).toHaveTextContent(
      "19 of 320 characters · 1 text with your business name and the link, counted against your plan's SMS",
    );
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(321));
    expect(screen.getByTestId('reply-counter')).toHaveTextContent('321 of 320 characters · 3 texts');
    expect(screen.getByTestId('reply-counter')).toHaveTextContent('too long for a text');
    expect(screen.getByRole('button', { name: 'Send text' })).toBeDisabled();
  });

  it("counts a te reo customer's text with Korero's greeting in te reo (issue 48)", async () => {
    const smsDetail = (smsGreeting: string) =>
      detail({
        contact: { email: null, phone: '+64 21 000 0000' },
        channels: { email: { available: false, reason: 'No email.' }, sms: { available: true, reason: null } },
        smsGreeting,
      });
    // Words that leave "Mend It Plumbing: …\n<link>" two characters short of one text's 160.
    const words = 'x'.repeat(160 - 2 - 'Mend It Plumbing: '.length - 1 - `${location.origin}/f/`.length - 16);
    for (const [greeting, texts] of [
      ['', '1 text'],
      ['Kia ora! ', '2 texts'],
    ] as const) {
      fakeServer({ 'GET /api/profile': { data: profile() }, 'GET /api/follow-ups/:id': { data: smsDetail(greeting) } });
      const { user, unmount } = renderScreen(<FollowUpPage />, at);
      const box = await screen.findByLabelText('Your message');
      await user.click(box);
      await user.paste(words);
      expect(screen.getByTestId('reply-counter')).toHaveTextContent(`${words.length} of 320 characters · ${texts}`);
      unmount();
    }
  });

  it("shows the server's honesty refusal inline and keeps the words; a sent reply clears the box", async () => {
    const server = fakeServer({
      'GET /api/follow-ups/:id': { data: detail() },
      'POST /api/follow-ups/:id/messages': ({ body }) =>
        (body as { body: string }).body.includes('review')
          ? reply(400, { error: 'A follow-up cannot mention reviews, ratings or Google.' })
          : reply(201, {
              data: {
                id: 'm2',
                from: 'business',
                body: 'x',
                channel: 'email',
                status: 'sending',
                reason: null,
                createdAt: new Date().toISOString(),
              },
            }),
    });
    const { user } = renderScreen(<FollowUpPage />, at);
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'Could you change your review?');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A follow-up cannot mention reviews, ratings or Google.');
    expect(box).toHaveValue('Could you change your review?');
    await user.clear(box);
    await user.type(box, 'Sorry, we will come back Thursday.');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Reply saved')).toBeVisible();
    expect(box).toHaveValue('');
    expect(server.requests('POST /api/follow-ups/:id/messages').at(-1)!.body).toEqual({
      channel: 'email',
      body: 'Sorry, we will come back Thursday.',
    });
  });

  it('adds a private note and says only the team sees notes', async () => {
    const server = fakeServer({
      'GET /api/follow-ups/:id': { data: detail() },
      'GET /api/follow-ups/assignees': { data: [] },
      'POST /api/follow-ups/:id/notes': ({ body }) =>
        reply(201, { data: { id: 'n1', body: (body as { body: string }).body, author: 'mendit', createdAt: '2026-11-18T02:00:00.000Z' } }),
    });
    const { user } = renderScreen(<FollowUpPage />, at);
    expect(await screen.findByText('Only your team sees notes. The customer never does.')).toBeVisible();
    await user.type(screen.getByLabelText('New note'), 'Ring her before Thursday.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('0 of 2,000 characters');
    expect(server.requests('POST /api/follow-ups/:id/notes')[0]!.body).toEqual({ body: 'Ring her before Thursday.' });
  });

  it('offers team members and people who sign in, assigns to a person, resolves with an outcome, and reopens', async () => {
    const sam = { id: 'acc-sam', name: 'sam', kind: 'person', signsIn: true } as const;
    const server = fakeServer({
      'GET /api/follow-ups/:id': { data: detail() },
      'GET /api/follow-ups/assignees': {
        data: [
          { id: 'tm1', name: 'Wiremu Tane', kind: 'member', signsIn: false },
          { id: 'tm2', name: 'Aroha Kingi', kind: 'member', signsIn: true },
          sam,
        ],
      },
      'PATCH /api/follow-ups/:id': { data: detail({ assignee: sam }) },
    });
    const { user } = renderScreen(<FollowUpPage />, { ...at, enabled: ['teams'] });
    const assignee = await screen.findByLabelText('Assigned to');
    await screen.findByRole('option', { name: 'Wiremu Tane' });
    expect(
      within(screen.getByRole('group', { name: 'Team members' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wiremu Tane', 'Aroha Kingi (signs in)']);
    expect(within(screen.getByRole('group', { name: 'People who sign in' })).getByRole('option', { name: 'sam' })).toBeInTheDocument();
    await user.selectOptions(assignee, 'acc-sam');
    expect(server.requests('PATCH /api/follow-ups/:id')[0]!.body).toEqual({ assigneeId: 'acc-sam' });
    expect(await screen.findByText('Assigned to sam')).toBeVisible();
    expect(screen.getByText('sam is emailed a link to it.')).toBeVisible();
    const resolve = screen.getByRole('button', { name: 'Resolve' });
    expect(resolve).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Refunded' }));
    server.on('GET /api/follow-ups/:id', {
      data: detail({ status: 'resolved', outcome: 'refunded', resolvedAt: '2026-11-19T00:00:00.000Z' }),
    });
    await user.click(resolve);
    expect(server.requests('PATCH /api/follow-ups/:id')[1]!.body).toEqual({ outcome: 'refunded' });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(server.requests('PATCH /api/follow-ups/:id')[2]!.body).toEqual({ status: 'open' });
  });

  it('says when it is assigned to you, and shows a technician no picker and no link to Reviews', async () => {
    const sam = { id: 'acc-sam', name: 'sam', kind: 'person', signsIn: true } as const;
    const server = fakeServer({
      'GET /api/session': { data: signedIn({ id: 'acc-sam', username: 'sam', role: 'technician' }) },
      'GET /api/follow-ups/:id': { data: detail({ assignee: sam, assignedToYou: true }) },
    });
    renderScreen(<FollowUpPage />, at);
    expect(await screen.findByText('Assigned to you')).toBeVisible();
    await screen.findByText('You');
    expect(screen.queryByLabelText('Assigned to')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See their answer on Reviews' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    expect(server.requests('GET /api/follow-ups/assignees')).toHaveLength(0);
  });

  it('says so when the follow-up does not exist', async () => {
    fakeServer({});
    renderScreen(<FollowUpPage />, at);
    expect(await screen.findByText('This follow-up does not exist')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All follow-ups' })).toHaveAttribute('href', '/follow-ups');
  });
});
