import type { JobSystemProvider } from '../../contract/api.ts';
import type { People } from '../people.ts';
import type { JobRulesStore } from '../rules.ts';
import type { JobIntake } from './job-intake.ts';
import type { JobRecord } from './job-record.ts';

/** A connected system's recent finished jobs, newest first (for the dry run). */
export interface RecentJobs {
  provider: JobSystemProvider;
  /** Null when the business has not connected this system. */
  recent(businessId: string, count: number): Promise<JobRecord[] | null>;
}

/** "021 555 0103" → "021 ••• ••03"; "aroha@customer.example" → "a••••@customer.example": enough to recognise, not to copy. */
export function partlyHidden(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}${'•'.repeat(Math.max(1, at - 1))}${to.slice(at)}`;
  const local = to.startsWith('+64') ? `0${to.slice(3)}` : to;
  return `${local.slice(0, 3)} ••• ${'•'.repeat(Math.max(1, local.length - 8))}${local.slice(-2)}`;
}

/**
 * The dry run: each connected system's last jobs, and what the business's rules would have done with each (asked
 * whom, when, by which channel, or skipped and why). Nothing is sent or recorded in the ledger; the workers seen are
 * remembered, so the owner can match them to the team before switching on.
 */
export async function dryRun(
  businessId: string,
  deps: { sources: RecentJobs[]; rules: JobRulesStore; intake: JobIntake; people: People; count: number },
) {
  const { rules } = await deps.rules.forAsking(businessId);
  // A dry run is for deciding whether to switch on: it shows what would happen once consent is confirmed.
  const applied = { ...rules, consentConfirmed: true };
  const data = [];
  const problems: Array<{ provider: JobSystemProvider; message: string }> = [];
  for (const source of deps.sources) {
    let jobs: JobRecord[] | null;
    try {
      jobs = await source.recent(businessId, deps.count);
    } catch (error) {
      problems.push({ provider: source.provider, message: (error as Error).message });
      continue;
    }
    for (const job of jobs ?? []) {
      const decision = await deps.intake.decision(businessId, applied, job, job.doneAt);
      const credits = await deps.people.credit(businessId, job.provider, job.workers);
      data.push({
        provider: job.provider,
        externalId: job.externalId,
        label: job.label,
        customerName: job.customerName,
        doneAt: job.doneAt.toISOString(),
        outcome: decision.outcome,
        at: decision.outcome === 'ask' ? decision.at.toISOString() : null,
        channel: decision.outcome === 'ask' ? decision.channel : null,
        to: decision.outcome === 'ask' ? partlyHidden(decision.to) : null,
        reason: decision.outcome === 'skip' ? decision.reason : null,
        note: decision.outcome === 'skip' ? decision.note : null,
        credits,
      });
    }
  }
  // Every system's jobs together, the most recently done first.
  data.sort((a, b) => b.doneAt.localeCompare(a.doneAt));
  return { data, problems };
}
