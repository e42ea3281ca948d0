import type { ChainEntry, ChainVerification, RecordChainPort } from '@korero/core/sdk';
import { escapeHtml } from '@korero/core/sdk';

/** The entries that say a customer was served, asked or answered, and how each reads in the timeline. */
const KINDS: Record<string, string> = {
  'compliance.job_recorded': 'A completed job was recorded',
  // A job whose customer's name was corrected matches under the corrected name.
  'compliance.job_updated': "A recorded job's details were corrected",
  'invites.sent': 'A review invitation was sent',
  'reviews.answered': 'The customer answered the invitation',
};

/** Google's own words and addresses, as of November 2026: the owner checks them before citing. */
export const GOOGLE_POLICY = {
  name: 'Google Maps user-generated content policy: Fake engagement',
  summary:
    'Reviews must reflect a genuine experience at the place. Google removes content that does not reflect a genuine experience, including content posted by someone who was not a customer.',
  url: 'https://support.google.com/contributionpolicy/answer/7400114',
};
export const REVIEWS_TOOL = {
  url: 'https://support.google.com/business/workflow/9945796',
  steps: [
    "Open Google's Reviews Management Tool and sign in with the Google account that manages your Business Profile.",
    'Choose your business, then "Report a new review for removal" (or "Report a review").',
    'Find this review, select it and choose the policy it goes against (for a reviewer who was not a customer: fake engagement, not a genuine experience).',
    'Submit the report. Google answers by email; "Check the status of a review you reported" in the same tool shows where it is.',
    'If Google declines, you may appeal once from the same tool: say what your records show and attach this summary (print it to PDF).',
  ],
};

export interface DisputeReview {
  id: string;
  reviewer: string;
  starRating: number;
  createdAt: Date;
}

export interface DisputeSummary {
  businessName: string;
  review: DisputeReview;
  months: number;
  since: Date;
  generatedAt: Date;
  /** Entries naming the reviewer's whole name, and those naming only their first name (Google often shows "Aroha N."). */
  fullName: ChainEntry[];
  firstNameOnly: ChainEntry[];
  /** What the period holds in all, so "none" is read against how much was recorded. */
  totals: { jobs: number; invitations: number; answers: number };
  verification: ChainVerification;
  head: { seq: number; hash: string } | null;
}

type Digests = { name: string | null; firstName: string | null };
const customerOf = (e: ChainEntry): Partial<Digests> => (e.data.customer ?? {}) as Partial<Digests>;

/** Reads the business's chain for what it holds about a reviewer's name: no record is read in clear, only digests compared. */
export async function buildDispute(
  chain: RecordChainPort,
  input: { businessId: string; businessName: string; review: DisputeReview; months: number; now: Date },
): Promise<DisputeSummary> {
  const since = new Date(input.now);
  since.setMonth(since.getMonth() - input.months);
  const entries = await chain.find(input.businessId, Object.keys(KINDS), since);
  const reviewer = chain.person(input.review.reviewer);
  // A Google name of one word ("Aroha") is a first name: matching it to a first name is all it can tell.
  const oneWord = input.review.reviewer.trim().split(/\s+/).length === 1;
  const fullName = entries.filter((e) => reviewer.name !== null && !oneWord && customerOf(e).name === reviewer.name);
  const firstNameOnly = entries.filter(
    (e) => !fullName.includes(e) && reviewer.firstName !== null && customerOf(e).firstName === reviewer.firstName,
  );
  const count = (kind: string) => entries.filter((e) => e.kind === kind).length;
  const head = await chain.head(input.businessId);
  return {
    businessName: input.businessName,
    review: input.review,
    months: input.months,
    since,
    generatedAt: input.now,
    fullName,
    firstNameOnly,
    totals: { jobs: count('compliance.job_recorded'), invitations: count('invites.sent'), answers: count('reviews.answered') },
    verification: await chain.verify(input.businessId),
    head: head ? { seq: head.seq, hash: head.hash } : null,
  };
}

const day = (d: Date | string) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'medium' }).format(new Date(d));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the records show, in one sentence that never calls the review fake. */
export function finding(s: DisputeSummary): string {
  const name = s.review.reviewer;
  if (s.fullName.length)
    return `Korero's records hold ${plural(s.fullName.length, 'entry', 'entries')} with the name "${name}" since ${day(s.since)}: this may be a customer.`;
  if (s.firstNameOnly.length)
    return `No job, invitation or answer in Korero's records since ${day(s.since)} carries the name "${name}"; ${plural(s.firstNameOnly.length, 'entry', 'entries')} share its first name.`;
  return `No job, invitation or answer in Korero's records since ${day(s.since)} (the last ${plural(s.months, 'month')}) matches the name "${name}".`;
}

/** The one-page summary: prints cleanly to PDF from the browser. */
export function disputeHtml(s: DisputeSummary): string {
  const e = escapeHtml;
  const timeline = [
    ...[...s.fullName.map((x) => ({ x, match: 'whole name' })), ...s.firstNameOnly.map((x) => ({ x, match: 'first name only' }))].map(
      ({ x, match }) => ({ at: x.at, text: `${KINDS[x.kind]} (entry ${x.seq}; matches the ${match})` }),
    ),
    { at: s.review.createdAt.toISOString(), text: `The Google review by "${s.review.reviewer}" (${s.review.starRating}★) was posted` },
  ].sort((a, b) => a.at.localeCompare(b.at));
  const verified = s.verification.ok
    ? `The record verified whole when this summary was made: ${plural(s.verification.entries, 'entry', 'entries')}, the newest ${s.head ? `#${s.head.seq} with hash ${s.head.hash}` : 'none'}. The owner receives this hash by email each week, so a record changed later would no longer match it.`
    : `The record did not verify when this summary was made: entry ${s.verification.firstBadEntry?.seq} does not match what was written.`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review dispute summary: ${e(s.businessName)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;color:#1c1917;margin:24px;max-width:820px}
h1{font-size:21px;margin:0 0 4px}h2{font-size:16px;margin:22px 0 6px}.meta{color:#57534e}
.finding{background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;padding:10px 12px;margin:14px 0;font-weight:600}
ul,ol{padding-left:20px;margin:6px 0}li{margin:3px 0}code{word-break:break-all;font-size:12px}
p,li,a{overflow-wrap:anywhere}@media (max-width:480px){body{margin:16px}}
@media print{body{margin:0}.noprint{display:none}}
</style></head><body>
<h1>Review dispute summary: ${e(s.businessName)}</h1>
<p class="meta">Google review by <strong>${e(s.review.reviewer)}</strong>, ${s.review.starRating}★, posted ${e(day(s.review.createdAt))}. Prepared ${e(day(s.generatedAt))} from Korero's record of asking, covering ${e(day(s.since))} to ${e(day(s.generatedAt))}.</p>
<p class="noprint">To keep a copy or attach it to an appeal, print this page or save it as a PDF from your browser's Print menu.</p>
<p class="finding">${e(finding(s))}</p>
<p>In that period the record holds ${plural(s.totals.jobs, 'completed job')}, ${plural(s.totals.invitations, 'invitation')} and ${plural(s.totals.answers, 'answer')}. Customers' names are kept in it only as keyed digests, so names are compared exactly (after ignoring case and spacing): a customer recorded under another spelling or a nickname would not show here. This summary states what the records show; it does not say who wrote the review.</p>
<h2>Timeline</h2>
<ol>${timeline.map((t) => `<li>${e(day(t.at))}: ${e(t.text)}</li>`).join('')}</ol>
<h2>The record itself</h2>
<p>${e(verified)}</p>
<h2>The Google policy you may cite</h2>
<p><strong>${e(GOOGLE_POLICY.name)}</strong>. ${e(GOOGLE_POLICY.summary)} <a href="${e(GOOGLE_POLICY.url)}">${e(GOOGLE_POLICY.url)}</a></p>
<h2>Reporting it in Google's Reviews Management Tool</h2>
<ol>${REVIEWS_TOOL.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>
<p><a href="${e(REVIEWS_TOOL.url)}">${e(REVIEWS_TOOL.url)}</a></p>
</body></html>`;
}
