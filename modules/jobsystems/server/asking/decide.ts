import { nzDate } from '@korero/core/sdk';
import type { JobRules } from '../../contract/api.ts';
import { withinAskingHours } from './asking-hours.ts';
import type { JobRecord } from './job-record.ts';

export type Channel = 'sms' | 'email';

/** What the rules make of one job: ask (now, or held until `at`), or skip with one of the ledger's reasons. */
export type Decision =
  | { outcome: 'ask'; at: Date; channel: Channel; to: string }
  | { outcome: 'skip'; reason: SkipReason; note: string | null };

/** The ledger's reasons a job system's job is not asked (config/compliance.ts). */
export type SkipReason = 'no_consent' | 'excluded' | 'below_minimum' | 'no_contact' | 'opted_out' | 'asked_recently';

export interface DecisionFacts {
  /** When Korero heard of the job (the delay counts from it). */
  heardAt: Date;
  /** When this customer was last invited by the business, by any way in; null when not within the cooldown. */
  lastInvitedAt: Date | null;
  /** Whether the address has opted out of that channel. */
  optedOut: (channel: Channel, to: string) => Promise<boolean>;
}

const money = (n: number) => `$${n.toFixed(2)}`;

/**
 * The business's rules applied to one job, in the order an owner reads them: consent, the never-ask list, the
 * minimum, a way to reach the customer (a mobile first, else email, or the one channel chosen), not opted out, not
 * asked within the cooldown; then when: the delay after Korero heard, moved into the asking hours.
 */
export async function decide(rules: Omit<JobRules, 'consent'>, job: JobRecord, facts: DecisionFacts): Promise<Decision> {
  const skip = (reason: SkipReason, note: string | null = null): Decision => ({ outcome: 'skip', reason, note });
  if (!rules.consentConfirmed) return skip('no_consent', 'An owner has not confirmed that customers agreed to be contacted.');
  const never = rules.excludeTag?.trim().toLowerCase();
  if (never && job.tags.some((t) => t.trim().toLowerCase() === never)) return skip('excluded', `Tagged “${rules.excludeTag}”`);
  if (rules.minimumValue !== null && job.total !== null && job.total < rules.minimumValue) {
    return skip('below_minimum', `${money(job.total)} is under the ${money(rules.minimumValue)} minimum`);
  }
  const ways: Array<{ channel: Channel; to: string | null }> =
    rules.channel === 'sms'
      ? [{ channel: 'sms', to: job.mobile }]
      : rules.channel === 'email'
        ? [{ channel: 'email', to: job.email }]
        : [
            { channel: 'sms', to: job.mobile },
            { channel: 'email', to: job.email },
          ];
  const reachable = ways.filter((w): w is { channel: Channel; to: string } => w.to !== null);
  if (reachable.length === 0) {
    const wanted = rules.channel === 'sms' ? 'No mobile number' : rules.channel === 'email' ? 'No email address' : 'No mobile or email';
    return skip('no_contact', wanted);
  }
  let way: { channel: Channel; to: string } | undefined;
  for (const w of reachable) {
    if (!(await facts.optedOut(w.channel, w.to))) {
      way = w;
      break;
    }
  }
  if (!way)
    return skip('opted_out', reachable.map((w) => (w.channel === 'sms' ? 'Replied STOP to texts' : 'Unsubscribed from emails')).join('; '));
  if (facts.lastInvitedAt) {
    return skip('asked_recently', `Asked on ${nzDate(facts.lastInvitedAt)}, within ${rules.cooldownDays} days`);
  }
  const at = withinAskingHours(new Date(facts.heardAt.getTime() + rules.delayMinutes * 60_000));
  return { outcome: 'ask', at, channel: way.channel, to: way.to };
}
