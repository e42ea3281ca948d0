import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import { connected, status } from '../fixtures.test-data.ts';
import PostedRateTab, { postedSentence } from './PostedRateTab.tsx';
import { TabShown } from './TabShown.tsx';

const rate = {
  data: {
    total: { choseGoogle: 50, posted: 21, rate: 0.42 },
    byMonth: [
      { month: '2026-10', choseGoogle: 20, posted: 6, rate: 0.3 },
      { month: '2026-11', choseGoogle: 30, posted: 15, rate: 0.5 },
    ],
    byChannel: [
      { channel: 'sms', choseGoogle: 40, posted: 19, rate: 0.475 },
      { channel: 'qr', choseGoogle: 10, posted: 2, rate: 0.2 },
    ],
    byMember: [{ member: 'Wiremu Tane', choseGoogle: 12, posted: 9, rate: 0.75 }],
    medianDaysToPost: 2,
  },
};

describe('the Posted on Google analytics tab', () => {
  it('shows the posted rate with the sentence that explains it, by month, channel and team member', async () => {
    const server = fakeServer({ 'GET /api/google/status': connected(), 'GET /api/google/posted-rate': rate });
    renderScreen(<PostedRateTab timeRange="3m" />);
    expect(await screen.findByText('42%')).toBeVisible();
    expect(screen.getByTestId('posted-sentence')).toHaveTextContent('Of the 50 customers who chose Google, 21 posted: 42%');
    expect(screen.getByText('2 days')).toBeVisible();
    const months = screen.getByRole('table', { name: /By month/ });
    expect(
      within(months)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthChose GooglePostedRate', 'Oct 202620630%', 'Nov 2026301550%']);
    expect(within(screen.getByRole('table', { name: /By channel/ })).getByRole('rowheader', { name: 'Text message' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: /By team member/ })).getByText('75%')).toBeVisible();
    expect(server.requests('GET /api/google/posted-rate')[0]!.query.get('timeRange')).toBe('3m');
  });

  it('on the Free plan, says the posted rate comes with Professional and links to the plans', async () => {
    fakeServer({
      'GET /api/google/status': connected(),
      'GET /api/google/posted-rate': reply(403, { error: 'The posted rate comes with Professional' }),
    });
    renderScreen(<PostedRateTab timeRange="6m" />);
    expect(await screen.findByText('The posted rate comes with Professional')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/subscription');
  });

  it('says when Google is not connected', async () => {
    fakeServer({
      'GET /api/google/status': status(),
      'GET /api/google/posted-rate': {
        data: { total: { choseGoogle: 0, posted: 0, rate: null }, byMonth: [], byChannel: [], byMember: [], medianDaysToPost: null },
      },
    });
    renderScreen(<PostedRateTab timeRange="6m" />);
    expect(await screen.findByText('Google is not connected')).toBeVisible();
    expect(screen.getByTestId('posted-sentence')).toHaveTextContent('No customer chose Google in this range yet.');
  });

  it.each([
    ['is offered where this Korero has a Google client', true],
    ['is not offered where it has none', false],
  ])('%s', async (_label, configured) => {
    const reports: Array<boolean | undefined> = [];
    const server = fakeServer({ 'GET /api/google/status': status({ configured }) });
    const report = (shown: boolean | undefined) => {
      reports.push(shown);
    };
    renderScreen(<TabShown report={report} />);
    // Undefined while the status is on its way; the first report after its answer is the one that counts.
    await waitFor(() => expect(reports.at(-1)).toBeDefined());
    expect(server.requests('GET /api/google/status')).toHaveLength(1);
    expect(reports.filter((r) => r !== undefined)).toEqual([configured]);
  });

  it('words one customer', () => {
    expect(postedSentence({ choseGoogle: 1, posted: 1, rate: 1 })).toBe('Of the 1 customer who chose Google, 1 posted: 100%');
  });
});
