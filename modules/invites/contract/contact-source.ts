/** Plain functions and types only: the review page and other front ends use the same wording. */
import type { Language, LanguageChoice } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import { catalogues } from './locales/index.ts';

/**
 * Where a contact's details came from (issue 47 part 4, Privacy Act IPP3A): typed in by a signed-in person, imported
 * from a CSV file, sent with an API key, read from a job system, or given by the customer on the review link.
 */
export type ContactSourceKind = 'person' | 'csv' | 'api_key' | 'job_system' | 'review_link';

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

/** Each indirect source's message id in the catalogues (`where.sms.csv`, `where.email.jobSystem`…). */
const WHERE_ID: Partial<Record<ContactSourceKind, string>> = { csv: 'csv', api_key: 'apiKey', job_system: 'jobSystem' };

/**
 * The first message's line saying where Korero got the customer's details (IPP3A), by the channel it goes by and in
 * one language (the invites contract's catalogue; a text in 'both' carries the English one, an email each in turn);
 * null when none is owed. One short sentence before a text's STOP line (the owner's long-text rule fits it: decision
 * 0048); a file's or key's own name stays in the business's records, since it was never written for a customer.
 */
export function sourceSentence(
  channel: 'sms' | 'email',
  businessName: string,
  source: ContactSource | null,
  language: Language = 'en',
): string | null {
  const id = source && saysWhereFrom(source) ? WHERE_ID[source.kind] : undefined;
  if (!source || !id) return null;
  return translator(catalogues, language).t(`where.${channel}.${id}`, { business: businessName, label: source.label });
}

/** The first word of a person's name: how a customer is told who typed their details in. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The privacy notice's sentence on the customer's review page: where the business got their details, in the page's
 * language (invites' contract catalogue; "Kauri Plumbing got your details from their job system, Xero."). Null source: an invitation made before
 * sources were kept, told no more than that the business gave them.
 */
export function privacySourceSentence(source: ContactSource | null, businessName: string | null, language: LanguageChoice = 'en'): string {
  const { t } = translator(catalogues, language);
  const name = businessName?.trim();
  const named = { named: name ? 'yes' : 'no', business: name ?? '' };
  if (!source) return t('source.none', named);
  switch (source.kind) {
    case 'person': {
      const who = firstName(source.label);
      return t('source.person', { ...named, hasWho: who ? 'yes' : 'no', who });
    }
    case 'csv':
      return t('source.csv', named);
    case 'api_key':
      return t('source.apiKey', named);
    case 'job_system':
      return t('source.jobSystem', { ...named, hasLabel: source.label ? 'yes' : 'no', label: source.label });
    case 'review_link':
      return t('source.reviewLink');
  }
}

/** How the owner's records and exports name a source ("Imported from a CSV file: jobs.csv, 30 Nov 2026, 9:40 am"). */
export function sourceDescription(source: ContactSource | null): string {
  if (!source) return 'Not recorded';
  const named = (what: string, unnamed: string) => (source.label ? `${what}: ${source.label}` : unnamed);
  switch (source.kind) {
    case 'person':
      return named('Typed in by', 'Typed in by a person');
    case 'csv':
      return named('Imported from a CSV file', 'Imported from a CSV file');
    case 'api_key':
      return named('Sent with the API key', 'Sent with an API key');
    case 'job_system':
      return named('From the job system', 'From a job system');
    case 'review_link':
      return 'Given by the customer on the review link';
  }
}
