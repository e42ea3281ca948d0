/** Plain functions and types only: the review page and other front ends use the same wording. */

/**
 * Where a contact's details came from (issue 47 part 4, Privacy Act IPP3A): typed in by a signed-in person, imported
 * from a CSV file, sent with an API key, read from a job system, or given by the customer on the review link.
 */
export type ContactSourceKind = 'person' | 'csv' | 'api_key' | 'job_system' | 'review_link';
export const CONTACT_SOURCE_KINDS: readonly ContactSourceKind[] = ['person', 'csv', 'api_key', 'job_system', 'review_link'];

/**
 * The kind, and what names it: the person's name as the app shows staff, the file's name and when it was imported
 * ("jobs.csv, 30 Nov 2026, 9:40 am"), the API key's name, or the job system's name ("Xero"). Empty when not known.
 */
export interface ContactSource {
  kind: ContactSourceKind;
  label: string;
}

/** Sources Korero did not get from the customer, or from a person who spoke with them: their first message says where. */
const INDIRECT: ReadonlySet<ContactSourceKind> = new Set(['csv', 'api_key', 'job_system']);

/** Whether a first message to this contact must say where their details came from (IPP3A). */
export const saysWhereFrom = (source: ContactSource | null): boolean => !!source && INDIRECT.has(source.kind);

/**
 * The first message's line saying where Korero got the customer's details (IPP3A), by the channel it goes by; null
 * when none is owed. Texts are short (the job is shortened to make room); a file's or key's own name stays in the
 * business's records, since it was never written for a customer to read.
 */
export function sourceSentence(channel: 'sms' | 'email', businessName: string, source: ContactSource | null): string | null {
  if (!source || !saysWhereFrom(source)) return null;
  const what = channel === 'sms' ? 'your number' : 'your email address';
  const who = channel === 'sms' ? 'We' : 'Korero';
  if (source.kind === 'job_system') {
    return channel === 'sms'
      ? `We got your number from ${businessName}'s ${source.label} records.`
      : `Korero got your email address from ${businessName}'s records in ${source.label}.`;
  }
  if (source.kind === 'csv') return `${who} got ${what} from a customer list ${businessName} imported.`;
  return `${who} got ${what} from ${businessName}'s own software.`;
}

/** The first word of a person's name: how a customer is told who typed their details in. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The privacy notice's sentence on the customer's review page: where the business got their details, in plain
 * English ("Kauri Plumbing got your details from their job system, Xero."). Null source: an invitation made before
 * sources were kept, told no more than that the business gave them.
 */
export function privacySourceSentence(source: ContactSource | null, businessName: string | null): string {
  const business = businessName?.trim() || 'The business';
  if (!source) return `${business} gave Korero your details so it could ask about your job.`;
  switch (source.kind) {
    case 'person':
      return firstName(source.label)
        ? `${firstName(source.label)} at ${business} typed in your details to ask about your job.`
        : `Someone at ${business} typed in your details to ask about your job.`;
    case 'csv':
      return `${business} got your details from a customer list they imported into Korero.`;
    case 'api_key':
      return `${business} sent your details to Korero from their own software.`;
    case 'job_system':
      return `${business} got your details from their job system${source.label ? `, ${source.label}` : ''}.`;
    case 'review_link':
      return 'You gave these details yourself, on this page.';
  }
}

/** How the owner's records and exports name a source ("Imported from a CSV file: jobs.csv, 30 Nov 2026, 9:40 am"). */
export function sourceDescription(source: ContactSource | null): string {
  if (!source) return 'Not recorded';
  const named = (what: string) => (source.label ? `${what}: ${source.label}` : what);
  switch (source.kind) {
    case 'person':
      return named('Typed in by');
    case 'csv':
      return named('Imported from a CSV file');
    case 'api_key':
      return named('Sent with the API key');
    case 'job_system':
      return named('From the job system');
    case 'review_link':
      return 'Given by the customer on the review link';
  }
}
