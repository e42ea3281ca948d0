import { closeSentence } from '@korero/core/contract';
import type { EmailReview, OwnerReviewsEmailProps } from './OwnerReviewsEmail.tsx';
import { settingsPage } from '@korero/module-business/contract/pages';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

/** The Reviews page's Google reviews not answered yet. */
const UNANSWERED = reviewsPage('/reviews', { source: 'google', unanswered: true });

/** A google_review row as the owner's emails read it (the core helper's review-rows.ts has the same columns). */
export interface ReviewRow {
  id: string;
  reviewer: string;
  starRating: number;
  comment: string | null;
  /** When the reviewer posted it on Google. */
  createdAt: Date;
  removedAt: Date | null;
  /** When a Korero sync first and last saw it on Google. */
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** The submission a removed review was matched to, for the owner's evidence. */
export interface MatchedSubmission {
  id: string;
  customerName: string | null;
  submittedAt: Date | null;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** At most this many reviews are listed in one email; the rest are counted. */
export const LISTED_MAX = 20;
const COMMENT_MAX = 1000;

const day = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' });
export const nzDayText = (at: Date) => day.format(at);
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const clip = (text: string) => (text.length > COMMENT_MAX ? `${text.slice(0, COMMENT_MAX).trimEnd()}…` : text);
const starWord = (n: number) => `${n} ${plural(n, 'star', 'stars')}`;

interface Parts extends Omit<OwnerReviewsEmailProps, 'reviews' | 'more'> {
  subject: string;
  reviews: EmailReview[];
}

/** The plain-text part and the HTML part (the react-email template, loaded with the first email). */
async function compose(p: Parts): Promise<ComposedEmail> {
  const listed = p.reviews.slice(0, LISTED_MAX);
  const more = p.reviews.length > listed.length ? `And ${p.reviews.length - listed.length} more on Korero.` : null;
  const text = [
    p.intro,
    '',
    ...listed.flatMap((r) => [
      `${starWord(r.starRating)} from ${r.reviewer}`,
      r.comment ? clip(r.comment) : '(No comment, just the rating.)',
      ...r.details,
      '',
    ]),
    ...(more ? [more, ''] : []),
    ...(p.note ? [p.note, ''] : []),
    ...(p.steps ?? []).flatMap((step, i) => [`${i + 1}. ${step}`, '']),
    `${p.buttonLabel}: ${p.buttonUrl}`,
    '',
    '—',
    `${p.footer} Settings: ${p.settingsUrl}`,
  ].join('\n');
  const [{ render }, { createElement }, { default: OwnerReviewsEmail }] = await Promise.all([
    import('@react-email/render'),
    import('react'),
    import('./OwnerReviewsEmail.tsx'),
  ]);
  const props: OwnerReviewsEmailProps = { ...p, reviews: listed.map((r) => ({ ...r, comment: r.comment && clip(r.comment) })), more };
  const html = await render(createElement(OwnerReviewsEmail, props));
  return { subject: p.subject, text, html };
}

const posted = (r: ReviewRow) => `Posted on Google ${nzDayText(r.createdAt)}`;

/** New Google reviews of 3★ or less: the owner should hear at once, and answer. */
export function lowRatingsEmail(businessName: string, publicUrl: string, rows: ReviewRow[]): Promise<ComposedEmail> {
  const one = rows.length === 1 ? rows[0]! : null;
  return compose({
    subject: one ? `New ${one.starRating}★ Google review from ${one.reviewer}` : `${rows.length} new Google reviews of 3★ or less`,
    title: one ? 'A new Google review needs your answer' : `${rows.length} new Google reviews need your answer`,
    preview: one
      ? `${one.reviewer} gave ${businessName} ${starWord(one.starRating)} on Google.`
      : `${businessName} has new low ratings on Google.`,
    intro: `${businessName} has ${one ? 'a new Google review' : `${rows.length} new Google reviews`} of 3 stars or less. A calm, prompt answer in your own words shows everyone who reads ${plural(rows.length, 'it', 'them')} that you listen.`,
    reviews: rows.map((r) => ({ id: r.id, reviewer: r.reviewer, starRating: r.starRating, comment: r.comment, details: [posted(r)] })),
    note: 'Korero can suggest a reply from the review’s own words for you to edit before you post it.',
    buttonLabel: plural(rows.length, 'Answer it on Korero', 'Answer them on Korero'),
    buttonUrl: `${publicUrl}${UNANSWERED}`,
    footer: 'You get this email because alerts for Google reviews of 3 stars or less are on. Change it in',
    settingsUrl: `${publicUrl}${settingsPage()}`,
  });
}

/** Reviews Google stopped showing: what Korero kept of each, as evidence for Google's support. */
export function removedEmail(
  businessName: string,
  publicUrl: string,
  rows: ReviewRow[],
  matches: Map<string, MatchedSubmission>,
): Promise<ComposedEmail> {
  const n = rows.length;
  return compose({
    subject: `Google no longer shows ${n === 1 ? `${rows[0]!.reviewer}'s review` : `${n} reviews`} of ${businessName}`,
    title: n === 1 ? 'Google removed a review' : `Google removed ${n} reviews`,
    preview: `Korero kept a copy of ${plural(n, 'it', 'each')}: the evidence to take to Google.`,
    intro: `Google no longer shows ${plural(n, 'this review', 'these reviews')} of ${closeSentence(businessName)} Google's filters and sweeps sometimes remove genuine reviews. Korero kept a copy of ${plural(n, 'it', 'each')}, with when it was first and last seen: if you think one was removed in error, this is the evidence to take to Google Business Profile support.`,
    reviews: rows.map((r) => {
      const match = matches.get(r.id);
      const details = [posted(r), `First seen by Korero ${nzDayText(r.firstSeenAt)}; last seen on Google ${nzDayText(r.lastSeenAt)}.`];
      if (match)
        details.push(
          `It matched the Korero submission from ${match.customerName ?? 'a customer'}${match.submittedAt ? ` on ${nzDayText(match.submittedAt)}` : ''} (submission ${match.id}).`,
        );
      return { id: r.id, reviewer: r.reviewer, starRating: r.starRating, comment: r.comment, details };
    }),
    note: null,
    buttonLabel: 'See your Google reviews',
    buttonUrl: `${publicUrl}${reviewsPage('/reviews', { source: 'google' })}`,
    footer: 'You get this email because your Google Business Profile is connected to Korero. Change what Korero sends you in',
    settingsUrl: `${publicUrl}${settingsPage()}`,
  });
}

/** The daily digest: new Google reviews of 4★ and 5★ since the last one. */
export function digestEmail(businessName: string, publicUrl: string, rows: ReviewRow[], today: Date): Promise<ComposedEmail> {
  const n = rows.length;
  return compose({
    subject: `${n} new Google ${plural(n, 'review', 'reviews')} for ${businessName}`,
    title: `Your Google reviews, ${nzDayText(today)}`,
    preview: `${n} new ${plural(n, 'review', 'reviews')} of 4 stars or more on Google.`,
    intro: `${businessName} has ${n} new Google ${plural(n, 'review', 'reviews')} of 4 stars or more since your last digest.`,
    reviews: rows.map((r) => ({ id: r.id, reviewer: r.reviewer, starRating: r.starRating, comment: r.comment, details: [posted(r)] })),
    note: 'A short thank-you to each shows future customers you read every review.',
    buttonLabel: 'Reply on Korero',
    buttonUrl: `${publicUrl}${UNANSWERED}`,
    footer: 'You get this daily digest because you switched it on for your Google reviews. Change it in',
    settingsUrl: `${publicUrl}${settingsPage()}`,
  });
}

/**
 * More than three one-star Google reviews within 24 hours: once per rush, with what to do. Worded without a link to a
 * dispute summary of Korero's own (not every Korero has one); Google's own reporting steps instead.
 */
export function rushEmail(businessName: string, publicUrl: string, rows: ReviewRow[]): Promise<ComposedEmail> {
  const n = rows.length;
  return compose({
    subject: `${n} one-star Google reviews of ${businessName} within a day`,
    title: `${n} one-star Google reviews within 24 hours`,
    preview: `${businessName} had a rush of one-star reviews on Google. Here is what to do.`,
    intro: `${businessName} had ${n} one-star reviews on Google within 24 hours. A rush like this is sometimes a run of unhappy customers after one bad day, and sometimes people who were never customers. Take a breath first: here is what to do.`,
    reviews: rows.map((r) => ({ id: r.id, reviewer: r.reviewer, starRating: r.starRating, comment: r.comment, details: [posted(r)] })),
    note: null,
    steps: [
      'Do not reply in anger, and do not answer them all at once. A calm, short answer in your own words, written once you have checked, reads best to the customers who come later.',
      'Check whether each reviewer was your customer: look for their name in your jobs, bookings and invoices.',
      "If a review breaks Google's policies (fake, off-topic, hateful, or from someone who was never a customer), report it to Google instead of arguing in a reply: on Google Maps, open your Business Profile's reviews, choose the review's menu (⋮), then Report review. Google decides, and it can take a few days.",
      'Keep a record: Korero keeps a copy of every review it syncs, even one Google later removes, with when it was posted. If you ask Google Business Profile support to look again, that record and a summary of your dealings with each reviewer are what to send.',
    ],
    buttonLabel: 'See the one-star reviews',
    buttonUrl: `${publicUrl}${reviewsPage('/reviews', { source: 'google', rating: '1' })}`,
    footer: 'You get this email once per rush because your Google Business Profile is connected to Korero. Change what Korero sends you in',
    settingsUrl: `${publicUrl}${settingsPage()}`,
  });
}
