import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import AnalyticsCard from './AnalyticsCard.tsx';

describe("the dashboard's analytics card", () => {
  it('counts reviews and private feedback apart: private feedback is not a review', async () => {
    fakeServer({
      'GET /api/business/analytics/summary': {
        data: {
          totalReviews: 3,
          privateFeedback: 2,
          averageRating: 3.6,
          completionRate: 71.4,
          months: [
            { month: '2026-10', label: 'Oct 2026', reviews: 2 },
            { month: '2026-11', label: 'Nov 2026', reviews: 1 },
          ],
        },
      },
    });
    renderScreen(<AnalyticsCard />);
    const reviews = (await screen.findByText('Reviews, 6 months')).parentElement!;
    expect(within(reviews).getByText('3')).toBeInTheDocument();
    const privately = screen.getByText('Private feedback').parentElement!;
    expect(within(privately).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('3.6')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reviews per month' })).toBeInTheDocument();
  });
});
