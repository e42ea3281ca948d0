import { randomBytes } from 'node:crypto';
import { translator, type Language, type LanguageChoice } from '@korero/core/i18n';
import { sourceSentence, type ContactSource } from '../../contract/contact-source.ts';
import { catalogues } from '../../contract/locales/index.ts';
import type { InvitationEmailProps } from './InvitationEmail.tsx';

/** What is the same in every email a business sends in one go: rendered once. */
export interface BusinessParts {
  businessName: string;
  /** Absolute, under PUBLIC_URL; null without a logo. */
  logoUrl: string | null;
  /** A reminder of an invitation not yet answered. */
  reminder?: boolean;
  /** The invitation's language (issue 48); English when not given. */
  language?: LanguageChoice;
}

/** What each customer's email has of its own. */
export interface CustomerParts {
  customerName: string;
  jobDescription: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  /**
   * Where the address came from, given only for a first email that owes the customer the sentence (IPP3A); it is said
   * in each of the email's languages, and only for a source Korero did not get from the customer or a person.
   */
  source?: ContactSource | null;
}

export type EmailParts = BusinessParts & CustomerParts;
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** react-email's Preview (@react-email/preview): the text cut at 150 characters, padded to 150 with these. */
const PREVIEW_MAX = 150;
const PREVIEW_PAD = '\u00A0\u200C\u200B\u200D\u200E\u200F\uFEFF';

/** As React escapes text and attribute values. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** The source sentence has a slot per language: 'both' draws a paragraph for each. */
type Slot = 'business' | 'logo' | 'firstName' | 'job' | 'review' | 'unsubscribe' | 'sourceEn' | 'sourceMi';
const SLOTS: Slot[] = ['business', 'logo', 'firstName', 'job', 'review', 'unsubscribe', 'sourceEn', 'sourceMi'];

/** The sentence on where the address came from in each of `languages`, those owed one (the template's `source`). */
export function sourceWords(businessName: string, source: ContactSource | null | undefined, languages: readonly Language[]) {
  const words: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const sentence = sourceSentence('email', businessName, source ?? null, language);
    if (sentence) words[language] = sentence;
  }
  return words;
}

const previewText = (businessName: string, jobDescription: string, language: LanguageChoice) =>
  translator(catalogues, language).t('email.preview', { business: businessName, job: jobDescription });

/** The Preview's inside as react-email draws it: the text (cut) and, when short, its padding. */
function previewHtml(text: string): string {
  const cut = text.substring(0, PREVIEW_MAX);
  return escapeHtml(cut) + (cut.length < PREVIEW_MAX ? `<div>${PREVIEW_PAD.repeat(PREVIEW_MAX - cut.length)}</div>` : '');
}

/** The template drawn with a slot for every word: the HTML before and after the preview, and what finds the slots. */
interface Drawn {
  parts: [string, string];
  slots: RegExp;
}

/** One drawing per kind of email (invitation or reminder, with a logo or without, per language), for the life of the process. */
const drawings = new Map<string, Promise<Drawn>>();

function drawn(reminder: boolean, withLogo: boolean, language: LanguageChoice): Promise<Drawn> {
  const key = `${reminder}:${withLogo}:${language}`;
  let found = drawings.get(key);
  if (!found) {
    found = draw(reminder, withLogo, language);
    // A failed drawing is not kept: the next email tries again.
    found.catch(() => drawings.delete(key));
    drawings.set(key, found);
  }
  return found;
}

async function draw(reminder: boolean, withLogo: boolean, language: LanguageChoice): Promise<Drawn> {
  // Letters and digits only, so React leaves them as they are wherever they land; random, so no name can hold one.
  const mark = `slot${randomBytes(8).toString('hex')}`;
  const slot = (name: Slot | 'preview') => `${mark}${name}`;
  const html = await renderEmail({
    businessName: slot('business'),
    logoUrl: withLogo ? slot('logo') : null,
    reminder,
    language,
    firstName: slot('firstName'),
    jobDescription: slot('job'),
    reviewUrl: slot('review'),
    unsubscribeUrl: slot('unsubscribe'),
    source: { en: slot('sourceEn'), mi: slot('sourceMi') },
    preview: slot('preview'),
  });
  // The preview's padding follows its length, so the whole preview is drawn again for each email.
  const drawnPreview = previewHtml(slot('preview'));
  const at = html.indexOf(drawnPreview);
  if (at < 0) throw new Error('The invitation email template no longer draws its preview as react-email did.');
  return { parts: [html.slice(0, at), html.slice(at + drawnPreview.length)], slots: new RegExp(`${mark}(${SLOTS.join('|')})`, 'g') };
}

/**
 * The invitation (or reminder) email, as a function of each customer's parts. The module's react-email template is
 * drawn once per process (per kind of email) with a slot for every word, and each email fills the slots in, escaped
 * as React escapes them: a reminder sweep sends a thousand emails at once, and drawing the template for each business,
 * let alone each email, was most of its time. (`invitation-email.test.ts` holds each email to React's own drawing.)
 *
 * The template is imported when the first email is composed: scripts that load the server with Node's own type
 * stripping (which reads no JSX) never load it, and the server bundle makes it a chunk of its own.
 */
export async function emailTemplate(fixed: BusinessParts): Promise<(customer: CustomerParts) => ComposedEmail> {
  const reminder = fixed.reminder ?? false;
  const language = fixed.language ?? 'en';
  const tr = translator(catalogues, language);
  const { parts, slots } = await drawn(reminder, fixed.logoUrl !== null, language);
  const subject = tr.t(reminder ? 'email.subjectReminder' : 'email.subject', { business: fixed.businessName });
  const business = escapeHtml(fixed.businessName);
  const logo = fixed.logoUrl === null ? '' : escapeHtml(fixed.logoUrl);
  // One pass over the template, so a customer's words are never read for slots themselves.
  const fill = (part: string, values: Record<Slot, string>) => part.replace(slots, (_, name: Slot) => values[name]);

  return (p) => {
    const firstName = firstNameOf(p.customerName);
    const source = sourceWords(fixed.businessName, p.source, tr.languages);
    // 'both': the whole message in te reo, then in English; then each footer line in te reo, then in English.
    const text = [
      ...tr.languages.flatMap((l) => [
        tr.in(l, 'email.greeting', { firstName }),
        '',
        tr.in(l, reminder ? 'email.thanksReminder' : 'email.thanks', { business: fixed.businessName, job: p.jobDescription }),
        '',
        tr.in(l, 'email.howItWorks'),
        '',
        `${tr.in(l, 'email.button')}: ${p.reviewUrl}`,
        '',
        tr.in(l, 'email.noAccount'),
        '',
      ]),
      '—',
      ...tr.languages.map((l) => tr.in(l, 'email.why', { business: fixed.businessName })),
      ...tr.languages.flatMap((l) => source[l] ?? []),
      ...tr.languages.map((l) => tr.in(l, 'email.unsubscribeText', { link: p.unsubscribeUrl })),
    ].join('\n');
    const values: Record<Slot, string> = {
      business,
      logo,
      firstName: escapeHtml(firstName),
      job: escapeHtml(p.jobDescription),
      review: escapeHtml(p.reviewUrl),
      unsubscribe: escapeHtml(p.unsubscribeUrl),
      sourceEn: escapeHtml(source.en ?? ''),
      sourceMi: escapeHtml(source.mi ?? ''),
    };
    const html = fill(parts[0], values) + previewHtml(previewText(fixed.businessName, p.jobDescription, language)) + fill(parts[1], values);
    return { subject, text, html };
  };
}

/** One email, for one customer. */
export async function composeEmail(p: EmailParts): Promise<ComposedEmail> {
  return (await emailTemplate(p))(p);
}

export const firstNameOf = (customerName: string) => customerName.trim().split(/\s+/)[0] || customerName;

/** The template drawn by React for these props (its preview text from them unless given). */
export async function renderEmail(
  props: Omit<InvitationEmailProps, 'preview' | 'language'> & { preview?: string; language?: LanguageChoice },
): Promise<string> {
  const [{ render }, { createElement }, { default: InvitationEmail }] = await Promise.all([
    import('@react-email/render'),
    import('react'),
    import('./InvitationEmail.tsx'),
  ]);
  return render(
    createElement(InvitationEmail, {
      ...props,
      language: props.language ?? 'en',
      preview: props.preview ?? previewText(props.businessName, props.jobDescription, props.language ?? 'en'),
    }),
  );
}
