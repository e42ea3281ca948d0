import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardCheck, ClipboardList, Download, FileText, FileUp, Plus, Printer, Send, UserX } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingBlock,
  Notice,
  StatCard,
  useCan,
} from '@korero/web-kit';
import type { AnalyticsTabProps } from '@korero/module-analytics/contract/slots';
import { complianceClient, complianceKeys, type Range } from '../../../contract/client.ts';
import { ALERT_COVERAGE, dayLabel, monthsToDate, percent, reasonLabel } from '../labels.ts';
import { DailyRows } from '../components/DailyRows.tsx';

/**
 * The compliance dashboard, drawn in the analytics page's Compliance tab. Its dates are the page's one range control
 * (this month so far and the months before it), named here; a technician filter, the summary, each day's rows, the
 * reasons customers were not asked, and the proof. With no jobs in the range it shows no status, only how to add them.
 */
export default function ComplianceDashboard({ timeRange }: AnalyticsTabProps) {
  // It names every customer: the proof is the owner's to open and download (the permission table's 'customer-data').
  const canDownload = useCan('customer-data');
  const [employee, setEmployee] = useState<string | undefined>(undefined);
  const range: Range = { ...monthsToDate(timeRange), employee };
  const employees = useQuery({ queryKey: complianceKeys.employees, queryFn: complianceClient.employees });
  const report = useQuery({
    queryKey: complianceKeys.report(range),
    queryFn: () => complianceClient.report(range),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const coverage = useQuery({
    queryKey: complianceKeys.coverage(range),
    queryFn: () => complianceClient.coverage(range),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const r = report.data?.data;
  const status = r?.summary.complianceStatus ?? null;
  const atRisk = status === 'AT_RISK';
  const reasons = Object.entries(r?.skipReasonBreakdown ?? {}).sort((a, b) => b[1] - a[1]);
  const error = report.error ?? coverage.error;

  return (
    <div className="flex flex-col gap-4" data-testid="compliance-dashboard">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <p className="text-sm text-stone-700">
          <span className="block font-medium text-stone-900">Job dates</span>
          <span className="block">{`${dayLabel(range.startDate)} to ${dayLabel(range.endDate)}`}</span>
          <span className="block text-xs text-stone-600">Change the range with the buttons at the top of the page.</span>
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900 sm:w-64">
          Technician
          <select
            value={employee ?? ''}
            onChange={(e) => setEmployee(e.target.value || undefined)}
            className="h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-base font-normal text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 sm:text-sm"
          >
            <option value="">Everyone</option>
            {(employees.data?.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </Card>

      {error ? (
        <Notice tone="warning" title="These figures could not be loaded">
          {error.message}
        </Notice>
      ) : null}
      {report.isLoading ? <LoadingBlock label="Loading compliance…" /> : null}

      {r && status === null ? (
        <EmptyState
          icon={<ClipboardList className="h-6 w-6" />}
          title="No completed jobs recorded in this range"
          description="Compliance shows once there are jobs to measure: record each job as you finish it, import a CSV from your job system, or connect it with an API key in Settings → Integrations."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/compliance">
                  <Plus className="h-4 w-4" aria-hidden /> Add a job
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/compliance/import">
                  <FileUp className="h-4 w-4" aria-hidden /> Import a CSV
                </Link>
              </Button>
            </div>
          }
        />
      ) : null}

      {r && status !== null ? (
        <>
          <div
            className={
              atRisk
                ? 'flex flex-col gap-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900'
                : 'flex flex-col gap-1 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900'
            }
            role="status"
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {atRisk ? <AlertTriangle className="h-5 w-5" aria-hidden /> : <ClipboardCheck className="h-5 w-5" aria-hidden />}
              <span>{atRisk ? 'AT RISK' : 'COMPLIANT'}</span>
              <span className="font-normal">
                {`${percent(r.summary.overallCoveragePercentage)} of customers invited; the goal is ${r.threshold}% or more.`}
              </span>
            </p>
            {atRisk ? (
              <p className="text-sm">
                Invite the customers of the jobs{' '}
                <Link to="/compliance?outcome=pending" className="font-medium underline">
                  not yet asked
                </Link>
                , or record why a customer is not being asked.
              </p>
            ) : null}
          </div>

          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>*]:min-w-0">
            <StatCard title="Jobs completed" value={r.summary.totalJobsCompleted} icon={<ClipboardCheck className="h-5 w-5" />} />
            <StatCard title="Customers invited" value={r.summary.totalInvitesSent} icon={<Send className="h-5 w-5" />} />
            <StatCard title="Not asked" value={r.summary.totalInvitesSkipped} icon={<UserX className="h-5 w-5" />} />
            <StatCard
              title={`Alerts (below ${ALERT_COVERAGE}% for a week)`}
              value={r.alerts}
              icon={<AlertTriangle className="h-5 w-5" />}
            />
          </div>

          <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Each day, by technician</CardTitle>
                <CardDescription>
                  A job done by two technicians counts for both. Health: 90% and up Excellent, 85% Good, 70% Warning, below that Critical.
                </CardDescription>
              </CardHeader>
              <CardContent>
                {coverage.data ? <DailyRows rows={coverage.data.data} /> : <LoadingBlock label="Loading daily figures…" />}
              </CardContent>
            </Card>
            <div className="flex flex-col gap-4">
              <Card>
                <CardHeader>
                  <CardTitle>Why customers were not asked</CardTitle>
                </CardHeader>
                <CardContent>
                  {reasons.length === 0 ? (
                    <p className="text-sm text-stone-600">Every customer in this range was asked, or is still to be.</p>
                  ) : (
                    <ul className="flex flex-col gap-2 text-sm" aria-label="Reasons not asked">
                      {reasons.map(([reason, count]) => (
                        <li key={reason} className="flex items-center justify-between gap-3">
                          <span className="text-stone-800">{reasonLabel(reason)}</span>
                          <Badge>{count}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Proof of asking</CardTitle>
                  <CardDescription>
                    Every job from {dayLabel(range.startDate)} to {dayLabel(range.endDate)} with its outcome, and every review with the
                    choice its customer was given. Keep it for your records, or show it when asked.
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-2">
                  {canDownload ? null : (
                    <p className="text-sm text-stone-600">
                      It names every customer, so only an owner of this business can open or download it.
                    </p>
                  )}
                  {canDownload ? (
                    <>
                      <Button asChild variant="outline">
                        <a href={complianceClient.proofUrl(range, 'page')} target="_blank" rel="noreferrer">
                          <Printer className="h-4 w-4" aria-hidden /> Printable page
                        </a>
                      </Button>
                      <Button asChild variant="outline">
                        <a href={complianceClient.proofUrl(range, 'jobs.csv')} download>
                          <Download className="h-4 w-4" aria-hidden /> Jobs (CSV)
                        </a>
                      </Button>
                      <Button asChild variant="outline">
                        <a href={complianceClient.proofUrl(range, 'reviews.csv')} download>
                          <FileText className="h-4 w-4" aria-hidden /> Reviews (CSV)
                        </a>
                      </Button>
                    </>
                  ) : null}
                </CardContent>
              </Card>
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
