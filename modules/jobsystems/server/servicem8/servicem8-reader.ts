import { normalisePhone, nzDay, type ClockPort } from '@korero/core/sdk';
import type { JobRules } from '../../contract/api.ts';
import type { JobRecord } from '../asking/job-record.ts';
import type { RecentJobs } from '../asking/preview.ts';
import { budgetSpent, type CallBudget } from '../call-budget.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import type { JobRulesStore } from '../rules.ts';
import type { ServiceM8Api, SM8Company, SM8Contact, SM8Job, SM8Staff } from './servicem8-api.ts';

const firstLine = (text: string | undefined) => text?.split(/\r?\n/)[0]?.trim() ?? '';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const nameOf = (c: { first?: string; last?: string }) =>
  [c.first, c.last]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();

/** ServiceM8's "YYYY-MM-DD HH:MM:SS", the account's wall-clock time (New Zealand's, for a New Zealand trade); null for its zero date. */
export function servicem8Time(value: string | undefined): Date | null {
  const m = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value) : null;
  if (!m || m[1]!.startsWith('0000')) return null;
  return new Date(nzDay(m[1]!).start.getTime() + ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4])) * 1000);
}

/** A `badges` field: a JSON array of badge ids, encoded as a string. */
function badgeIds(value: string | undefined): string[] {
  try {
    const ids = JSON.parse(value || '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whom the job's customer is: the job's own contact first, then the client's primary, billing or any contact. */
function customerContact(contacts: { job: SM8Contact[]; company: SM8Contact[] }): SM8Contact | null {
  const reachable = (c: SM8Contact) => Boolean(c.mobile?.trim() || c.email?.trim());
  const job = contacts.job.find((c) => /job/i.test(c.type ?? '') && reachable(c)) ?? contacts.job.find(reachable);
  const company =
    contacts.company.find((c) => c.is_primary_contact === '1' && reachable(c)) ??
    contacts.company.find((c) => /billing/i.test(c.type ?? '') && reachable(c)) ??
    contacts.company.find(reachable);
  return job ?? company ?? null;
}

/**
 * A ServiceM8 job as a job: asked when it is completed, or when its invoice is paid (whichever the rules choose),
 * its customer the job's contact or the client's, its workers the staff who recorded time on it, its tags the
 * client's and the job's badges.
 */
export function servicem8Job(
  parts: {
    job: SM8Job;
    company: SM8Company | null;
    contacts: { job: SM8Contact[]; company: SM8Contact[] };
    staff: SM8Staff[];
    badges: Map<string, string>;
  },
  trigger: JobRules['trigger'],
  heardAt: Date,
): JobRecord {
  const { job, company, contacts, staff, badges } = parts;
  const contact = customerContact(contacts);
  const total = Number(job.total_invoice_amount);
  const paid = String(job.payment_received ?? '0') === '1';
  const completed = job.status === 'Completed';
  const doneAt = (trigger === 'paid' ? servicem8Time(job.payment_received_stamp) : null) ?? servicem8Time(job.completion_date) ?? heardAt;
  return {
    provider: 'servicem8',
    externalId: job.uuid,
    label: job.generated_job_id ? `Job ${job.generated_job_id}` : 'Job',
    customerName: clip((contact && nameOf(contact)) || company?.name?.trim() || 'Customer', 120),
    mobile: contact?.mobile?.trim() ? normalisePhone(contact.mobile) : null,
    email: contact?.email?.trim().toLowerCase() || null,
    total: job.total_invoice_amount !== undefined && Number.isFinite(total) ? total : null,
    tags: [...badgeIds(company?.badges), ...badgeIds(job.badges)].flatMap((id) => (badges.get(id) ? [badges.get(id)!] : [])),
    workers: staff.flatMap((s) => (nameOf(s) ? [{ id: s.uuid, name: nameOf(s) }] : [])),
    description: clip(firstLine(job.job_description) || 'Your job', 100),
    location: clip(firstLine(job.job_address), 200),
    doneAt,
    ready: String(job.active ?? '1') === '1' && (trigger === 'paid' ? paid : completed),
  };
}

/** Everything a job is read with: the job, its client, contacts, workers and (when it has any) badges' names. */
export async function readServiceM8Job(
  api: ServiceM8Api,
  access: Parameters<ServiceM8Api['job']>[0],
  job: SM8Job,
  trigger: JobRules['trigger'],
  heardAt: Date,
): Promise<JobRecord> {
  const company = job.company_uuid ? await api.company(access, job.company_uuid) : null;
  const contacts = await api.contacts(access, job);
  const staff = await api.workers(access, job);
  const tagged = badgeIds(company?.badges).length + badgeIds(job.badges).length > 0;
  const badges = tagged ? await api.badges(access) : new Map<string, string>();
  return servicem8Job({ job, company, contacts, staff, badges }, trigger, heardAt);
}

/** The account's recently completed jobs as jobs (the dry run): the last 60 days', newest first. */
export function servicem8RecentJobs(
  api: ServiceM8Api,
  connections: OAuthConnections,
  rules: JobRulesStore,
  clock: ClockPort,
  budget: CallBudget,
): RecentJobs {
  return {
    provider: 'servicem8',
    async recent(businessId, count) {
      const access = await connections.access(businessId);
      if (!access) return null;
      // The list, then up to five reads a job.
      if (await budget.take('servicem8', access.accountId, 1 + 5 * count)) throw budgetSpent('ServiceM8');
      const { rules: current } = await rules.forAsking(businessId);
      const now = clock.now();
      const since = new Date(now.getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
      const jobs = (await api.completedJobs(access, `${since} 00:00:00`)).slice(0, count);
      const records: JobRecord[] = [];
      for (const job of jobs) records.push(await readServiceM8Job(api, access, job, current.trigger, now));
      return records;
    },
  };
}
