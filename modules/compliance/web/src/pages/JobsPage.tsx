import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, FileUp, Gauge, Plus, ShieldCheck } from 'lucide-react';
import { Button, Card, ConfirmDialog, EmptyState, LoadingBlock, Notice, PageHeader, Pager, TabRow, toast } from '@korero/web-kit';
import type { ComplianceJob } from '../../../contract/api.ts';
import { complianceClient, complianceKeys, type Outcome } from '../../../contract/client.ts';
import { JobFormDialog, splitNames, type JobValues } from '../components/JobFormDialog.tsx';
import { JobRow } from '../components/JobRow.tsx';
import { SkipDialog } from '../components/SkipDialog.tsx';
import { COMPLIANCE_TAB, reasonLabel } from '../labels.ts';

const LIMIT = 20;
const FILTERS: Array<{ id: Outcome | 'all'; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Not yet asked' },
  { id: 'invited', label: 'Invited' },
  { id: 'skipped', label: 'Not asked' },
];

const toBody = (v: JobValues) => ({
  jobDate: v.jobDate,
  customerName: v.customerName,
  customerPhone: v.customerPhone || null,
  customerEmail: v.customerEmail || null,
  description: v.description,
  location: v.location || null,
  technicians: splitNames(v.technicians),
});

/** /compliance: every completed job and whether its customer was asked; add, edit, invite, or record why not. */
export default function JobsPage() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.id === params.get('outcome'))?.id ?? 'all') as Outcome | 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outcome = filter === 'all' ? undefined : filter;
  const [editing, setEditing] = useState<ComplianceJob | 'new' | null>(null);
  const [skipping, setSkipping] = useState<ComplianceJob | null>(null);
  const [deleting, setDeleting] = useState<ComplianceJob | null>(null);

  const list = useQuery({
    queryKey: complianceKeys.jobs(page, outcome),
    queryFn: () => complianceClient.jobs(page, LIMIT, outcome),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: complianceKeys.all });
  const go = (next: { outcome?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.outcome !== undefined) {
      if (next.outcome === 'all') p.delete('outcome');
      else p.set('outcome', next.outcome);
      p.delete('page');
    }
    if (next.page !== undefined) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };

  const save = async (values: JobValues) => {
    if (editing && editing !== 'new') {
      await complianceClient.editJob(editing.id, toBody(values));
      toast({ title: 'Job updated', variant: 'success' });
    } else {
      await complianceClient.addJob(toBody(values));
      toast({
        title: 'Job added',
        description: `${values.customerName.trim()}'s job is recorded. Invite them now, or note why not.`,
        variant: 'success',
      });
    }
    setEditing(null);
    await refresh();
  };
  const skip = async (reason: string, note: string | null) => {
    if (!skipping) return;
    await complianceClient.skipJob(skipping.id, reason, note);
    toast({ title: 'Reason recorded', description: `${skipping.customerName}: ${reasonLabel(reason)}.`, variant: 'success' });
    setSkipping(null);
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (job: ComplianceJob) => complianceClient.deleteJob(job.id),
    onSuccess: async (_answer, job) => {
      setDeleting(null);
      toast({ title: 'Job deleted', description: `${job.customerName}'s job is no longer recorded.`, variant: 'success' });
      await refresh();
    },
    onError: (error: Error) => toast({ title: 'Could not delete the job', description: error.message, variant: 'destructive' }),
  });

  const rows = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  return (
    <div>
      <PageHeader
        title="Completed Jobs"
        description="Every job you finish, and whether its customer was asked for a review. Asking every customer, not only the happy ones, is what Google's policy and the Fair Trading Act expect."
        actions={
          <>
            <Button icon={<Plus className="h-4 w-4" />} onClick={() => setEditing('new')}>
              Add job
            </Button>
            <Button asChild variant="outline">
              <Link to="/compliance/import">
                <FileUp className="h-4 w-4" aria-hidden /> Import CSV
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/compliance/record">
                <ShieldCheck className="h-4 w-4" aria-hidden /> Record of asking
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={COMPLIANCE_TAB}>
                <Gauge className="h-4 w-4" aria-hidden /> Coverage
              </Link>
            </Button>
          </>
        }
      />
      <Card className="p-4 sm:p-5">
        <TabRow label="Which jobs" tabs={FILTERS} value={filter} onChange={(id) => go({ outcome: id })} className="mb-1" />
        {list.error ? (
          <Notice tone="danger" title="Could not load your jobs">
            {list.error.message}
          </Notice>
        ) : list.isLoading ? (
          <LoadingBlock label="Loading jobs…" />
        ) : rows.length === 0 ? (
          <div className="pt-4">
            <EmptyState
              icon={<ClipboardList className="h-6 w-6" />}
              title={
                filter === 'all' ? 'No completed jobs recorded yet' : `No jobs ${FILTERS.find((f) => f.id === filter)!.label.toLowerCase()}`
              }
              description={
                filter === 'all'
                  ? 'Add each job as you finish it, import a CSV from your job system, or connect it with an API key in Settings.'
                  : 'Jobs appear here as their customers are invited or their reasons recorded.'
              }
              action={
                filter === 'all' ? (
                  <Button icon={<Plus className="h-4 w-4" />} onClick={() => setEditing('new')}>
                    Add your first job
                  </Button>
                ) : undefined
              }
            />
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100" aria-label="Completed jobs">
            {rows.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                onEdit={() => setEditing(job)}
                onSkip={() => setSkipping(job)}
                onDelete={() => setDeleting(job)}
              />
            ))}
          </ul>
        )}
        {pagination && pagination.totalCount > 0 ? (
          <Pager
            page={page}
            limit={LIMIT}
            totalCount={pagination.totalCount}
            totalPages={pagination.totalPages}
            noun={['job', 'jobs']}
            onPage={(p) => go({ page: p })}
            busy={list.isFetching}
          />
        ) : null}
      </Card>
      <JobFormDialog
        open={editing !== null}
        job={editing === 'new' ? null : editing}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        onSave={save}
      />
      <SkipDialog job={skipping} onOpenChange={(open) => (open ? null : setSkipping(null))} onSkip={skip} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this job?"
        description={
          deleting
            ? `${deleting.customerName}, ${deleting.description}: only delete a job recorded by mistake. A job you chose not to ask about should keep its reason instead; that is what shows the business asks fairly.`
            : ''
        }
        confirmLabel="Delete job"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
