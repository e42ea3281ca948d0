import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import type { Analysis, Setup } from '../../../contract/client.ts';
import CompetitorsPage from './CompetitorsPage.tsx';

const setup = (over: Partial<Setup> = {}): { data: Setup } => ({
  data: { included: true, automatic: true, placeIdLinked: true, includedIn: ['Professional'], comingSoonIn: ['Business'], ...over },
});
const analysis = (over: Partial<Analysis> = {}): Analysis => ({
  lastUpdated: '2026-11-17T21:00:00.000Z',
  status: 'ready',
  error: null,
  nextRefreshAt: null,
  radiusKm: 10,
  analyser: 'korero',
  own: {
    name: 'Rangi Plumbing',
    google: { averageRating: 4.9, totalReviews: 41, from: 'places' },
    googleUnknown: null,
    korero: { averageRating: 3.3, totalReviews: 7 },
  },
  marketInsights: {
    topPerformingKeywords: [{ text: 'on time', mentions: 4 }],
    serviceGaps: [{ text: 'Price', mentions: 2 }],
    recommendedImprovements: [{ text: 'Competitors are praised for turning up on time: match it', mentions: 4 }],
    reviewsRead: 6,
    basis: 'competitors',
  },
  competitors: [
    {
      id: 'ChIJhutt',
      competitorName: 'Hutt Valley Plumbers',
      address: '1 High St, Lower Hutt',
      averageRating: 4.2,
      totalReviews: 12,
      lastAnalyzed: '2026-11-17T21:00:00.000Z',
      source: 'google',
      asOf: null,
      reviewsRead: 3,
      commonPraise: [{ text: 'Quality of the work', mentions: 2 }],
      commonComplaints: [{ text: 'Lateness or delays', mentions: 1 }],
      strengthAreas: [{ text: 'Quality of the work', mentions: 2 }],
      opportunityAreas: [{ text: 'Lateness or delays', mentions: 1 }],
    },
    {
      id: 'manual:1',
      competitorName: 'Tawa Plumbing',
      address: null,
      averageRating: 3.4,
      totalReviews: 19,
      lastAnalyzed: '2026-11-17T21:00:00.000Z',
      source: 'manual',
      asOf: '2026-11-10',
      reviewsRead: 0,
      commonPraise: [],
      commonComplaints: [],
      strengthAreas: [],
      opportunityAreas: [],
    },
  ],
  pending: [],
  ...over,
});

describe('the Competitor Analysis page', () => {
  it('shows the last update the New Zealand way, insights with their counts, and each competitor beside the business', async () => {
    fakeServer({ 'GET /api/competitors/setup': setup(), 'GET /api/competitor-analysis': { data: analysis() } });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    expect(await screen.findByTestId('last-updated')).toHaveTextContent(
      // en-NZ: day, short month, year, then a 12-hour time (in the browser's own time zone).
      /^Last updated 1[78] Nov 2026, \d{1,2}:\d{2} [ap]m$/,
    );
    const insights = screen.getByTestId('market-insights');
    expect(within(insights).getByText('From 6 public reviews of your competitors.')).toBeVisible();
    expect(within(insights).getByText('Price').nextSibling).toHaveTextContent('2 reviews');
    const [hutt, tawa] = screen.getAllByTestId('competitor-card');
    expect(within(hutt!).getByText('4.2 ★')).toHaveClass('text-lime-700');
    // Praised in, and a strength by, 2 of the 3 reviews read.
    expect(
      within(hutt!)
        .getAllByText('Quality of the work')
        .map((e) => e.nextSibling?.textContent),
    ).toEqual(['2 of 3 reviews', '2 of 3 reviews']);
    expect(
      within(hutt!)
        .getAllByText('Lateness or delays')
        .map((e) => e.nextSibling?.textContent),
    ).toEqual(['1 of 3 reviews', '1 of 3 reviews']);
    expect(within(tawa!).getByText('3.4 ★')).toHaveClass('text-red-700');
    expect(within(tawa!).getByText('Entered by hand')).toBeVisible();
    expect(within(tawa!).getByText('Figures as of 10 Nov 2026')).toBeVisible();
    expect(within(screen.getByTestId('own-google')).getByText('4.9 ★')).toHaveClass('text-emerald-700');
    expect(screen.getByRole('button', { name: 'Refresh Analysis' })).toBeEnabled();
  });

  it('compares like with like: the business on Google beside them, Korero’s public reviews apart and labelled', async () => {
    fakeServer({ 'GET /api/competitors/setup': setup(), 'GET /api/competitor-analysis': { data: analysis() } });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    const own = await screen.findByTestId('own-card');
    const google = within(own).getByTestId('own-google');
    expect(google).toHaveTextContent('On Google');
    expect(google).toHaveTextContent('4.9 ★');
    expect(google).toHaveTextContent('41 reviews');
    const korero = within(own).getByTestId('own-korero');
    expect(korero).toHaveTextContent('Collected by Korero');
    expect(korero).toHaveTextContent('3.3 ★');
    expect(korero).toHaveTextContent('7 public reviews in the last 12 months; private feedback is not included');
    // The Korero figure is not in the compared place.
    expect(google).not.toHaveTextContent('3.3');
  });

  it('says when the business’s own rating is its connected Google profile’s, as last synced', async () => {
    const own = {
      ...analysis().own!,
      google: { averageRating: 4.6, totalReviews: 120, from: 'google-sync' as const, syncedAt: '2026-11-17T20:30:00.000Z' },
    };
    fakeServer({ 'GET /api/competitors/setup': setup(), 'GET /api/competitor-analysis': { data: analysis({ own }) } });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    const google = await screen.findByTestId('own-google');
    expect(google).toHaveTextContent('4.6 ★');
    expect(google).toHaveTextContent('120 reviews on Google, from your connected Google profile');
  });

  it('says the business’s own Google rating is not known instead of putting Korero’s figures in its place', async () => {
    const own = {
      name: 'Rewi Electrical',
      google: null,
      googleUnknown: 'no-places' as const,
      korero: { averageRating: 4, totalReviews: 2 },
    };
    fakeServer({
      'GET /api/competitors/setup': setup({ automatic: false, placeIdLinked: false }),
      'GET /api/competitor-analysis': { data: analysis({ own, competitors: analysis().competitors.slice(1) }) },
    });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    const google = await screen.findByTestId('own-google');
    expect(google).toHaveTextContent('Your Google rating is not known');
    expect(google).toHaveTextContent('Google Places is not set up');
    expect(google).not.toHaveTextContent('★');
    expect(within(screen.getByTestId('own-korero')).getByText('4.0 ★')).toBeVisible();
  });

  it('starts an analysis, shows progress while it runs, then the result', async () => {
    const running = analysis({ status: 'running', lastUpdated: null, competitors: [], own: null });
    let stored: Analysis | null = null;
    const server = fakeServer({
      'GET /api/competitors/setup': setup(),
      'GET /api/competitor-analysis': () => ({ data: stored }),
      'POST /api/analyze-competitors': () => {
        stored = running;
        return reply(202, { data: running });
      },
    });
    const { user } = renderScreen(<CompetitorsPage />, { at: '/competitors' });
    expect(await screen.findByText('No analysis yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect(await screen.findByText(/Finding businesses like yours within 10 km/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Analysing/ })).toBeDisabled();
    // The job finishes: the page's next poll draws the result.
    stored = analysis();
    expect(await screen.findByText('Hutt Valley Plumbers', {}, { timeout: 4000 })).toBeVisible();
    expect(server.requests('POST /api/analyze-competitors')).toHaveLength(1);
  });

  it('tells the owner when the last run failed, keeping the previous analysis', async () => {
    fakeServer({
      'GET /api/competitors/setup': setup(),
      'GET /api/competitor-analysis': {
        data: analysis({ status: 'failed', error: 'Unable to analyze competitors. Please check your Google Places configuration.' }),
      },
    });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analysis Error');
    expect(alert).toHaveTextContent(
      'Unable to fetch competitor analysis. Please ensure your Google Places integration is properly configured.',
    );
    expect(screen.getByText('Hutt Valley Plumbers')).toBeVisible();
  });

  it('asks a free owner to upgrade, naming the plans that include it', async () => {
    const server = fakeServer({ 'GET /api/competitors/setup': setup({ included: false }) });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    expect(await screen.findByText('Competitor analysis is a paid feature')).toBeVisible();
    expect(screen.getByText(/It comes with Professional and Business \(coming soon\)\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/subscription');
    expect(server.requests('GET /api/competitor-analysis')).toHaveLength(0);
  });

  it('links to Settings when the business has no Place ID', async () => {
    fakeServer({ 'GET /api/competitors/setup': setup({ placeIdLinked: false }), 'GET /api/competitor-analysis': { data: null } });
    renderScreen(<CompetitorsPage />, { at: '/competitors' });
    expect(await screen.findByRole('link', { name: 'Add your Place ID in Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Start Analysis' })).toBeDisabled();
  });

  it('without Google Places, explains why and takes competitors by hand', async () => {
    const server = fakeServer({
      'GET /api/competitors/setup': setup({ automatic: false, placeIdLinked: false }),
      'GET /api/competitor-analysis': { data: null },
      'POST /api/competitors/manual': () => reply(201, { data: analysis({ competitors: [analysis().competitors[1]!] }) }),
    });
    const { user } = renderScreen(<CompetitorsPage />, { at: '/competitors' });
    expect(await screen.findByText('Automatic analysis needs Google Places')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a competitor by hand' });
    await user.type(within(form).getByLabelText(/Business name/), 'Tawa Plumbing');
    await user.type(within(form).getByLabelText(/Google rating/), '9');
    await user.type(within(form).getByLabelText(/Number of reviews/), '19');
    await user.click(within(form).getByRole('button', { name: 'Add competitor' }));
    expect(await within(form).findByText('Enter its Google rating, from 1 to 5 (e.g. 4.6).')).toBeVisible();
    await user.clear(within(form).getByLabelText(/Google rating/));
    await user.type(within(form).getByLabelText(/Google rating/), '3.4');
    await user.click(within(form).getByRole('button', { name: 'Add competitor' }));
    await waitFor(() => expect(screen.getByText('Tawa Plumbing')).toBeVisible());
    const [sent] = server.requests('POST /api/competitors/manual');
    expect(sent!.body).toMatchObject({ name: 'Tawa Plumbing', averageRating: 3.4, totalReviews: 19 });
  });
});
