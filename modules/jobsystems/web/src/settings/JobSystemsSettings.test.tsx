import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen, reply, signedIn } from '@korero/web-kit/testing';
import { CONSENT_WORDS } from '../../../contract/api.ts';
import ActivityCard from './ActivityCard.tsx';
import ConnectionsCard from './ConnectionsCard.tsx';
import RulesCard from './RulesCard.tsx';

interface Row {
  provider: string;
  available: boolean;
  connected: boolean;
  organisation: string | null;
  lastEventAt: string | null;
  problem: string | null;
}
const systems = (xero: object = {}): { data: Row[] } => ({
  data: [
    {
      provider: 'xero',
      available: true,
      connected: true,
      organisation: 'Rangi Plumbing Limited',
      lastEventAt: new Date(Date.now() - 180_000).toISOString(),
      problem: null,
      ...xero,
    },
    { provider: 'servicem8', available: false, connected: false, organisation: null, lastEventAt: null, problem: null },
    { provider: 'fergus', available: false, connected: false, organisation: null, lastEventAt: null, problem: null },
  ],
});
const rules = (over: object = {}) => ({
  data: {
    trigger: 'completed',
    delayMinutes: 120,
    cooldownDays: 180,
    minimumValue: null,
    excludeTag: null,
    channel: 'sms-first',
    consentConfirmed: false,
    consent: null,
    ...over,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Job systems', () => {
  it('shows a connected Xero with its organisation and last job, and disconnects after confirming; systems not offered are not shown', async () => {
    let list = systems();
    const server = fakeServer({
      'GET /api/session': { data: signedIn() },
      'GET /api/job-systems': () => list,
      'DELETE /api/job-systems/xero': () => {
        list = systems({ connected: false, organisation: null, lastEventAt: null });
        return { success: true };
      },
    });
    const { user } = renderScreen(<ConnectionsCard />);
    const rows = await screen.findByRole('list', { name: 'Job systems' });
    expect(rows).toHaveTextContent(/Xero.*Connected.*Rangi Plumbing Limited · Last job received 3 minutes ago/);
    expect(rows).not.toHaveTextContent(/ServiceM8|Fergus/);
    await user.click(await within(rows).findByRole('button', { name: 'Disconnect Xero' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect Xero' }));
    await waitFor(() => expect(server.requests('DELETE /api/job-systems/xero')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Connect Xero' })).toBeVisible();
  });

  it("says when Xero asked to reconnect, and a manager sees the state without the owner's buttons", async () => {
    fakeServer({
      'GET /api/session': { data: signedIn({ role: 'manager' }) },
      'GET /api/job-systems': systems({ problem: 'Xero asked to reconnect.' }),
    });
    renderScreen(<ConnectionsCard />);
    const rows = await screen.findByRole('list', { name: 'Job systems' });
    expect(rows).toHaveTextContent(/Needs you.*Xero asked to reconnect\. Until then, no customer is asked from Xero\./);
    expect(within(rows).queryByRole('button')).toBeNull();
    expect(rows).toHaveTextContent('An owner connects and disconnects job systems.');
  });

  it("sends the owner to Xero's sign-in to connect", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeServer({
      'GET /api/session': { data: signedIn() },
      'GET /api/job-systems': systems({ connected: false, organisation: null, lastEventAt: null }),
      'GET /api/job-systems/xero/connect-url': { data: { url: 'https://login.xero.example/identity/connect/authorize?state=s' } },
    });
    const { user } = renderScreen(<ConnectionsCard />);
    await user.click(await screen.findByRole('button', { name: 'Connect Xero' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.xero.example/identity/connect/authorize?state=s'));
  });
});

it('connects Fergus with the personal access token the owner pastes, and says what Fergus refused', async () => {
  let list = systems({ connected: false, organisation: null, lastEventAt: null });
  list.data[2] = { ...list.data[2]!, available: true };
  const server = fakeServer({
    'GET /api/session': { data: signedIn() },
    'GET /api/job-systems': () => list,
    'PUT /api/job-systems/fergus': ({ body }) => {
      if ((body as { token: string }).token !== 'fergPAT_good-token-0123456789') {
        return reply(400, { error: 'Fergus did not take that token. Copy it again from Fergus: Settings → Integrations → Fergus API.' });
      }
      list = { data: list.data.map((s) => (s.provider === 'fergus' ? { ...s, connected: true, organisation: 'Kahu Heating Ltd' } : s)) };
      return { data: { organisation: 'Kahu Heating Ltd' } };
    },
  });
  const { user } = renderScreen(<ConnectionsCard />);
  const field = await screen.findByLabelText('Fergus personal access token');
  await user.type(field, 'fergPAT_wrong-token-0123456789');
  await user.click(screen.getByRole('button', { name: 'Connect Fergus' }));
  expect(await screen.findByText(/Fergus did not take that token/)).toBeVisible();
  await user.clear(field);
  await user.type(field, 'fergPAT_good-token-0123456789');
  await user.click(screen.getByRole('button', { name: 'Connect Fergus' }));
  await waitFor(() => expect(server.requests('PUT /api/job-systems/fergus')).toHaveLength(2));
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Job systems' })).toHaveTextContent(
      /Fergus.*Connected.*Kahu Heating Ltd · No job received yet/,
    ),
  );
  expect(screen.queryByLabelText('Fergus personal access token')).toBeNull();
  // Fergus has no way for Korero to give a token back: the owner is told to delete it there too.
  await user.click(screen.getByRole('button', { name: 'Disconnect Fergus' }));
  expect(await screen.findByRole('alertdialog', { name: 'Disconnect Fergus?' })).toHaveTextContent(
    'Korero forgets the token for Kahu Heating Ltd; delete it in Fergus too (Settings → Integrations → Fergus API).',
  );
});

describe('Settings → Asking rules', () => {
  it('saves the rules in plain words, and the owner confirms the consent basis in its words', async () => {
    const server = fakeServer({
      'GET /api/session': { data: signedIn() },
      'GET /api/job-systems/rules': rules(),
      'PUT /api/job-systems/rules': ({ body }) =>
        rules({ ...(body as object), consent: { by: 'aroha', at: '2026-12-01T01:00:00.000Z', words: CONSENT_WORDS } }),
    });
    const { user } = renderScreen(<RulesCard />);
    await user.click(await screen.findByRole('radio', { name: /When its invoice is paid/ }));
    await user.clear(screen.getByLabelText(/Ask a customer again after/));
    await user.type(screen.getByLabelText(/Ask a customer again after/), 'soon');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Give whole days, from 0 to 730')).toBeVisible();
    expect(server.requests('PUT /api/job-systems/rules')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Ask a customer again after/));
    await user.type(screen.getByLabelText(/Ask a customer again after/), '90');
    await user.type(screen.getByLabelText(/Smallest job/), '$150');
    await user.type(screen.getByLabelText(/Never ask customers tagged/), 'Do not ask');
    await user.click(screen.getByRole('radio', { name: 'Emails only' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT_WORDS }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/job-systems/rules')[0]?.body).toEqual({
        trigger: 'paid',
        delayMinutes: 120,
        cooldownDays: 90,
        minimumValue: 150,
        excludeTag: 'Do not ask',
        channel: 'email',
        consentConfirmed: true,
      }),
    );
    expect(await screen.findByText(/Confirmed by aroha on/)).toBeVisible();
  });

  it('lets a manager change the rules but not the consent basis', async () => {
    fakeServer({ 'GET /api/session': { data: signedIn({ role: 'manager' }) }, 'GET /api/job-systems/rules': rules() });
    renderScreen(<RulesCard />);
    expect(await screen.findByRole('checkbox', { name: CONSENT_WORDS })).toBeDisabled();
    expect(screen.getByText('Korero asks no one from a job system until an owner confirms this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeEnabled();
  });
});

describe('Settings → Job system activity', () => {
  it('lists what happened, runs a dry run that sends nothing, and matches a worker to a team member', async () => {
    const server = fakeServer({
      'GET /api/session': { data: signedIn() },
      'GET /api/job-systems': systems(),
      'GET /api/job-systems/activity': {
        data: [
          {
            provider: 'xero',
            externalId: 'i1',
            label: 'INV-0042',
            customerName: 'Aroha Ngata',
            outcome: 'asked',
            reason: null,
            note: null,
            channel: 'sms',
            sendAt: null,
            invitationId: 'v1',
            at: '2026-12-01T01:00:00.000Z',
          },
          {
            provider: 'xero',
            externalId: 'i2',
            label: 'INV-0043',
            customerName: 'Mere Tane',
            outcome: 'skipped',
            reason: 'below_minimum',
            note: '$80.00 is under the $100.00 minimum',
            channel: null,
            sendAt: null,
            invitationId: null,
            at: '2026-12-01T00:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
      'GET /api/job-systems/preview': {
        data: [
          {
            provider: 'xero',
            externalId: 'i1',
            label: 'INV-0042',
            customerName: 'Aroha Ngata',
            doneAt: '2026-12-01T00:00:00.000Z',
            outcome: 'ask',
            at: '2026-12-01T01:00:00.000Z',
            channel: 'sms',
            to: '021 ••• ••03',
            reason: null,
            note: null,
            credits: ['Hemi Walker'],
          },
        ],
        problems: [],
      },
      'GET /api/job-systems/xero/people': {
        data: {
          people: [{ externalId: 'opt-hemi', name: 'Hemi W', teamMemberId: null }],
          teamMembers: [{ id: 'tm1', name: 'Hemi Walker' }],
        },
      },
      'PUT /api/job-systems/xero/people': {
        data: {
          people: [{ externalId: 'opt-hemi', name: 'Hemi W', teamMemberId: 'tm1' }],
          teamMembers: [{ id: 'tm1', name: 'Hemi Walker' }],
        },
      },
    });
    const { user } = renderScreen(<ActivityCard />);
    const feed = await screen.findByRole('list', { name: 'Jobs from your job systems' });
    expect(feed).toHaveTextContent(/Aroha Ngata.*Asked.*Asked by text/);
    expect(feed).toHaveTextContent('Below the minimum job value: $80.00 is under the $100.00 minimum');

    await user.click(screen.getByRole('tab', { name: 'Dry run' }));
    await user.click(await screen.findByRole('button', { name: 'Try a dry run' }));
    const would = await screen.findByRole('list', { name: 'What your rules would have done' });
    expect(would).toHaveTextContent(/Would ask by text, .* at 021 ••• ••03, crediting Hemi Walker/);

    await user.click(screen.getByRole('tab', { name: 'Who did the job' }));
    await user.click(await screen.findByRole('combobox', { name: 'Hemi W' }));
    await user.click(await screen.findByRole('option', { name: 'Hemi Walker' }));
    await waitFor(() =>
      expect(server.requests('PUT /api/job-systems/xero/people')[0]?.body).toEqual({
        matches: [{ externalId: 'opt-hemi', teamMemberId: 'tm1' }],
      }),
    );
  });
});
