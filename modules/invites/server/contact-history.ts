import type { Database, SessionUser } from '@korero/core/sdk';
import { normalisePhone } from '@korero/core/sdk';
import type { ContactSource, ContactSourceRecords, ContactSources, ReferencedContact } from '../contract/index.ts';

/**
 * The phone column as normalisePhone reads it, in SQL: invitations keep the number as it was typed, and a job
 * system's "021 555 0103" must find the form's "+64215550103".
 */
const phoneOf = (column: string) => {
  const p = `regexp_replace(${column}, '[[:space:]().-]', '', 'g')`;
  return `(case when ${p} ~ '^00' then '+' || substr(${p}, 3) when ${p} ~ '^0' then '+64' || substr(${p}, 2)
    when ${p} ~ '^64[0-9]{8,10}$' then '+' || ${p} else ${p} end)`;
};

/**
 * When the business last invited this customer, by any way in, compared by the normalised mobile number or the
 * email address; null when never since `since`.
 */
export async function lastInvitedAt(
  db: Database,
  businessId: string,
  contact: { phone: string | null; email: string | null },
  since: Date,
): Promise<Date | null> {
  const phone = contact.phone ? normalisePhone(contact.phone) : null;
  const email = contact.email?.trim().toLowerCase() || null;
  if (!phone && !email) return null;
  const [row] = await db.em.execute<Array<{ at: string | Date | null }>>(
    `select max(created_at) as at from invites_invitation
      where business_id = ? and created_at >= ?
        and ((?::text is not null and customer_phone is not null and ${phoneOf('customer_phone')} = ?::text)
          or (?::text is not null and lower(trim(customer_email)) = ?::text))`,
    [businessId, since, phone, phone, email, email],
  );
  return row?.at ? new Date(row.at) : null;
}

/** Whether no invitation of this business has gone to this one address before (its first message owes IPP3A's line). */
export async function firstTo(db: Database, businessId: string, contact: { phone: string | null; email: string | null }) {
  return (await lastInvitedAt(db, businessId, contact, new Date(0))) === null;
}

const samePhone = (a: string, b: string | null) => !!b && (normalisePhone(a) ?? a) === (normalisePhone(b) ?? b);
const sameEmail = (a: string, b: string | null) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where a new invitation's customer details came from: the record its reference names (a compliance job imported
 * from a CSV file, say) when every address given is that record's; else whoever made it, an API key or the person
 * signed in (by the name the app shows staff by). A changed number was typed by the person, so it is theirs.
 */
export async function sourceOfInvitation(
  user: SessionUser,
  input: { reference?: string | null | undefined; customerPhone: string | null; customerEmail: string | null },
  records: ContactSources,
): Promise<ContactSource> {
  if (input.reference && (input.customerPhone || input.customerEmail)) {
    const record = await records.of(user.businessId, input.reference);
    if (
      record &&
      (!input.customerPhone || samePhone(input.customerPhone, record.phone)) &&
      (!input.customerEmail || sameEmail(input.customerEmail, record.email))
    )
      return record.source;
  }
  if (user.apiKey) return { kind: 'api_key', label: user.apiKey.name ?? '' };
  return { kind: 'person', label: user.displayName || user.username };
}

/** The records other modules contributed, by their references' prefixes (compliance's "compliance-job:"). */
export class ContactRecords implements ContactSourceRecords, ContactSources {
  readonly #by = new Map<string, ContactSources>();

  contribute(prefix: string, records: ContactSources): void {
    this.#by.set(prefix, records);
  }

  async of(businessId: string, reference: string): Promise<ReferencedContact | null> {
    for (const [prefix, records] of this.#by) if (reference.startsWith(prefix)) return records.of(businessId, reference);
    return null;
  }
}
