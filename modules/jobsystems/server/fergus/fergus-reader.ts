import { normalisePhone } from '@korero/core/sdk';
import type { JobRecord } from '../asking/job-record.ts';
import type { FergusApi, FergusContactItem, FergusCustomer, FergusJob } from './fergus-api.ts';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const item = (items: FergusContactItem[] | undefined, type: string) =>
  items?.find((i) => i.contactType?.toLowerCase() === type && i.contactValue?.trim())?.contactValue?.trim() ?? null;

/**
 * A completed Fergus job as a job. Fergus offers "completed" only (and no customer tags: its never-ask list does not
 * apply); the total is its invoices' (subtotal and GST), its workers those who logged time on it.
 */
export function fergusJob(
  parts: { job: FergusJob; customer: FergusCustomer | null; total: number | null; workers: Array<{ id: string; name: string }> },
  heardAt: Date,
): JobRecord {
  const { job, customer } = parts;
  const contact = customer?.mainContact ?? customer?.billingContact;
  const person = [contact?.firstName, contact?.lastName]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  const items = [...(customer?.mainContact?.contactItems ?? []), ...(customer?.billingContact?.contactItems ?? [])];
  const mobile = item(items, 'mobile');
  const site = job.siteAddress;
  const lastModified = job.lastModified ? new Date(job.lastModified) : null;
  return {
    provider: 'fergus',
    externalId: String(job.id),
    label: job.jobNo ? `Job ${job.jobNo}` : 'Job',
    customerName: clip(person || customer?.customerFullName?.trim() || job.customer?.customerFullName?.trim() || 'Customer', 120),
    mobile: mobile ? normalisePhone(mobile) : null,
    email: item(items, 'email')?.toLowerCase() ?? null,
    total: parts.total,
    tags: [],
    workers: parts.workers,
    description: clip(job.description?.split(/\r?\n/)[0]?.trim() || 'Your job', 100),
    location: clip([site?.address1, site?.addressSuburb ?? site?.addressCity].filter(Boolean).join(', '), 200),
    doneAt: lastModified && !Number.isNaN(lastModified.getTime()) ? lastModified : heardAt,
    ready: job.status === 'Completed',
  };
}

/** A job read in full: its customer, its invoices' total, and who logged time on it. */
export async function readFergusJob(api: FergusApi, token: string, job: FergusJob, heardAt: Date): Promise<JobRecord> {
  const customer = job.customer?.id ? await api.customer(token, job.customer.id) : null;
  const invoices = (await api.invoices(token, job.id)).filter((i) => i.status?.toLowerCase() !== 'voided');
  const total = invoices.length ? invoices.reduce((sum, i) => sum + (i.subtotal ?? 0) + (i.taxValue ?? 0), 0) : null;
  const entries = job.jobNo ? await api.timeEntries(token, job.jobNo, job.lastModified ? new Date(job.lastModified) : heardAt) : [];
  const workers = new Map<string, string>();
  for (const e of entries) if (e.userId !== undefined && e.user?.trim()) workers.set(String(e.userId), e.user.trim());
  return fergusJob(
    {
      job,
      customer,
      total: total === null ? null : Math.round(total * 100) / 100,
      workers: [...workers].map(([id, name]) => ({ id, name })),
    },
    heardAt,
  );
}
