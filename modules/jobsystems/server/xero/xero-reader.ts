import { normalisePhone } from '@korero/core/sdk';
import type { JobRecord } from '../asking/job-record.ts';
import type { RecentJobs } from '../asking/preview.ts';
import { budgetSpent, type CallBudget } from '../call-budget.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import type { XeroApi, XeroContact, XeroInvoice } from './xero-api.ts';

/** Xero's JSON dates: "/Date(1764547200000+0000)/" (milliseconds since 1970, UTC). */
export function xeroDate(value: string | undefined): Date | null {
  const ms = value ? /\/Date\((-?\d+)/.exec(value)?.[1] : undefined;
  return ms ? new Date(Number(ms)) : null;
}

/** The contact's mobile as E.164, from Xero's three parts (country code, area code, number). */
function mobileOf(contact: XeroContact | null): string | null {
  const phone = contact?.Phones?.find((p) => p.PhoneType === 'MOBILE' && p.PhoneNumber?.trim());
  if (!phone) return null;
  const country = phone.PhoneCountryCode?.replace(/\D/g, '');
  const local = `${phone.PhoneAreaCode ?? ''}${phone.PhoneNumber ?? ''}`.replace(/[^\d+]/g, '');
  return normalisePhone(country ? `+${country}${local.replace(/^0/, '')}` : local);
}

const firstLine = (text: string | undefined) => text?.split(/\r?\n/)[0]?.trim() ?? '';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A paid sales invoice and its contact as a job: Xero offers "paid" only (issue 45). Who did the work is read from
 * the invoice lines' tracking options (trades tag lines by technician there; decision 0040), matched on the people
 * table like any system's staff.
 */
export function xeroJob(invoice: XeroInvoice, contact: XeroContact | null, heardAt: Date): JobRecord {
  const person = [contact?.FirstName, contact?.LastName].filter(Boolean).join(' ').trim();
  const workers = new Map<string, string>();
  for (const line of invoice.LineItems ?? []) {
    for (const t of line.Tracking ?? []) {
      const name = t.Option?.trim();
      if (name) workers.set(t.TrackingOptionID ?? name.toLowerCase(), name);
    }
  }
  const described = firstLine(invoice.LineItems?.find((l) => firstLine(l.Description))?.Description) || invoice.Reference?.trim() || '';
  return {
    provider: 'xero',
    externalId: invoice.InvoiceID,
    label: invoice.InvoiceNumber?.trim() || 'Invoice',
    customerName: clip(person || contact?.Name?.trim() || invoice.Contact.Name?.trim() || 'Customer', 120),
    mobile: mobileOf(contact),
    email: contact?.EmailAddress?.trim().toLowerCase() || null,
    total: typeof invoice.Total === 'number' ? invoice.Total : null,
    tags: (contact?.ContactGroups ?? []).filter((g) => g.Status !== 'DELETED').flatMap((g) => (g.Name ? [g.Name] : [])),
    workers: [...workers].map(([id, name]) => ({ id, name })),
    description: clip(described || `Invoice ${invoice.InvoiceNumber ?? ''}`.trim(), 100),
    location: '',
    doneAt: xeroDate(invoice.FullyPaidOnDate) ?? heardAt,
    ready: invoice.Type === 'ACCREC' && invoice.Status === 'PAID',
  };
}

/** The organisation's last paid sales invoices as jobs, with their contacts read in one call (the dry run). */
export function xeroRecentJobs(api: XeroApi, connections: OAuthConnections, budget: CallBudget): RecentJobs {
  return {
    provider: 'xero',
    async recent(businessId, count) {
      const access = await connections.access(businessId);
      if (!access) return null;
      if (await budget.take('xero', access.accountId, 2)) throw budgetSpent('Xero');
      const invoices = await api.paidInvoices(access, count);
      const contacts = new Map(
        (
          await api.contacts(
            access,
            invoices.map((i) => i.Contact.ContactID),
          )
        ).map((c) => [c.ContactID, c]),
      );
      return invoices.map((i) => xeroJob(i, contacts.get(i.Contact.ContactID) ?? null, new Date()));
    },
  };
}
