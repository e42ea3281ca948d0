import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort, Database, MessagingPort } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { at } from './rows.ts';
import { isWorkingMoment } from './working-hours.ts';

/** A first answer is owed within this many clock hours before the owner is nudged (at a working-hours moment). */
export const REMINDER_HOURS = 24;
const HOUR = 3600_000;
const BATCH = 200;

export interface ReminderDeps {
  db: Database;
  clock: ClockPort;
  messaging: MessagingPort;
  business: BusinessDirectory;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/**
 * "Nobody forgets": one email to the owner for each follow-up that has waited 24 clock hours for its first answer,
 * delivered within New Zealand working hours (one due at night or at the weekend goes at the next working moment).
 * Run by a jobs schedule on every process; each follow-up is claimed by a guarded update (reminded_at is null) in the
 * transaction that queues the email, so two processes sweeping at once send it once.
 */
/** "a day ago", "3 days ago": how long the customer has waited, in whole days (at least one when this is sent). */
function ago(from: Date, now: Date): string {
  const days = Math.max(1, Math.floor((now.getTime() - from.getTime()) / (24 * HOUR)));
  return days === 1 ? 'a day ago' : `${days} days ago`;
}

export class Reminders {
  private readonly deps: ReminderDeps;

  constructor(deps: ReminderDeps) {
    this.deps = deps;
  }

  /** Sends the reminders due now; answers how many were sent. */
  async sweep(): Promise<number> {
    const { db, clock, messaging, business, publicUrl } = this.deps;
    const now = clock.now();
    // Out of hours, the due ones wait: the first sweep of the working day sends them.
    if (!isWorkingMoment(now)) return 0;
    const candidates = await db.em.execute<Array<{ id: string; business_id: string; customer_name: string; created_at: Date | string }>>(
      `select id, business_id, customer_name, created_at from followups_follow_up
       where status = 'open' and first_answered_at is null and reminded_at is null and stopped_at is null and created_at <= ?
       order by created_at limit ?`,
      [new Date(now.getTime() - REMINDER_HOURS * HOUR), BATCH],
    );
    let sent = 0;
    for (const row of candidates) {
      const to = await business.contactEmail(row.business_id);
      const claimed = await db.transaction(async (em) => {
        const taken = await em.execute<Array<{ id: string }>>(
          'update followups_follow_up set reminded_at = ? where id = ? and reminded_at is null and first_answered_at is null returning id',
          [now, row.id],
          'all',
        );
        if (taken.length === 0 || !to) return false;
        await messaging.send({
          channel: 'email',
          to,
          subject: `${row.customer_name} is waiting for an answer`,
          text: [
            `${row.customer_name} told you something was not right ${ago(at(row.created_at)!, now)}, and is still waiting for an answer.`,
            '',
            `Reply from Korero: ${publicUrl}/follow-ups/${row.id}`,
            '',
            'This is the only reminder Korero sends about it.',
            '— Korero',
          ].join('\n'),
          businessId: row.business_id,
          purpose: 'follow-up-reminder',
          reference: `followup-reminder:${row.id}`,
          transactional: true,
        });
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent) this.deps.logger.info({ sent }, 'follow-up reminders sent');
    return sent;
  }
}
