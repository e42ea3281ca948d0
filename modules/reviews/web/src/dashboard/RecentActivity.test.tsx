import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import RecentActivity from './RecentActivity.tsx';

const item = (id: string, starRating: number, destination: string, customerName: string) => ({
  id,
  starRating,
  customerName,
  jobDescription: 'Blocked drain',
  destination,
  createdAt: new Date().toISOString(),
});

describe('the dashboard’s recent activity', () => {
  it('says the stars and where each answer went, whatever the rating', async () => {
    fakeServer({
      'GET /api/reviews/activity': {
        data: [
          item('a', 5, 'private', 'Aroha Smith'),
          item('b', 4, 'google', 'Wiremu Tane'),
          item('c', 1, 'google', 'Mere Ngata'),
          item('d', 3, 'undecided', 'A customer'),
        ],
      },
    });
    renderScreen(<RecentActivity />);
    await screen.findByText(/private feedback from Aroha/);
    const rows = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    // The star is hidden from screen readers, which hear "5 stars" instead.
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '5★ stars private feedback from Aroha',
      '4★ stars review for Google from Wiremu',
      '1★ star review for Google from Mere',
      '3★ stars rating from a customer, not sent anywhere yet',
    ]);
    expect(screen.queryByText('Private feedback received')).toBeNull();
  });
});
