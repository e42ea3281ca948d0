import type { Database } from '@korero/core/sdk';
import { forbidden } from '@korero/core/sdk';
import type { SmsAllowance as InvitesSmsAllowance } from '@korero/module-invites/contract';

/**
 * Text replies count against the plan's monthly SMS allowance, which the invites module keeps (docs/decisions/0035):
 * this module tells it how many segments it texted, and asks it what is left before sending one.
 */
export class SmsAllowance {
  private readonly allowance: InvitesSmsAllowance;

  constructor(deps: { db: Database; allowance: InvitesSmsAllowance }) {
    this.allowance = deps.allowance;
    const { db } = deps;
    this.allowance.countAlso(async (businessId, from, to) => {
      const [row] = await db.em.execute<Array<{ n: string | number | null }>>(
        `select coalesce(sum(coalesce(sms_segments, 1)), 0) as n from followups_message
          where business_id = ? and sender = 'business' and channel = 'sms' and created_at >= ? and created_at < ?`,
        [businessId, from, to],
      );
      return Number(row?.n ?? 0);
    });
  }

  /** Refuses (403) a text of `segments` that the month's allowance has no room for, saying what to do instead. */
  async check(businessId: string, segments: number): Promise<void> {
    const { used, limit, planName, month } = await this.allowance.usage(businessId);
    if (limit === null || used + segments <= limit) return;
    const left = Math.max(0, limit - used);
    throw forbidden(
      left === 0
        ? `You've sent all ${limit} texts included in ${planName} for ${month}. Reply by email instead, or upgrade for more.`
        : `This text is ${segments} SMS long and ${left} of the ${limit} included in ${planName} for ${month} ${left === 1 ? 'is' : 'are'} left. Shorten it, reply by email, or upgrade for more.`,
      { upgrade: true },
    );
  }
}
