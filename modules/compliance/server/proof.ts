import type { AuthPort, Database } from '@korero/core/sdk';
import { csvLine, escapeHtml, nzDay } from '@korero/core/sdk';
import { complianceSettings } from '@korero/config/compliance';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { ProofLine, ReviewsStats } from '@korero/module-reviews/contract';
import { sourceDescription } from '@korero/module-invites/contract';
import { Job } from './job.entity.ts';
import { contactSourceOf } from './jobs.service.ts';

const REASONS = new Map<string, string>(
  [...complianceSettings.skipReasons, ...complianceSettings.automaticSkipReasons].map((r) => [r.id, r.label]),
);
const CHANNELS: Record<string, string> = { sms: 'SMS', email: 'email', messenger: 'Messenger', link: 'link or QR code' };
const TEXT: Record<ProofLine['text'], string> = {
  'ai-draft-unchanged': 'AI draft, unchanged',
  'edited-by-customer': 'edited by the customer',
  'no-review-text': 'no review text (private feedback)',
};
/** A moment as New Zealand reads it ("30 Nov 2026, 10:40 am"); empty for none. */
export const when = (d: Date | null | undefined) =>
  d ? new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';

export interface ProofJobLine {
  jobDate: string;
  customerName: string;
  description: string;
  location: string;
  technicians: string;
  outcome: string;
  invitedAt: string;
  channels: string;
  consent: string;
  skipReason: string;
  skipNote: string;
  recordedBy: string;
  /** Where the customer's details came from (issue 47): "Imported from a CSV file: jobs.csv, 30 Nov 2026, 9:40 am". */
  contactSource: string;
}

export interface Proof {
  businessName: string;
  startDate: string;
  endDate: string;
  generatedAt: Date;
  jobs: ProofJobLine[];
  reviews: Array<ProofLine & { submitted: string }>;
}

/**
 * The proof of asking: every completed job with what became of it, and every review with the choice its customer
 * was given. Built from the records as they are; nothing is summarised away.
 */
export class ProofOfAsking {
  readonly #d: { db: Database; auth: AuthPort; business: BusinessDirectory; reviews: ReviewsStats };

  constructor(deps: { db: Database; auth: AuthPort; business: BusinessDirectory; reviews: ReviewsStats }) {
    this.#d = deps;
  }

  async build(businessId: string, startDate: string, endDate: string, now: Date): Promise<Proof> {
    const { db, auth, business, reviews } = this.#d;
    const [jobs, submissions, profile] = await Promise.all([
      db.em.find(Job, { businessId, jobDate: { $gte: startDate, $lte: endDate } }, { orderBy: { jobDate: 'asc', createdAt: 'asc' } }),
      reviews.proof(businessId, { from: nzDay(startDate).start, to: nzDay(endDate).end }),
      business.profile(businessId),
    ]);
    const names = new Map<string, string>();
    for (const id of new Set(jobs.map((j) => j.skippedBy).filter((x): x is string => !!x))) {
      names.set(id, (await auth.account(id))?.username ?? 'a former user');
    }
    return {
      businessName: profile?.businessName ?? (await auth.ownerOf(businessId))?.username ?? 'Your business',
      startDate,
      endDate,
      generatedAt: now,
      jobs: jobs.map((j) => {
        const channels = j.inviteChannels ?? [];
        const messaged = channels.filter((c) => c !== 'link');
        return {
          jobDate: j.jobDate,
          customerName: j.customerName,
          description: j.description,
          location: j.location ?? '',
          technicians: j.technicians.join(', '),
          outcome: j.outcome === 'invited' ? 'Invited' : j.outcome === 'skipped' ? 'Not asked (reason recorded)' : 'Not yet asked',
          invitedAt: when(j.invitedAt),
          channels: channels.map((c) => CHANNELS[c] ?? c).join(', '),
          consent:
            j.outcome !== 'invited'
              ? ''
              : messaged.length
                ? `Owner confirmed the customer agreed to ${messaged.map((c) => CHANNELS[c] ?? c).join(' and ')}`
                : 'No message sent (link or QR code handed over)',
          skipReason: j.skipReason ? (REASONS.get(j.skipReason) ?? j.skipReason) : '',
          skipNote: j.skipNote ?? '',
          recordedBy: j.skippedBy ? (names.get(j.skippedBy) ?? '') : '',
          contactSource: sourceDescription(contactSourceOf(j)),
        };
      }),
      reviews: submissions.map((s) => ({ ...s, submitted: when(s.submittedAt) })),
    };
  }

  /** The same records as CSV: the jobs, or the reviews. Column names are stable for spreadsheets and auditors. */
  csv(p: Proof, part: 'jobs' | 'reviews'): string {
    if (part === 'jobs') {
      const head = [
        'job_date',
        'customer',
        'job',
        'location',
        'technicians',
        'outcome',
        'invited_at',
        'channels',
        'consent',
        'reason_not_asked',
        'note',
        'recorded_by',
        'contact_source',
      ];
      return (
        csvLine(head) +
        p.jobs
          .map((j) =>
            csvLine([
              j.jobDate,
              j.customerName,
              j.description,
              j.location,
              j.technicians,
              j.outcome,
              j.invitedAt,
              j.channels,
              j.consent,
              j.skipReason,
              j.skipNote,
              j.recordedBy,
              j.contactSource,
            ]),
          )
          .join('')
      );
    }
    const head = ['received_at', 'customer', 'job', 'stars', 'choices_offered', 'chose', 'review_text'];
    return (
      csvLine(head) +
      p.reviews
        .map((r) =>
          csvLine([r.submittedAt.toISOString(), r.customerName, r.jobDescription, r.starRating, 'google; private', r.destination, r.text]),
        )
        .join('')
    );
  }

  /** The printable page: a summary, the jobs, the reviews, and what the figures mean. */
  html(p: Proof): string {
    const e = escapeHtml;
    const invited = p.jobs.filter((j) => j.outcome === 'Invited').length;
    const skipped = p.jobs.filter((j) => j.outcome.startsWith('Not asked')).length;
    const pending = p.jobs.length - invited - skipped;
    const coverage = p.jobs.length ? `${Math.round((invited / p.jobs.length) * 1000) / 10}%` : 'no jobs';
    const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`;
    return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Proof of asking: ${e(p.businessName)}, ${e(p.startDate)} to ${e(p.endDate)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;color:#1c1917;margin:24px;max-width:1100px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
.meta{color:#57534e}.summary{display:flex;flex-wrap:wrap;gap:16px;margin:16px 0}.summary div{border:1px solid #d6d3d1;border-radius:8px;padding:8px 12px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e7e5e4;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f5f5f4;font-weight:600}.note{background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;padding:10px 12px;margin:12px 0}
@media print{body{margin:0}.noprint{display:none}}
</style></head><body>
<h1>Proof of asking: ${e(p.businessName)}</h1>
<p class="meta">Completed jobs from ${e(p.startDate)} to ${e(p.endDate)} (New Zealand dates). Generated ${e(when(p.generatedAt))} by Korero from the records as they stand.</p>
<p class="noprint">To keep a copy, print this page or save it as a PDF from your browser's Print menu.</p>
<div class="summary"><div><strong>${p.jobs.length}</strong> completed jobs</div><div><strong>${invited}</strong> customers invited</div>
<div><strong>${skipped}</strong> not asked, each with its reason</div><div><strong>${pending}</strong> not yet asked</div><div>Coverage <strong>${e(coverage)}</strong></div></div>
<p class="note">Every customer who answered was offered the same two choices, whatever their rating: post a review on Google, or send private feedback to the business. Korero never hides Google from an unhappy customer. Where a review was written, the list says whether the customer posted the AI draft unchanged or edited it.</p>
<h2>Completed jobs</h2>
<table><thead><tr><th>Date</th><th>Customer</th><th>Job</th><th>Location</th><th>Technicians</th><th>Outcome</th><th>Invited</th><th>By</th><th>Consent</th><th>Reason not asked</th><th>Note</th><th>Recorded by</th></tr></thead><tbody>
${p.jobs.map((j) => row([j.jobDate, j.customerName, j.description, j.location, j.technicians, j.outcome, j.invitedAt, j.channels, j.consent, j.skipReason, j.skipNote, j.recordedBy])).join('\n') || '<tr><td colspan="12">No completed jobs recorded in this range.</td></tr>'}
</tbody></table>
<h2>Reviews and feedback received</h2>
<table><thead><tr><th>Received</th><th>Customer</th><th>Job</th><th>Stars</th><th>Choices offered</th><th>Chose</th><th>Review text</th></tr></thead><tbody>
${p.reviews.map((r) => row([r.submitted, r.customerName, r.jobDescription ?? '', String(r.starRating), 'Google and private feedback', r.destination === 'undecided' ? 'not yet chosen' : r.destination === 'google' ? 'Google' : 'private feedback', TEXT[r.text]])).join('\n') || '<tr><td colspan="7">No reviews or feedback in this range.</td></tr>'}
</tbody></table>
</body></html>`;
  }
}
