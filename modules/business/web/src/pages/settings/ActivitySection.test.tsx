import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { ActivitySection } from './ActivitySection.tsx';

const line = (n: number, person: { id: string | null; name: string }) => ({
  id: `a${n}`,
  at: new Date(Date.now() - n * 3600_000).toISOString(),
  action: 'invites.created',
  subject: null,
  sentence: `sent a review invitation to Customer ${n}`,
  person,
});

function open(total: number) {
  const server = fakeServer({
    'GET /api/activity': ({ query }) => {
      const page = Number(query.get('page'));
      const from = (page - 1) * 20;
      const rows = Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, i) =>
        line(from + i + 1, i === 0 ? { id: null, name: 'An API key' } : { id: 'u1', name: 'hemi' }),
      );
      return { data: rows, pagination: { page, limit: 20, totalCount: total, totalPages: Math.max(1, Math.ceil(total / 20)) } };
    },
  });
  return { server, ...renderScreen(<ActivitySection open />) };
}

describe('Settings → Activity', () => {
  it('lists who did what and when, newest first, a page at a time', async () => {
    const { server, user } = open(25);
    const list = within(await screen.findByRole('list', { name: 'Activity' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('An API key sent a review invitation to Customer 1');
    expect(items[1]).toHaveTextContent('hemi sent a review invitation to Customer 2');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(screen.getByText('Showing 1–20 of 25 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByText('Showing 21–25 of 25 entries')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(5);
    expect(server.requests('GET /api/activity').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('says what will show here while nothing has happened yet', async () => {
    open(0);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });
});
