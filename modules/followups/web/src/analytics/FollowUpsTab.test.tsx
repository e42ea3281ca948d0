import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import FollowUpsTab from './FollowUpsTab.tsx';

const figures = (total: number, answered: number, resolved: number, median: number | null) => ({
  total,
  answered,
  resolved,
  resolvedShare: total ? resolved / total : null,
  medianMinutesToFirstAnswer: median,
});

describe('the Follow-ups analytics tab', () => {
  it('shows the median time to first answer, the share resolved, by month and by team member', async () => {
    const server = fakeServer({
      'GET /api/follow-ups/stats': {
        data: {
          from: '2026-08-01T00:00:00.000Z',
          to: '2026-11-01T00:00:00.000Z',
          ...figures(4, 3, 2, 200),
          byMonth: [
            { month: '2026-09', ...figures(1, 1, 1, 45) },
            { month: '2026-10', ...figures(3, 2, 1, 1500) },
          ],
          byMember: [
            { assignee: { id: 'tm1', name: 'Wiremu Tane', kind: 'member', signsIn: false }, ...figures(3, 3, 2, 200) },
            { assignee: null, ...figures(1, 0, 0, null) },
          ],
        },
      },
    });
    renderScreen(<FollowUpsTab timeRange="6m" />);
    expect((await screen.findAllByText('3 h 20 min'))[0]).toBeVisible();
    expect(screen.getByText('50%')).toBeVisible();
    expect(server.requests('GET /api/follow-ups/stats')[0]!.query.get('timeRange')).toBe('6m');
    const months = within(screen.getByRole('region', { name: 'Follow-ups by month' })).getAllByRole('row');
    expect(months[1]).toHaveTextContent(/Sept? 2026.*45 min.*100% \(1\)/);
    expect(months[2]).toHaveTextContent(/Oct 2026.*25 h.*33% \(1\)/);
    const members = within(screen.getByRole('region', { name: 'Follow-ups by team member' })).getAllByRole('row');
    expect(members[1]).toHaveTextContent('Wiremu Tane');
    expect(members[2]).toHaveTextContent(/Unassigned.*—/);
  });

  it('says what a follow-up is when the period has none', async () => {
    fakeServer({
      'GET /api/follow-ups/stats': {
        data: { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z', ...figures(0, 0, 0, null), byMonth: [], byMember: [] },
      },
    });
    renderScreen(<FollowUpsTab timeRange="1m" />);
    expect(await screen.findByText('No follow-ups in this period')).toBeVisible();
  });
});
