import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { signedIn, summary } from '../fixtures.ts';
import FollowUpsPage from './FollowUpsPage.tsx';

const counts = { data: { open: 2, waiting: 1, resolved: 0 } };

describe('the Follow-ups page', () => {
  it('lists open follow-ups with stars, assignee, last message and how long each has waited, with counts on the tabs', async () => {
    const server = fakeServer({
      'GET /api/follow-ups/counts': counts,
      'GET /api/follow-ups': {
        data: [
          summary(),
          summary({
            id: 'f2',
            customerName: 'Mere Parata',
            starRating: 3,
            assignee: { id: 'tm1', name: 'Wiremu', kind: 'member', signsIn: false },
          }),
          summary({
            id: 'f3',
            customerName: 'Hemi Walker',
            waitingSince: new Date(Date.now() - 20_000).toISOString(),
            assignee: { id: 'a1', name: 'sam', kind: 'person', signsIn: true },
            assignedToYou: true,
          }),
        ],
        total: 3,
      },
    });
    renderScreen(<FollowUpsPage />, { at: '/follow-ups' });
    const rows = await screen.findAllByTestId('follow-up-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('href', '/follow-ups/f1');
    expect(within(rows[0]!).getByText('1 of 5 stars')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Waiting for you 26 h')).toBeVisible();
    expect(within(rows[0]!).getByText('Unassigned')).toBeVisible();
    expect(within(rows[0]!).getByText('Last message 2 hours ago')).toBeVisible();
    expect(within(rows[1]!).getByText('Assigned to Wiremu')).toBeVisible();
    // Under a minute: no "0 min"; and the signed-in person's own reads as theirs.
    expect(within(rows[2]!).getByText('Just in: waiting for you')).toBeVisible();
    expect(rows[2]).not.toHaveTextContent(/0 min/);
    expect(within(rows[2]!).getByText('Assigned to you')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Open (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Waiting for the customer (1)' })).toBeVisible();
    expect(server.requests('GET /api/follow-ups')[0]!.query.get('status')).toBe('open');
    expect(server.requests('GET /api/follow-ups')[0]!.query.get('sort')).toBe('newest');
    expect(screen.getByText('Showing 1–3 of 3 follow-ups')).toBeVisible();
  });

  it('switches status and order through the address, and says what a follow-up is when there are none', async () => {
    const server = fakeServer({ 'GET /api/follow-ups/counts': counts, 'GET /api/follow-ups': { data: [], total: 0 } });
    const { user } = renderScreen(<FollowUpsPage />, { at: '/follow-ups' });
    expect(await screen.findByText('Nothing needs your answer')).toBeVisible();
    expect(screen.getByText(/A follow-up opens when a customer tells you privately/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oldest waiting first' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/follow-ups?status=open&sort=oldest-waiting');
    expect(screen.getByRole('button', { name: 'Oldest waiting first' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: /Waiting for the customer/ }));
    expect(await screen.findByText('No one to wait for')).toBeVisible();
    const last = server.requests('GET /api/follow-ups').at(-1)!;
    expect([last.query.get('status'), last.query.get('sort')]).toEqual(['waiting', 'oldest-waiting']);
  });

  it('tells a technician the list is the follow-ups assigned to them', async () => {
    fakeServer({
      'GET /api/session': { data: signedIn({ id: 'a1', username: 'sam', role: 'technician' }) },
      'GET /api/follow-ups/counts': counts,
      'GET /api/follow-ups': { data: [], total: 0 },
    });
    renderScreen(<FollowUpsPage />, { at: '/follow-ups' });
    expect(await screen.findByText(/The follow-ups assigned to you/)).toBeVisible();
  });

  it('pages through a long list', async () => {
    const server = fakeServer({
      'GET /api/follow-ups/counts': { data: { open: 45, waiting: 0, resolved: 0 } },
      'GET /api/follow-ups': { data: [summary()], total: 45 },
    });
    const { user } = renderScreen(<FollowUpsPage />, { at: '/follow-ups?status=open' });
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/follow-ups?status=open&page=2');
    expect(server.requests('GET /api/follow-ups').at(-1)!.query.get('page')).toBe('2');
  });
});
