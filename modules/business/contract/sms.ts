import { fitSms, plainPunctuation, smsEncoding, type FittedSms, type LanguageChoice, type SmsLongText } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import { catalogues } from './locales/index.ts';

/** The SMS text rules (settings-insights-admin.md §5), shared by the settings page, the server and invitations. */

export const STOP_LINE = 'Reply STOP to opt out.';
export const BRAND_GREETING = 'Hi from Korero! ';
export const SMS_MAX = 160;
export const SMS_PLACEHOLDERS = ['[business name]', '[job]', '[link]'] as const;

/**
 * What Professional owners start from, and what every owner sends until they change it. Worded to fit one GSM-7
 * segment with a 30-character business name, a 20-character job and a short review link on a real domain
 * (docs/decisions/0017-sms-length-and-short-links.md). The job sits in brackets, so it reads well however the owner
 * wrote it: "(Replaced the hot water cylinder)" or "(hot water cylinder)", never "How did Replaced the… go?" (issue 44).
 */
export const DEFAULT_SMS_MESSAGE = `${BRAND_GREETING}How was [business name] ([job])? Review: [link] ${STOP_LINE}`;

const teReo = translator(catalogues, 'mi');

/** Korero's default text in te reo (issue 48): what an invitation in te reo sends while the business sends the default. */
export const DEFAULT_SMS_MESSAGE_MI = withStopLine(teReo.t('sms.default'));
export const TE_REO_GREETING = teReo.t('sms.greeting');

/**
 * The template an invitation in `language` sends (issue 48). Te reo: Korero's default in te reo, or the owner's own
 * text as they wrote it with Korero's greeting in te reo. Both: the te reo greeting with the English text, since a
 * whole text in each language would cost twice. An owner's words are never translated.
 */
export function smsTemplateIn(
  settings: { template: string; custom: boolean; templateMi?: string | null | undefined },
  language: LanguageChoice,
): string {
  if (language === 'en') return settings.template;
  // The owner's own te reo text, as they wrote it, when they wrote one.
  if (language === 'mi' && settings.templateMi) return settings.templateMi;
  if (language === 'mi' && !settings.custom) return DEFAULT_SMS_MESSAGE_MI;
  const body = settings.template.startsWith(BRAND_GREETING) ? settings.template.slice(BRAND_GREETING.length) : settings.template;
  return `${TE_REO_GREETING}${body}`;
}

/** A 40-character job: what Settings counts the longest text with. */
export const WORST_CASE_JOB = 'Hot water cylinder replaced, pipe lagged';

/** The name a text uses for a business that has not given one. */
export const UNNAMED_BUSINESS = 'Your service provider';

/** The text with exactly one STOP line at the end (an existing trailing copy, or several, is replaced). */
export function withStopLine(text: string): string {
  let body = text.trim();
  const stop = STOP_LINE.toLowerCase();
  while (body.toLowerCase().endsWith(stop)) body = body.slice(0, -stop.length).trimEnd();
  return body ? `${body} ${STOP_LINE}` : STOP_LINE;
}

/**
 * The part an owner edits: the text without the STOP line (and without the greeting when it is fixed: Korero's
 * English greeting, or for a te reo text its te reo one).
 */
export function editablePart(text: string, fixedGreeting: boolean, greeting = BRAND_GREETING): string {
  let body = withStopLine(text).slice(0, -STOP_LINE.length).trimEnd();
  if (fixedGreeting && body.startsWith(greeting)) body = body.slice(greeting.length);
  return body;
}

export type SmsRule = 'locked' | 'branded' | 'full';

/**
 * Problems with a template under a plan's rule, as messages a person can act on (empty: fine). A te reo text has the
 * same rules, with Korero's te reo greeting where the plan fixes the greeting.
 */
export function smsTemplateProblems(text: string, rule: SmsRule, greeting = BRAND_GREETING): string[] {
  const problems: string[] = [];
  if (!text.trim()) return ['SMS message is required'];
  const full = withStopLine(text);
  if (full.length > SMS_MAX) problems.push(`SMS message must not exceed ${SMS_MAX} characters (it is ${full.length} with the STOP line)`);
  const missing = SMS_PLACEHOLDERS.filter((p) => !full.includes(p));
  if (missing.length) problems.push(`SMS message must include ${missing.join(', ')}`);
  if (rule === 'branded' && !full.startsWith(greeting))
    problems.push(`On the Professional plan the message must start with "${greeting.trim()}"`);
  return problems;
}

export interface SmsValues {
  businessName: string;
  job: string;
  link: string;
  /**
   * Where Korero got the number, when not from the customer (a job system's record, IPP3A): a sentence said before
   * the STOP line of the first text.
   */
  source?: string | undefined;
}

/**
 * Fills the placeholders in one pass (a business or job that itself reads "[link]" stays as written); the result
 * still ends with the STOP line.
 */
export function fillSmsTemplate(template: string, values: SmsValues): string {
  const by: Record<string, string> = { '[business name]': values.businessName, '[job]': values.job, '[link]': values.link };
  return withStopLine(template).replace(/\[(?:business name|job|link)\]/g, (p) => by[p] ?? p);
}

/**
 * What the form and Settings count a text with before it exists: a link of the real length (every character of a
 * link is plain GSM-7, so only its length matters). GET /api/profile gives `smsLinkLength` when invitations are on.
 */
export function linkOfLength(length: number): string {
  return 'x'.repeat(Math.max(0, length));
}

/** `smsLinkLength` from the profile answer (the invites module adds it), or null when invitations are off. */
export function smsLinkLengthOf(profile: object): number | null {
  const length = (profile as { smsLinkLength?: unknown }).smsLinkLength;
  return typeof length === 'number' && length > 0 ? length : null;
}

/** An invitation's text under the owner's rule for long texts: the one composition Settings, the form and sending share. */
export function inviteSms(template: string, values: SmsValues, rule: SmsLongText): FittedSms {
  const withSource = (text: string) => (values.source ? `${text.slice(0, -STOP_LINE.length)}${values.source} ${STOP_LINE}` : text);
  return fitSms((job) => withSource(fillSmsTemplate(template, { ...values, job })), values.job, rule);
}

/**
 * The business's name in plain letters, for texts (issue 44): macrons and other marks taken off ("Ngā Hau E Whā" →
 * "Nga Hau E Wha"), so the text keeps 160 characters a part. Null when that would still not be plain SMS letters.
 */
export function plainLettersName(name: string): string | null {
  const plain = plainPunctuation(name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')).trim();
  return plain && smsEncoding(plain) === 'GSM-7' ? plain : null;
}
