import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer as serverWithout, renderScreen, reply, signedIn } from '@korero/web-kit/testing';

/** The screens are drawn for a signed-in owner: they offer what the owner's role may do (the permission table). */
const fakeServer = (routes: Parameters<typeof serverWithout>[0] = {}) =>
  serverWithout({ 'GET /api/session': { data: signedIn() }, ...routes });
import ComplianceCard from '../dashboard/ComplianceCard.tsx';
import ComplianceDashboard from './ComplianceDashboard.tsx';

const report = (coverage: number | null, status: 'COMPLIANT' | 'AT_RISK' | null, jobs = 10) => ({
  data: {
    summary: {
      totalJobsCompleted: jobs,
      totalInvitesSent: 6,
      totalInvitesSkipped: 2,
      overallCoveragePercentage: coverage,
      complianceStatus: status,
    },
    skipReasonBreakdown: { customer_declined: 1, handled_directly: 1 },
    alerts: 2,
    threshold: 85,
  },
});
const metric = (metricDate: string, technicianName: string, coveragePercentage: number, alertTriggered = false) => ({
  id: `${metricDate}-${technicianName}`,
  metricDate,
  technicianName,
  jobsCompleted: 4,
  invitesSent: 3,
  invitesSkipped: 1,
  coveragePercentage,
  alertTriggered,
  health: coveragePercentage >= 90 ? 'Excellent' : coveragePercentage >= 85 ? 'Good' : coveragePercentage >= 70 ? 'Warning' : 'Critical',
});

/** The tab as the analytics page draws it: the page's range buttons pass their choice down. */
function OnAnalyticsPage() {
  const [range, setRange] = useState<'1m' | '3m'>('3m');
  return (
    <>
      <button type="button" onClick={() => setRange('1m')}>
        This month
      </button>
      <ComplianceDashboard timeRange={range} />
    </>
  );
}

describe('the compliance dashboard card', () => {
  it('says AT RISK with the coverage, and leads to the analytics tab', async () => {
    vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
    const server = fakeServer({ 'GET /api/compliance/report': report(60, 'AT_RISK') });
    renderScreen(<ComplianceCard />);
    expect(await screen.findByTestId('compliance-status')).toHaveTextContent('At risk');
    expect(screen.getByText('60%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View compliance' })).toHaveAttribute('href', '/analytics?tab=compliance-dashboard');
    // The last 30 days up to today in New Zealand.
    expect(Object.fromEntries(server.requests('GET /api/compliance/report')[0]!.query)).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-25',
    });
    vi.useRealTimers();
  });

  it('with no jobs recorded, asks the owner to record them instead of claiming compliance', async () => {
    fakeServer({ 'GET /api/compliance/report': report(null, null, 0) });
    renderScreen(<ComplianceCard />);
    expect(await screen.findByText(/No completed jobs recorded in the last 30 days/)).toBeVisible();
    expect(screen.queryByTestId('compliance-status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Record jobs' })).toHaveAttribute('href', '/compliance');
  });
});

describe('the compliance tab', () => {
  it('shows the summary, each day per technician with its health, the skip reasons and the proof links', async () => {
    const server = fakeServer({
      'GET /api/compliance/employees': { data: ['Mere Parata', 'Tama Hohaia'] },
      'GET /api/compliance/report': report(75, 'AT_RISK'),
      'GET /api/compliance/coverage': {
        data: [metric('2026-11-17', 'Mere Parata', 100), metric('2026-11-18', 'Tama Hohaia', 50, true)],
      },
    });
    const { user } = renderScreen(<ComplianceDashboard timeRange="3m" />);
    expect(await screen.findByText('AT RISK')).toBeVisible();
    expect(screen.getByText('75% of customers invited; the goal is 85% or more.')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Wed, 18 Nov 2026Tama Hohaia43150%Critical');
    expect(within(rows[1]!).getByLabelText('Alert: below the goal over the last 7 days')).toBeVisible();
    expect(rows[2]).toHaveTextContent('Excellent');
    const reasons = screen.getByRole('list', { name: 'Reasons not asked' });
    expect(reasons).toHaveTextContent('Customer declined1');
    expect(reasons).toHaveTextContent('Warranty or complaint handled directly1');
    const csv = screen.getByRole('link', { name: 'Jobs (CSV)' }).getAttribute('href')!;
    expect(csv).toMatch(/^\/api\/compliance\/proof\/jobs\.csv\?startDate=\d{4}-\d\d-\d\d&endDate=\d{4}-\d\d-\d\d$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Technician' }), 'Tama Hohaia');
    await waitFor(() => expect(server.requests('GET /api/compliance/coverage').at(-1)?.query.get('employee')).toBe('Tama Hohaia'));
    expect(server.requests('GET /api/compliance/report').at(-1)?.query.get('employee')).toBe('Tama Hohaia');
  });

  it('shows the server’s reason when the range is refused', async () => {
    fakeServer({
      'GET /api/compliance/employees': { data: [] },
      'GET /api/compliance/report': reply(400, { error: 'A range can be at most 366 days' }),
      'GET /api/compliance/coverage': reply(400, { error: 'A range can be at most 366 days' }),
    });
    renderScreen(<ComplianceDashboard timeRange="1y" />);
    expect(await screen.findByText('A range can be at most 366 days')).toBeVisible();
  });

  it('follows the analytics page’s one range control, naming its dates, with no date fields of its own', async () => {
    vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
    const server = fakeServer({
      'GET /api/compliance/employees': { data: ['Mere Parata'] },
      'GET /api/compliance/report': report(90, 'COMPLIANT'),
      'GET /api/compliance/coverage': { data: [] },
    });
    const { user } = renderScreen(<OnAnalyticsPage />);
    expect(await screen.findByText('COMPLIANT')).toBeVisible();
    // 3 months is this month so far and the two before it in New Zealand, as the analytics page counts it.
    const asked = () => Object.fromEntries(server.requests('GET /api/compliance/report').at(-1)!.query);
    expect(asked()).toEqual({ startDate: '2026-09-01', endDate: '2026-11-25' });
    expect(screen.getByText('Tue, 1 Sept 2026 to Wed, 25 Nov 2026')).toBeVisible();
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.queryByLabelText('To')).toBeNull();
    expect(screen.getByRole('link', { name: 'Jobs (CSV)' })).toHaveAttribute(
      'href',
      '/api/compliance/proof/jobs.csv?startDate=2026-09-01&endDate=2026-11-25',
    );
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(asked()).toEqual({ startDate: '2026-11-01', endDate: '2026-11-25' }));
    vi.useRealTimers();
  });

  it('with no jobs in the range shows no status, and says how to record them', async () => {
    fakeServer({
      'GET /api/compliance/employees': { data: [] },
      'GET /api/compliance/report': report(null, null, 0),
      'GET /api/compliance/coverage': { data: [] },
    });
    renderScreen(<ComplianceDashboard timeRange="3m" />);
    expect(await screen.findByText('No completed jobs recorded in this range')).toBeVisible();
    expect(screen.queryByText('COMPLIANT')).toBeNull();
    expect(screen.queryByText('AT RISK')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a job' })).toHaveAttribute('href', '/compliance');
    expect(screen.getByRole('link', { name: 'Import a CSV' })).toHaveAttribute('href', '/compliance/import');
  });
});
