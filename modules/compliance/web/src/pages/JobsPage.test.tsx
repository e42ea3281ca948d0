import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import type { ComplianceJob } from '../../../contract/api.ts';
import JobsPage from './JobsPage.tsx';

const job = (over: Partial<ComplianceJob>): ComplianceJob => ({
  id: 'j-1',
  externalId: null,
  jobDate: '2026-11-18',
  customerName: 'Hemi Walker',
  customerPhone: '021 555 0101',
  customerEmail: null,
  description: 'Heat pump service',
  location: 'Karori',
  technicians: ['Mere Parata', 'Tama Hohaia'],
  outcome: 'pending',
  inviteId: null,
  invitedAt: null,
  skipReason: null,
  skipNote: null,
  source: 'manual',
  sourceLabel: 'Mere',
  createdAt: '2026-11-18T03:00:00.000Z',
  ...over,
});
const jobs = [
  job({}),
  job({ id: 'j-2', customerName: 'Sione Fifita', outcome: 'skipped', skipReason: 'handled_directly', skipNote: 'Warranty callback' }),
  job({ id: 'j-3', customerName: 'Aroha Ngata', outcome: 'invited', invitedAt: '2026-11-18T04:00:00.000Z', source: 'csv' }),
];
const page = (rows: ComplianceJob[]) => ({ data: rows, pagination: { page: 1, limit: 20, totalCount: rows.length, totalPages: 1 } });

function open(at = '/compliance') {
  const server = fakeServer({
    'GET /api/compliance/jobs': page(jobs),
    'POST /api/compliance/jobs': ({ body }) => reply(201, { data: job({ id: 'j-9', ...(body as object) }), created: true }),
    'POST /api/compliance/jobs/:id/skip': ({ params }) => ({ data: job({ id: params.id!, outcome: 'skipped' }) }),
  });
  return { server, ...renderScreen(<JobsPage />, { at }) };
}

describe('the Jobs screen', () => {
  it('shows each job with its outcome, and invites from a job with the form filled in', async () => {
    open();
    const hemi = await screen.findByRole('listitem', { name: 'Hemi Walker, Heat pump service' });
    expect(within(hemi).getByText('Not yet asked')).toBeVisible();
    expect(within(hemi).getByText('Mere Parata, Tama Hohaia')).toBeVisible();
    const invite = within(hemi).getByRole('link', { name: 'Invite now' });
    const url = new URL(invite.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/invites');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      customerName: 'Hemi Walker',
      customerPhone: '021 555 0101',
      jobDescription: 'Heat pump service',
      jobLocation: 'Karori',
      reference: 'compliance-job:j-1',
    });
    expect(url.searchParams.getAll('teamMember')).toEqual(['Mere Parata', 'Tama Hohaia']);

    const sione = screen.getByRole('listitem', { name: 'Sione Fifita, Heat pump service' });
    expect(within(sione).getByText('Reason: Warranty or complaint handled directly (Warranty callback)')).toBeVisible();
    expect(within(sione).queryByRole('link', { name: 'Invite now' })).toBeNull();
    const aroha = screen.getByRole('listitem', { name: 'Aroha Ngata, Heat pump service' });
    expect(within(aroha).getByText('Invited')).toBeVisible();
    expect(within(aroha).getByText('CSV')).toBeVisible();
    // An invited job is evidence: it cannot be deleted from here.
    expect(within(aroha).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('records why a customer is not asked, with a note required for Other', async () => {
    const { server, user } = open();
    const hemi = await screen.findByRole('listitem', { name: 'Hemi Walker, Heat pump service' });
    await user.click(within(hemi).getByRole('button', { name: 'Not asking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not asking this customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Record reason' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why this customer is not being asked');
    await user.click(within(dialog).getByRole('radio', { name: 'Other (with a note)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record reason' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why in a note when the reason is Other');
    expect(server.requests('POST /api/compliance/jobs/:id/skip')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Moved overseas');
    await user.click(within(dialog).getByRole('button', { name: 'Record reason' }));
    await waitFor(() => expect(server.requests('POST /api/compliance/jobs/:id/skip')).toHaveLength(1));
    expect(server.requests('POST /api/compliance/jobs/:id/skip')[0]).toMatchObject({
      path: '/api/compliance/jobs/j-1/skip',
      body: { reason: 'other', note: 'Moved overseas' },
    });
    expect(await screen.findByText('Reason recorded')).toBeVisible();
  });

  it('adds a job with its technicians split on commas, and puts the server’s field errors on the fields', async () => {
    const { server, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a completed job' });
    await user.type(within(dialog).getByRole('textbox', { name: /Customer name/ }), 'Wiremu Tane');
    await user.type(within(dialog).getByRole('textbox', { name: /^Job/ }), 'Switchboard upgrade');
    await user.type(within(dialog).getByRole('textbox', { name: /Technicians/ }), 'Mere Parata, Tama Hohaia,  ');
    server.on(
      'POST /api/compliance/jobs',
      reply(400, { error: 'jobDate must not be in the future', fields: { jobDate: 'jobDate must not be in the future' } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add job' }));
    expect(await within(dialog).findAllByText('jobDate must not be in the future')).not.toHaveLength(0);

    server.on('POST /api/compliance/jobs', ({ body }) => reply(201, { data: job({ id: 'j-9', ...(body as object) }), created: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add job' }));
    await screen.findByText('Job added');
    expect(server.requests('POST /api/compliance/jobs')[1]?.body).toMatchObject({
      customerName: 'Wiremu Tane',
      description: 'Switchboard upgrade',
      technicians: ['Mere Parata', 'Tama Hohaia'],
      customerPhone: null,
      location: null,
    });
  });

  it('filters by outcome through the address, and says so when a filter has no jobs', async () => {
    const { server, user } = open('/compliance?outcome=skipped');
    server.on('GET /api/compliance/jobs', ({ query }) => page(query.get('outcome') === 'pending' ? [] : jobs));
    await screen.findByRole('listitem', { name: 'Hemi Walker, Heat pump service' });
    expect(server.requests('GET /api/compliance/jobs')[0]?.query.get('outcome')).toBe('skipped');
    await user.click(screen.getByRole('tab', { name: 'Not yet asked' }));
    expect(await screen.findByText('No jobs not yet asked')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/compliance?outcome=pending');
  });
});
