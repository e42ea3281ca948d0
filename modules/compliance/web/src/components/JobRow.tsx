import { Link } from 'react-router';
import { MapPin, Pencil, Send, Trash2, UserX, Users } from 'lucide-react';
import { Badge, Button, formatDateTime } from '@korero/web-kit';
import type { ComplianceJob } from '../../../contract/api.ts';
import { dayLabel, OUTCOME, reasonLabel } from '../labels.ts';
import { invitesPage } from '@korero/module-invites/contract/pages';

/** Where a job came from, when not typed in: a file, or the job system that told Korero of it (issue 45). */
const SOURCE_LABEL: Record<string, string> = { csv: 'CSV', api: 'Job system', xero: 'Xero', servicem8: 'ServiceM8', fergus: 'Fergus' };

/**
 * The invitation form, filled in from the job. The `reference` ties the invitation back to this job, so creating it
 * marks the job invited.
 */
export function inviteLink(job: ComplianceJob): string {
  const params = new URLSearchParams({
    customerName: job.customerName,
    jobDescription: job.description,
    reference: `compliance-job:${job.id}`,
  });
  if (job.customerPhone) params.set('customerPhone', job.customerPhone);
  if (job.customerEmail) params.set('customerEmail', job.customerEmail);
  if (job.location) params.set('jobLocation', job.location);
  for (const name of job.technicians) params.append('teamMember', name);
  return `${invitesPage('/invites')}?${params.toString()}`;
}

/** One completed job: who, what, where, who did it, and what became of asking the customer. */
export function JobRow({
  job,
  onEdit,
  onSkip,
  onDelete,
}: {
  job: ComplianceJob;
  onEdit: () => void;
  onSkip: () => void;
  onDelete: () => void;
}) {
  const outcome = OUTCOME[job.outcome];
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      aria-label={`${job.customerName}, ${job.description}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{job.customerName}</span>
          <Badge tone={outcome.tone}>{outcome.label}</Badge>
          {job.source !== 'manual' ? <Badge tone="info">{SOURCE_LABEL[job.source] ?? 'Job system'}</Badge> : null}
        </div>
        <p className="text-sm text-stone-700">
          {dayLabel(job.jobDate)} · {job.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
          {job.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden /> {job.location}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Users className="h-3.5 w-3.5" aria-hidden /> {job.technicians.length ? job.technicians.join(', ') : 'No technician named'}
          </span>
        </p>
        {job.outcome === 'invited' && job.invitedAt ? (
          <p className="text-xs text-emerald-800">Invited {formatDateTime(job.invitedAt)}</p>
        ) : null}
        {job.outcome === 'skipped' && job.skipReason ? (
          <p className="text-xs text-stone-700">
            Reason: {reasonLabel(job.skipReason)}
            {job.skipNote ? ` (${job.skipNote})` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {job.outcome === 'pending' ? (
          <>
            <Button asChild size="sm">
              <Link to={inviteLink(job)}>
                <Send className="h-4 w-4" aria-hidden /> Invite now
              </Link>
            </Button>
            <Button size="sm" variant="outline" icon={<UserX className="h-4 w-4" />} onClick={onSkip}>
              Not asking
            </Button>
          </>
        ) : null}
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <Button size="icon" variant="ghost" aria-label={`Edit ${job.customerName}'s job`} onClick={onEdit}>
            <Pencil className="h-4 w-4" />
          </Button>
          {job.outcome === 'invited' ? null : (
            <Button size="icon" variant="dangerGhost" aria-label={`Delete ${job.customerName}'s job`} onClick={onDelete}>
              <Trash2 className="h-4 w-4" />
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
