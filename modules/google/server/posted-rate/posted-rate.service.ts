import type { BillingPort, ClockPort, Database, ServiceLookup } from '@korero/core/sdk';
import { forbidden, nzDate, nzDay } from '@korero/core/sdk';
import type { InvitesChannels } from '@korero/module-invites/contract';
import type { ReviewsSubmissions } from '@korero/module-reviews/contract';
import type { PostedRate } from '../../contract/api.ts';
import { googlePostedRate } from '../../contract/entitlements.ts';

export type TimeRange = '1m' | '3m' | '6m' | '1y';
const MONTHS: Record<TimeRange, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };
const DAY = 86_400_000;
const CHUNK = 1000;

export interface PostedRateDeps {
  db: Database;
  clock: ClockPort;
  billing: BillingPort;
  submissions: ReviewsSubmissions;
  /** The invites module's channels, when it is on; without it invited customers count under "unknown". */
  channels: ServiceLookup<InvitesChannels>;
}

/** "2026-09" and the months before it, oldest first: the range's New Zealand calendar months (as Analytics' ranges). */
function monthsOf(timeRange: TimeRange, now: Date): string[] {
  const [year, month] = nzDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS[timeRange] }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS[timeRange] - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

type Tally = { choseGoogle: number; posted: number };
const row = ({ choseGoogle, posted }: Tally) => ({
  choseGoogle,
  posted,
  rate: choseGoogle ? Math.round((posted / choseGoogle) * 1000) / 1000 : null,
});
const add = (map: Map<string, Tally>, key: string, posted: boolean) => {
  const t = map.get(key) ?? map.set(key, { choseGoogle: 0, posted: 0 }).get(key)!;
  t.choseGoogle += 1;
  if (posted) t.posted += 1;
};

/**
 * The posted rate: of the customers who chose Google in a range (by when they submitted, New Zealand months), how many
 * have a Google review matched to their submission. By month, by the channel their invitation went by (an invitation
 * sent by SMS and email counts under both; no invitation: "review-link"), and by credited team member; and the median
 * days from submission to the review appearing. Only the business's own submissions and matches are read.
 */
export class PostedRateService {
  readonly #d: PostedRateDeps;

  constructor(deps: PostedRateDeps) {
    this.#d = deps;
  }

  /** 403 naming the plans that include it, as the subscription page names them, when the business's plan does not. */
  async checkPlan(businessId: string): Promise<void> {
    const { billing } = this.#d;
    if (await billing.entitlement(businessId, googlePostedRate)) return;
    const plan = billing.plan(await billing.effectiveTier(businessId));
    const withIt = billing.plansOnOffer().filter((p) => p.entitlements[googlePostedRate.key] === true);
    const names = [
      ...withIt.filter((p) => !p.comingSoon).map((p) => p.name),
      ...withIt.filter((p) => p.comingSoon).map((p) => `${p.name} (coming soon)`),
    ];
    const including = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    throw forbidden(
      `The posted rate is not included in ${plan.name}${including ? `: it comes with ${including}` : ''}. Upgrade to see which customers who chose Google posted their review.`,
      { upgrade: true },
    );
  }

  async figures(businessId: string, timeRange: TimeRange): Promise<PostedRate> {
    const { clock, submissions, channels } = this.#d;
    const now = clock.now();
    const months = monthsOf(timeRange, now);
    const from = nzDay(`${months[0]}-01`).start;
    // The end is exclusive, one millisecond on, so a submission this very instant is counted.
    const bound = await submissions.googleBound(businessId, { from, to: new Date(now.getTime() + 1) }, { withText: false });
    const ids = bound.map((b) => b.submissionId);
    const inviteIds = bound.flatMap((b) => (b.inviteId ? [b.inviteId] : []));
    const [appeared, channelOf] = await Promise.all([
      this.#appeared(businessId, ids),
      channels()?.of(businessId, inviteIds) ?? Promise.resolve(new Map<string, string[]>()),
    ]);

    const total: Tally = { choseGoogle: 0, posted: 0 };
    const byMonth = new Map(months.map((m) => [m, { choseGoogle: 0, posted: 0 }]));
    const byChannel = new Map<string, Tally>();
    const byMember = new Map<string, Tally>();
    const days: number[] = [];
    for (const b of bound) {
      const at = appeared.get(b.submissionId);
      const posted = at !== undefined;
      total.choseGoogle += 1;
      if (posted) {
        total.posted += 1;
        days.push(Math.max(0, at.getTime() - b.createdAt.getTime()) / DAY);
      }
      add(byMonth, nzDate(b.createdAt).slice(0, 7), posted);
      const via = b.inviteId ? (channelOf.get(b.inviteId) ?? ['unknown']) : ['review-link'];
      for (const channel of via) add(byChannel, channel, posted);
      for (const member of new Set(b.teamMembers)) add(byMember, member, posted);
    }
    days.sort((a, b) => a - b);
    const mid = days.length >> 1;
    const median = days.length === 0 ? null : days.length % 2 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2;
    const ordered = (map: Map<string, Tally>) => [...map].sort(([a, x], [b, y]) => y.choseGoogle - x.choseGoogle || a.localeCompare(b));
    return {
      total: row(total),
      byMonth: [...byMonth].map(([month, t]) => ({ month, ...row(t) })),
      byChannel: ordered(byChannel).map(([channel, t]) => ({ channel, ...row(t) })),
      byMember: ordered(byMember)
        .slice(0, 50)
        .map(([member, t]) => ({ member, ...row(t) })),
      medianDaysToPost: median === null ? null : Math.round(median * 10) / 10,
    };
  }

  /**
   * When each matched submission's review appeared on Google (its own create time), by submission id: only the reviews
   * Google still shows. One Google removed counts as it now stands, not posted; it counts again if Google restores it.
   */
  async #appeared(businessId: string, submissionIds: string[]): Promise<Map<string, Date>> {
    const out = new Map<string, Date>();
    for (let i = 0; i < submissionIds.length; i += CHUNK) {
      const rows = await this.#d.db.em.execute<Array<{ submission_id: string; created_at: Date | string }>>(
        `select m.submission_id, r.created_at from google_match m
           join google_review r on r.id = m.google_review_id and r.business_id = m.business_id
          where m.business_id = ? and m.submission_id = any(?::uuid[]) and r.removed_at is null`,
        [businessId, `{${submissionIds.slice(i, i + CHUNK).join(',')}}`],
      );
      for (const r of rows) out.set(r.submission_id, new Date(r.created_at));
    }
    return out;
  }
}
