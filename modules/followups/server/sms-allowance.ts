import { forbidden } from '@korero/core/sdk';
import type { SmsAllowance as InvitesSmsAllowance } from '@korero/module-invites/contract';

/**
 * Text replies count against the plan's monthly SMS allowance, which the invites module keeps (docs/decisions/0035):
 * the outbox counts every text a business sends, these included (decision 0042), so this module only asks what is
 * left before sending one.
 */
export class SmsAllowance {
  private readonly allowance: InvitesSmsAllowance;

  constructor(deps: { allowance: InvitesSmsAllowance }) {
    this.allowance = deps.allowance;
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
