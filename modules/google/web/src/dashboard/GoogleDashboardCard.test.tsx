import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Answered, fakeServer, renderScreen } from '@korero/web-kit/testing';
import { googleKeys } from '../../../contract/client.ts';
import { connected, review, status } from '../fixtures.test-data.ts';
import GoogleDashboardCard from './GoogleDashboardCard.tsx';

const summary = (over = {}) => ({
  data: {
    connected: true,
    averageRating: 4.64,
    totalReviews: 128,
    unanswered: 3,
    waiting: [review({ reviewer: 'Mere K.', starRating: 2, comment: 'Late again.' })],
    ...over,
  },
});

describe('the dashboard’s Google card', () => {
  it('shows the Google rating and the reviews waiting, linking to them', async () => {
    fakeServer({ 'GET /api/google/status': connected(), 'GET /api/google/summary': summary() });
    renderScreen(<GoogleDashboardCard />);
    expect(await screen.findByText('4.6')).toBeVisible();
    expect(screen.getByText('from 128 reviews')).toBeVisible();
    expect(screen.getByText('3 reviews are waiting for an answer.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Waiting for an answer' })).toHaveTextContent('Mere K.: Late again.');
    expect(screen.getByRole('link', { name: 'Answer Google reviews' })).toHaveAttribute('href', '/reviews?source=google&unanswered=true');
  });

  it('says when every review has an answer', async () => {
    fakeServer({ 'GET /api/google/status': connected(), 'GET /api/google/summary': summary({ unanswered: 0, waiting: [] }) });
    renderScreen(<GoogleDashboardCard />);
    expect(await screen.findByText('Every Google review has an answer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Google reviews' })).toHaveAttribute('href', '/reviews?source=google');
  });

  it('invites the owner to connect in Settings when Google is not connected, without asking for a summary', async () => {
    const server = fakeServer({ 'GET /api/google/status': status() });
    renderScreen(<GoogleDashboardCard />);
    expect(await screen.findByRole('link', { name: 'Connect Google in Settings' })).toHaveAttribute('href', '/settings/google');
    expect(server.requests('GET /api/google/summary')).toHaveLength(0);
  });

  it('shows nothing when this Korero has no Google client', async () => {
    const server = fakeServer({ 'GET /api/google/status': status({ configured: false }) });
    const { container } = renderScreen(
      <>
        <GoogleDashboardCard />
        <Answered queryKey={googleKeys.status} />
      </>,
    );
    // The status is in and drawn (nothing, here) once the probe beside the card shows it.
    await screen.findByTestId('answered');
    expect(server.requests('GET /api/google/status')).toHaveLength(1);
    expect(container.querySelector('[data-testid="google-dashboard-card"]')).toBeNull();
    expect(screen.queryByText('Google reviews')).toBeNull();
  });
});
