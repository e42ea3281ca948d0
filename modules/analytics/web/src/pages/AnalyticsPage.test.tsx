import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineWebModule } from '@korero/web-kit';
import { analyticsTabs, type AnalyticsTabProps } from '../../../contract/slots.ts';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import type { Analytics } from '../../../contract/api.ts';
import AnalyticsPage from './AnalyticsPage.tsx';

// jsdom has no canvas: the chart library is replaced by a stand-in that records what it was asked to draw.
const drawn: unknown[] = [];
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: unknown) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const months = [
  { month: '2026-09', label: 'Sept 2026', reviews: 2, rating: 4 },
  { month: '2026-10', label: 'Oct 2026', reviews: 0, rating: null },
  { month: '2026-11', label: 'Nov 2026', reviews: 1, rating: 4.6 },
];

function analytics(over: Partial<Analytics> = {}): Analytics {
  return {
    timeRange: '3m',
    from: '2026-08-31T12:00:00.000Z',
    to: '2026-11-20T01:00:00.000Z',
    totalReviews: 3,
    reviewVolumeTrend: 50,
    averageRating: 4.6,
    ratingTrend: -0.2,
    completionRate: 50,
    responseTime: 25,
    monthlyStats: months,
    topFeedbackCategories: [
      { category: 'Quality', count: 2, percentage: 66.7 },
      { category: 'Improvement areas', count: 1, percentage: 33.3 },
    ],
    feedbackItems: [
      { id: 'quality-0', text: 'Careful, thorough work', category: 'Quality', kind: 'positive', count: 2, percentage: 66.7 },
      { id: 'quality-imp-0', text: 'Left a mess', category: 'Quality', kind: 'improvement', count: 1, percentage: 33.3 },
    ],
    competitorComparison: null,
    competitorSummary: null,
    performance: {
      funnel: { sent: 4, opened: 4, started: 3, completed: 2 },
      destinations: [
        { band: '5', google: 1, private: 0, undecided: 0 },
        { band: '4', google: 1, private: 0, undecided: 0 },
        { band: '3', google: 0, private: 1, undecided: 0 },
        { band: '1-2', google: 0, private: 0, undecided: 0 },
      ],
      medianWords: 42,
      withPhotos: 1,
      withVoice: 1,
      channels: [
        { channel: 'sms', sent: 2, opened: 2, completed: 1 },
        { channel: 'email', sent: 0, opened: 0, completed: 0 },
        { channel: 'messenger', sent: 0, opened: 0, completed: 0 },
        { channel: 'link', sent: 1, opened: 1, completed: 1 },
        { channel: 'qr', sent: 1, opened: 1, completed: 0 },
      ],
      members: [
        { name: 'Wiremu Tane', invitations: 2, completed: 2, reviews: 2, averageRating: 3.9 },
        { name: 'Aroha Ngata', invitations: 1, completed: 0, reviews: 0, averageRating: null },
      ],
      teams: [{ name: 'Wellington Crew', invitations: 2, completed: 1, reviews: 1, averageRating: 4 }],
    },
    ...over,
  };
}

function open(data: (range: string) => Analytics, options: Parameters<typeof renderScreen>[1] = {}) {
  const server = fakeServer({ 'GET /api/business/analytics': ({ query }) => ({ data: data(query.get('timeRange') ?? '3m') }) });
  return { server, ...renderScreen(<AnalyticsPage />, { at: '/analytics', ...options }) };
}

describe('the analytics page', () => {
  it('shows the four headline figures, with the rating in its colour and the trends against the range before', async () => {
    open(() => analytics());
    expect(await screen.findByText('+50% on the range before')).toBeVisible();
    const rating = screen.getByText('4.6');
    expect(rating).toHaveClass('text-emerald-700');
    expect(screen.getByText('-0.2 ★ on the range before')).toBeVisible();
    expect(screen.getByText('2 of 4 invitations sent in the range')).toBeVisible();
    expect(screen.getByText('25 h')).toBeVisible();
    // The chart loads with the Overview tab: bars of reviews and the rating line, month by month.
    await waitFor(() =>
      expect(drawn.at(-1)).toEqual([
        [0, 1, 2],
        [2, 0, 1],
        [4, null, 4.6],
      ]),
    );
    expect(screen.getByText('Reviews and average rating per month')).toBeInTheDocument();
  });

  it('switches range (kept in the address) and tabs, and shows measured performance figures', async () => {
    const { server, user } = open((range) =>
      analytics({ timeRange: range as Analytics['timeRange'], totalReviews: range === '6m' ? 9 : 3 }),
    );
    await screen.findByText('+50% on the range before');
    await user.click(screen.getByRole('radio', { name: '6 months' }));
    expect(await screen.findByText('9')).toBeVisible();
    expect(server.requests('GET /api/business/analytics').map((r) => r.query.get('timeRange'))).toEqual(['3m', '6m']);
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics?range=6m');

    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    const channels = screen.getByRole('region', { name: /Invitations by channel/ });
    expect(within(channels).getByText('QR code (scanned)')).toBeVisible();
    expect(within(channels).getByText('1 (50%)')).toBeVisible();
    expect(screen.getByText('42 words')).toBeVisible();
    expect(screen.getByText(/never steers unhappy customers away from Google/)).toBeVisible();
    // People and teams apart: the team is never a row among the people, and each has its own average.
    const people = within(screen.getByRole('region', { name: /^People/ }));
    expect(people.getByText('3.9')).toHaveClass('text-red-700');
    expect(people.getByRole('row', { name: /Aroha Ngata/ })).toHaveTextContent('No reviews yet');
    expect(people.queryByText('Wellington Crew')).toBeNull();
    const teams = within(screen.getByRole('region', { name: /^Teams/ }));
    expect(teams.getByRole('row', { name: /Wellington Crew/ })).toHaveTextContent('Wellington Crew2114.0');
    expect(screen.getByRole('heading', { name: 'By person' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'By team' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Feedback Analysis' }));
    expect(screen.getByText('Careful, thorough work')).toBeVisible();
    expect(screen.getByText('· Quality, to improve')).toBeVisible();
  });

  it('tells a new owner what to do first, on every tab', async () => {
    const none = analytics({
      totalReviews: 0,
      averageRating: null,
      reviewVolumeTrend: null,
      ratingTrend: null,
      completionRate: null,
      responseTime: null,
      feedbackItems: [],
      performance: { ...analytics().performance, funnel: { sent: 0, opened: 0, started: 0, completed: 0 }, members: [], teams: [] },
    });
    const { user } = open(() => none);
    expect(await screen.findByText('No reviews in this range yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an invitation' })).toHaveAttribute('href', '/invites');
    for (const tab of ['Feedback Analysis', 'Performance']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByText('No reviews in this range yet')).toBeVisible();
    }
  });

  it("adds another module's tab from the analytics.tabs slot, and has none without it", async () => {
    const compliance = defineWebModule({
      id: 'compliance',
      slots: [
        analyticsTabs.fill({
          id: 'coverage',
          order: 10,
          label: 'Compliance',
          Component: ({ timeRange }: AnalyticsTabProps) => <p>Coverage for {timeRange}</p>,
        }),
      ],
    });
    const { user, unmount } = open(() => analytics(), { webModules: [compliance] });
    await user.click(await screen.findByRole('tab', { name: 'Compliance' }));
    expect(screen.getByText('Coverage for 3m')).toBeVisible();
    unmount();
    open(() => analytics());
    await screen.findByText('+50% on the range before');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Feedback Analysis', 'Performance']);
  });

  it('offers a tab only once its module says so (a plan without competitor analysis never sees the tab)', async () => {
    let included = false;
    const competitors = defineWebModule({
      id: 'competitors',
      slots: [
        analyticsTabs.fill({
          id: 'analysis',
          order: 50,
          label: 'Competitor Analysis',
          Component: () => <p>Competitor cards</p>,
          Shown: ({ report }) => {
            useEffect(() => report(included), [report]);
            return null;
          },
        }),
      ],
    });
    const { unmount } = open(() => analytics(), { webModules: [competitors] });
    await screen.findByText('+50% on the range before');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Feedback Analysis', 'Performance']);
    unmount();
    included = true;
    const { user } = open(() => analytics(), { webModules: [competitors], at: '/analytics?tab=competitors-analysis' });
    // A link straight to the tab opens it once the module has answered.
    expect(await screen.findByText('Competitor cards')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.queryByText('Competitor cards')).toBeNull();
  });

  it("shows the competitors module's summary on the Overview: position, and at most three competitors", async () => {
    const strengths = [{ text: 'Quality of the work', mentions: 5 }];
    open(() =>
      analytics({
        competitorComparison: { marketPosition: '2nd of 4 by rating', averageCompetitorRating: 4.3, reviewAdvantage: -6 },
        competitorSummary: {
          lastUpdated: '2026-11-17T21:00:00.000Z',
          competitors: [
            {
              name: 'Hutt Valley Plumbers',
              averageRating: 4.6,
              totalReviews: 30,
              strengths,
              opportunities: [{ text: 'Price', mentions: 2 }],
            },
            { name: 'Karori Drains', averageRating: 3.8, totalReviews: 12, strengths: [], opportunities: [] },
          ],
        },
      }),
    );
    const summary = await screen.findByTestId('competitor-summary');
    expect(within(summary).getByText('2nd of 4 by rating')).toBeVisible();
    expect(within(summary).getByText('-6')).toBeVisible();
    expect(within(summary).getByText('4.6 ★')).toHaveClass('text-emerald-700');
    expect(within(summary).getByText('3.8 ★')).toHaveClass('text-red-700');
    expect(within(summary).getByText('Price')).toHaveTextContent('Price (2)');
    expect(within(summary).getByRole('link', { name: 'Open competitor analysis' })).toHaveAttribute('href', '/competitors');
  });
});
