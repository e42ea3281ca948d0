import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import type { CustomerConversation } from '../../../contract/api.ts';
import CustomerFollowUpPage, { CustomerFollowUp } from './CustomerFollowUpPage.tsx';

const TOKEN = 'a'.repeat(43);
const at = { at: `/follow-up/${TOKEN}`, route: '/follow-up/:token' };
const conversation = (over: Partial<CustomerConversation> = {}): { data: CustomerConversation } => ({
  data: {
    businessName: 'Mend It Plumbing',
    logoUrl: null,
    customerName: 'Mere Parata',
    stopped: false,
    resolved: false,
    language: 'en',
    messages: [
      { from: 'customer', body: 'The second visit was two hours late.', channel: 'feedback', createdAt: '2026-11-17T21:00:00.000Z' },
      { from: 'business', body: 'Sorry Mere, can we come back Thursday?', channel: 'email', createdAt: '2026-11-18T01:00:00.000Z' },
    ],
    ...over,
  },
});

describe("the customer's follow-up page", () => {
  it('shows the business and the conversation, sends an answer, and never mentions reviews, ratings or Google', async () => {
    const server = fakeServer({
      'GET /api/follow-up/:token': conversation(),
      'POST /api/follow-up/:token/messages': reply(201, {
        data: {
          ...conversation().data,
          messages: [
            ...conversation().data.messages,
            { from: 'customer', body: 'Thursday works.', channel: 'page', createdAt: '2026-11-18T02:00:00.000Z' },
          ],
        },
      }),
    });
    const { user, container } = renderScreen(<CustomerFollowUpPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mend It Plumbing' })).toBeVisible();
    expect(screen.getByText('Kia ora Mere, here is your conversation with Mend It Plumbing.')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Mend It Plumbing');
    await user.type(screen.getByLabelText('Your answer to Mend It Plumbing'), 'Thursday works.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent. Mend It Plumbing will see your message.')).toBeVisible();
    expect(server.requests('POST /api/follow-up/:token/messages')[0]!.body).toEqual({ body: 'Thursday works.' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Your answer to Mend It Plumbing')).toHaveValue('');
    expect(container.textContent).not.toMatch(/review|rating|star|google/i);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('stops the messages after a confirmation, then says so and offers to write again', async () => {
    const server = fakeServer({
      'GET /api/follow-up/:token': conversation(),
      'POST /api/follow-up/:token/stop': conversation({ stopped: true }),
    });
    const { user } = renderScreen(<CustomerFollowUpPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Stop these messages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop these messages?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop messages' }));
    expect(await screen.findByText('You stopped these messages')).toBeVisible();
    expect(server.requests('POST /api/follow-up/:token/stop')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stop these messages' })).toBeNull();
    expect(screen.queryByLabelText('Your answer to Mend It Plumbing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Write to Mend It Plumbing again' }));
    expect(screen.getByLabelText('Your answer to Mend It Plumbing')).toBeVisible();
  });

  it('says when the business has marked it sorted, and still lets the customer write', async () => {
    fakeServer({ 'GET /api/follow-up/:token': conversation({ resolved: true }) });
    renderScreen(<CustomerFollowUpPage />, at);
    expect(await screen.findByText('Mend It Plumbing has marked this as sorted')).toBeVisible();
    expect(screen.getByLabelText('Your answer to Mend It Plumbing')).toBeVisible();
  });

  it('draws the conversation the lean page inlined at once, asking the API nothing', async () => {
    const server = fakeServer({});
    render(<CustomerFollowUp token={TOKEN} initial={conversation().data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mend It Plumbing' })).toBeVisible();
    expect(screen.getByText('Sorry Mere, can we come back Thursday?')).toBeVisible();
    expect(server.requests('GET /api/follow-up/:token')).toHaveLength(0);
  });

  it('explains a link that opens nothing, kindly', async () => {
    fakeServer({ 'GET /api/follow-up/:token': reply(404, { error: 'Not found' }) });
    renderScreen(<CustomerFollowUpPage />, at);
    expect(await screen.findByRole('heading', { name: "This link doesn't open a conversation" })).toBeVisible();
  });
});
