import type { ServiceLookup } from '@korero/core/sdk';
import type { ComplianceCoverage } from '@korero/module-compliance/contract';
import type { FollowUpsDirectory } from '@korero/module-followups/contract';
import type { GoogleWeekFigures } from '@korero/module-google/contract';
import type { InvitesStats } from '@korero/module-invites/contract';
import type { ReviewsStats } from '@korero/module-reviews/contract';
import type { ReportWeek } from './week.ts';

/** One business's week, each line from the module that keeps it; null where that module does not run (the line is left out). */
export interface WeekFigures {
  invitationsSent: number;
  /** Submissions received in the week: reviews and private feedback, by invitation or the public link. */
  answers: number;
  /** Matched Google reviews that appeared in the week and Google still shows (as the posted rate counts). */
  googlePosted: number | null;
  /** The owner's replies Google rejected in the week; null until the google module keeps that state. */
  repliesRejected: number | null;
  /** Follow-ups not resolved now, and when the longest-waiting one was opened. */
  followUps: { unresolved: number; oldestOpenedAt: Date | null } | null;
  /** Compliance coverage over the week's jobs; null percentage with no jobs recorded. */
  coverage: { jobs: number; invited: number; percentage: number | null } | null;
  /** Per credited person: invitations sent in the week that credit them, and how many of those were answered. */
  technicians: Array<{ name: string; asks: number; answers: number }>;
}

export interface FigureSources {
  invites: InvitesStats;
  reviews: ReviewsStats;
  google: ServiceLookup<GoogleWeekFigures>;
  followUps: ServiceLookup<FollowUpsDirectory>;
  compliance: ServiceLookup<ComplianceCoverage>;
}

/** The week's figures of one business, read through the other modules' contracts, at once. */
export async function weekFigures(s: FigureSources, businessId: string, week: ReportWeek): Promise<WeekFigures> {
  const span = { from: week.from, to: week.to };
  const google = s.google();
  const followUps = s.followUps();
  const compliance = s.compliance();
  const [invites, answers, googlePosted, repliesRejected, counts, oldest, coverage] = await Promise.all([
    s.invites.figures(businessId, week.from, week.to),
    s.reviews.monthly(businessId, span),
    google ? google.posted(businessId, week.from, week.to) : null,
    google ? google.repliesRejected(businessId, week.from, week.to) : null,
    followUps ? followUps.counts(businessId) : null,
    followUps ? followUps.oldestUnresolved(businessId) : null,
    compliance ? compliance.summary(businessId, week.firstDay, week.lastDay) : null,
  ]);
  return {
    invitationsSent: invites.sent,
    answers: answers.reduce((n, m) => n + m.reviews + m.privateFeedback, 0),
    googlePosted,
    repliesRejected,
    followUps: counts ? { unresolved: counts.open + counts.waiting, oldestOpenedAt: oldest } : null,
    coverage: coverage ? { jobs: coverage.jobs, invited: coverage.invited, percentage: coverage.coveragePercentage } : null,
    technicians: invites.byMember
      .map((m) => ({ name: m.name, asks: m.sent, answers: m.completed }))
      .sort((a, b) => b.asks - a.asks || a.name.localeCompare(b.name)),
  };
}
