import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import WebhooksPanel from './WebhooksPanel.tsx';

const events = [
  { type: 'review.submitted', description: 'A customer finished a review' },
  { type: 'feedback.received', description: 'A customer sent private feedback' },
  { type: 'invitation.completed', description: 'A customer answered one of your invitations' },
  { type: 'job.recorded', description: 'A completed job was recorded' },
];
const endpoint = (over: Record<string, unknown> = {}) => ({
  id: 'e1',
  url: 'https://crm.nz.example/korero',
  description: 'Our CRM',
  events: ['feedback.received', 'review.submitted'],
  createdAt: '2026-11-20T01:00:00.000Z',
  lastDelivery: null,
  ...over,
});
const delivery = (over: Record<string, unknown>) => ({
  id: 'msg_1',
  type: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  responseCode: 200,
  error: null,
  createdAt: '2026-11-21T01:00:00.000Z',
  lastAttemptAt: '2026-11-21T01:00:01.000Z',
  nextAttemptAt: null,
  ...over,
});

describe('the webhooks panel', () => {
  it('adds an endpoint with the events ticked, shows its secret once, and refuses an address that is not https:// before sending', async () => {
    let list: unknown[] = [];
    const server = fakeServer({
      'GET /api/integrations/webhooks': () => ({ data: list, events }),
      'POST /api/integrations/webhooks': ({ body }) => {
        list = [endpoint(body as Record<string, unknown>)];
        return reply(201, { data: { ...endpoint(body as Record<string, unknown>), secret: 'whsec_SECRETSECRET' } });
      },
    });
    const { user } = renderScreen(<WebhooksPanel />);
    expect(await screen.findByText('No endpoints yet.')).toBeVisible();
    await user.type(screen.getByLabelText('Endpoint address'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter a full address, starting with https://')).toBeVisible();
    expect(server.requests('POST /api/integrations/webhooks')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Endpoint address'));
    await user.type(screen.getByLabelText('Endpoint address'), 'https://crm.nz.example/korero');
    await user.type(screen.getByLabelText('Description (optional)'), 'Our CRM');
    // Every event starts ticked; untick two.
    await user.click(screen.getByRole('checkbox', { name: 'invitation.completed' }));
    await user.click(screen.getByRole('checkbox', { name: 'job.recorded' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_SECRETSECRET');
    expect(server.requests('POST /api/integrations/webhooks')[0]?.body).toEqual({
      url: 'https://crm.nz.example/korero',
      description: 'Our CRM',
      events: ['review.submitted', 'feedback.received'],
    });
    const row = await screen.findByTestId('webhook-endpoint');
    expect(row).toHaveTextContent('Our CRM');
    expect(row).toHaveTextContent('nothing sent yet');
  });

  it('sends a test event and shows the delivery log: delivered, retrying with the next try, failed with the reason', async () => {
    const log = [
      delivery({
        id: 'msg_3',
        type: 'review.submitted',
        status: 'retrying',
        attempts: 2,
        responseCode: 500,
        error: 'The endpoint answered 500.',
        nextAttemptAt: '2026-11-21T01:06:00.000Z',
      }),
      delivery({
        id: 'msg_2',
        type: 'job.recorded',
        status: 'failed',
        attempts: 1,
        responseCode: null,
        error: 'Refused: crm.nz.example resolves to 10.0.0.5.',
      }),
    ];
    const server = fakeServer({
      'GET /api/integrations/webhooks': () => ({
        data: [endpoint({ lastDelivery: { status: 'retrying', at: '2026-11-21T01:01:00.000Z', responseCode: 500 } })],
        events,
      }),
      'POST /api/integrations/webhooks/:id/test': () => {
        log.unshift(delivery({ status: 'delivered' }));
        return reply(202, { data: delivery({ status: 'pending', attempts: 0, responseCode: null }) });
      },
      'GET /api/integrations/webhooks/:id/deliveries': () => ({ data: log }),
    });
    const { user } = renderScreen(<WebhooksPanel />);
    const row = await screen.findByTestId('webhook-endpoint');
    expect(row).toHaveTextContent('Last delivery: retrying (HTTP 500)');
    await user.click(within(row).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(server.requests('POST /api/integrations/webhooks/:id/test')).toHaveLength(1));
    const deliveries = await within(row).findByRole('list', { name: 'Deliveries' });
    await waitFor(() => expect(deliveries).toHaveTextContent(/webhook\.test\s*Delivered\s*HTTP 200\s*1 attempt/));
    expect(deliveries).toHaveTextContent(/review\.submitted\s*Retrying\s*HTTP 500\s*2 attempts/);
    expect(deliveries).toHaveTextContent('next try');
    expect(deliveries).toHaveTextContent(/job\.recorded\s*Failed/);
    expect(deliveries).toHaveTextContent('Refused: crm.nz.example resolves to 10.0.0.5.');
  });
});
