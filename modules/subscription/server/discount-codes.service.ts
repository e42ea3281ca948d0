import { randomUUID } from 'node:crypto';
import { raw } from '@mikro-orm/sql';
import type { BillingPort, CheckoutDiscount, ClockPort, Database, TierId } from '@korero/core/sdk';
import { badRequest, isUuid, normaliseTier } from '@korero/core/sdk';
import type { DiscountType, ValidatedDiscount } from '../contract/api.ts';
import { normaliseCode } from '../contract/discount-code.ts';
import { DiscountCode } from './discount-code.entity.ts';
import { Redemption } from './redemption.entity.ts';

const nzDate = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });

/** Why a code cannot be used now, in words a person can act on; null when it can. */
export function refusal(code: DiscountCode, tier: TierId, now: Date, planName: (tier: TierId) => string): string | null {
  if (!code.isActive) return 'Invalid discount code: this code is no longer active.';
  if (code.validFrom && code.validFrom.getTime() > now.getTime())
    return `Invalid discount code: this code can be used from ${nzDate.format(code.validFrom)}.`;
  if (code.validUntil && code.validUntil.getTime() < now.getTime())
    return `Invalid discount code: this code expired on ${nzDate.format(code.validUntil)}.`;
  const target = code.targetTier ? normaliseTier(code.targetTier) : null;
  if (target && target !== tier) return `Invalid discount code: this code is for the ${planName(target)} plan, not ${planName(tier)}.`;
  if (code.maxUses !== -1 && code.currentUses >= code.maxUses) return 'Invalid discount code: this code has reached its limit.';
  return null;
}

export function toValidated(code: DiscountCode): ValidatedDiscount {
  return {
    id: code.id,
    code: code.code,
    description: code.description ?? null,
    discountType: code.discountType as DiscountType,
    discountValue: code.discountValue,
    freeTrialDays: code.freeTrialDays,
  };
}

export function toCheckoutDiscount(code: DiscountCode): CheckoutDiscount {
  return {
    reference: code.id,
    code: code.code,
    description: code.description ?? null,
    kind: code.discountType as DiscountType,
    value: code.discountValue,
    freeTrialDays: code.freeTrialDays,
  };
}

/** Discount codes as owners use them: checked against a plan, and counted once per completed checkout. */
export class DiscountCodes {
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly billing: BillingPort;

  constructor(db: Database, clock: ClockPort, billing: BillingPort) {
    this.db = db;
    this.clock = clock;
    this.billing = billing;
  }

  #planName = (tier: TierId) => this.billing.plan(tier).name;

  /** POST /api/discount-codes/validate: the code (any case) if it can be used on `tier` now. */
  async validate(input: string, tier: TierId): Promise<DiscountCode> {
    const code = await this.db.em.findOne(DiscountCode, { code: normaliseCode(input) });
    if (!code) throw badRequest('Invalid discount code. Check the spelling and try again.', { fields: { code: 'Invalid discount code' } });
    const why = refusal(code, tier, this.clock.now(), this.#planName);
    if (why) throw badRequest(why, { fields: { code: why } });
    return code;
  }

  /** The code the page applied earlier, checked again as the checkout starts (it may have run out since). */
  async forCheckout(id: string, tier: TierId): Promise<DiscountCode> {
    const code = isUuid(id) ? await this.db.em.findOne(DiscountCode, { id }) : null;
    if (!code)
      throw badRequest('That discount code no longer exists. Remove it and try again.', {
        fields: { discountCodeId: 'Unknown discount code' },
      });
    const why = refusal(code, tier, this.clock.now(), this.#planName);
    if (why) throw badRequest(`${why} Remove it to upgrade without it.`, { fields: { discountCodeId: why } });
    return code;
  }

  /**
   * Counts a completed checkout's code, exactly once per checkout even when completions race: the redemption row
   * is unique per session (a second completion inserts nothing), and the use is taken by a conditional update
   * that only succeeds while the code has uses left. A checkout that loses the race for the last use still
   * completes; its redemption is kept with counted = false.
   */
  async redeem(sessionId: string, codeId: string, businessId: string, tier: TierId): Promise<{ counted: boolean; code: string | null }> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const inserted = await em
        .createQueryBuilder(Redemption)
        .insert({
          id: randomUUID(),
          discountCodeId: codeId,
          businessId,
          checkoutSessionId: sessionId,
          tier,
          counted: false,
          createdAt: now,
        })
        .onConflict('checkoutSessionId')
        .ignore()
        .execute('run');
      const code = await em.findOne(DiscountCode, { id: codeId }, { fields: ['code'] });
      if (!inserted.affectedRows) {
        const existing = await em.findOneOrFail(Redemption, { checkoutSessionId: sessionId });
        return { counted: existing.counted, code: code?.code ?? null };
      }
      const taken = await em
        .createQueryBuilder(DiscountCode)
        .update({ currentUses: raw('current_uses + 1'), updatedAt: now })
        .where({ id: codeId, $or: [{ maxUses: -1 }, { currentUses: { $lt: raw('max_uses') } }] })
        .execute('run');
      const counted = (taken.affectedRows ?? 0) > 0;
      if (counted) await em.nativeUpdate(Redemption, { checkoutSessionId: sessionId }, { counted: true });
      return { counted, code: code?.code ?? null };
    });
  }

  /** The codes a business used, for its data export. */
  async usedBy(businessId: string) {
    const redemptions = await this.db.em.find(Redemption, { businessId }, { orderBy: { createdAt: 'asc' } });
    const codes = await this.db.em.find(DiscountCode, { id: { $in: redemptions.map((r) => r.discountCodeId) } });
    const byId = new Map(codes.map((c) => [c.id, c.code]));
    return redemptions.map((r) => ({
      code: byId.get(r.discountCodeId) ?? null,
      tier: r.tier,
      applied: r.counted,
      checkoutSessionId: r.checkoutSessionId,
      redeemedAt: r.createdAt.toISOString(),
    }));
  }

  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.em.nativeDelete(Redemption, { businessId });
  }
}
