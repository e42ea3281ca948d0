import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, minutes, Skeleton } from '@korero/web-kit';
import { complianceClient, complianceKeys } from '../../../contract/client.ts';
import { ALERT_COVERAGE, COMPLIANCE_TAB, last30Days, percent } from '../labels.ts';

/** The dashboard's compliance status: the last 30 days' coverage against the goal, and the way to the details. */
export default function ComplianceCard() {
  const range = last30Days();
  const { data, isLoading, error } = useQuery({
    queryKey: complianceKeys.report(range),
    queryFn: () => complianceClient.report(range),
    staleTime: minutes(2),
  });
  const r = data?.data;
  const noJobs = r !== undefined && r.summary.totalJobsCompleted === 0;
  const atRisk = r?.summary.complianceStatus === 'AT_RISK';
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden /> Compliance
          {r && !noJobs ? (
            <Badge tone={atRisk ? 'danger' : 'success'} data-testid="compliance-status">
              {atRisk ? 'At risk' : 'Compliant'}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <Skeleton className="h-20 w-full" /> : null}
        {error ? <p className="text-sm text-stone-600">Your compliance figures could not be loaded just now.</p> : null}
        {noJobs ? (
          <p className="text-sm text-stone-600">
            No completed jobs recorded in the last 30 days. Record each job to show that every customer is asked for a review, not only the
            happy ones.
          </p>
        ) : null}
        {r && !noJobs ? (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div>
                <dt className="text-xs text-stone-600">Customers asked</dt>
                <dd className={atRisk ? 'text-xl font-bold text-red-700' : 'text-xl font-bold text-stone-900'}>
                  {percent(r.summary.overallCoveragePercentage)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Jobs, 30 days</dt>
                <dd className="text-xl font-bold text-stone-900">{r.summary.totalJobsCompleted}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Not asked</dt>
                <dd className="text-xl font-bold text-stone-900">{r.summary.totalInvitesSkipped}</dd>
              </div>
            </dl>
            <p className="text-sm text-stone-600">
              {atRisk
                ? `Below the ${r.threshold}% goal: invite the customers of the jobs not yet asked, or record why not.`
                : `At or above the ${r.threshold}% goal.`}
              {r.alerts ? ` ${r.alerts} technician-day${r.alerts === 1 ? '' : 's'} fell below ${ALERT_COVERAGE}% over a week.` : ''}
            </p>
          </>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={COMPLIANCE_TAB}>View compliance</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={noJobs ? '/compliance' : '/compliance?outcome=pending'}>{noJobs ? 'Record jobs' : 'Jobs not yet asked'}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
