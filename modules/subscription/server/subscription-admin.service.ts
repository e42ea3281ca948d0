import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ClockPort, Database } from '@korero/core/sdk';
import { badRequest, conflict, isUuid, normaliseTier, notFound } from '@korero/core/sdk';
import type { PlanTier } from '../contract/api.ts';
import { discountCodeInput, type DiscountCodeInput } from '../contract/discount-code.ts';
import type { DiscountAnalytics, DiscountCodeView, SubscriptionAdmin, SubscriptionEventView } from '../contract/index.ts';
import { DiscountCode } from './discount-code.entity.ts';
import { Redemption } from './redemption.entity.ts';
import { toValidated } from './discount-codes.service.ts';
import type { SubscriptionEvents } from './subscription-events.service.ts';

export function toCodeView(code: DiscountCode): DiscountCodeView {
  return {
    ...toValidated(code),
    targetTier: (code.targetTier as PlanTier | null) ?? null,
    maxUses: code.maxUses,
    currentUses: code.currentUses,
    isActive: code.isActive,
    validFrom: code.validFrom?.toISOString() ?? null,
    validUntil: code.validUntil?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

/** Checks input from any caller (the admin module's routes, tests, scripts) with the contract's schema. */
function checked(input: DiscountCodeInput) {
  const parsed = discountCodeInput.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'code'] ??= issue.message;
    throw badRequest(Object.values(fields).join('; '), { fields });
  }
  const value = parsed.data;
  const targetTier = value.targetTier ? normaliseTier(value.targetTier) : null;
  if (value.targetTier && (!targetTier || targetTier === 'enterprise')) {
    throw badRequest('Target tier must be free, professional (tier1) or business', {
      fields: { targetTier: 'Target tier must be free, professional (tier1) or business' },
    });
  }
  return { ...value, targetTier };
}

/** Discount codes and subscription events as administrators manage and read them (offered as `subscription.admin`). */
export class SubscriptionAdminService implements SubscriptionAdmin {
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly events: SubscriptionEvents;

  constructor(db: Database, clock: ClockPort, events: SubscriptionEvents) {
    this.db = db;
    this.clock = clock;
    this.events = events;
  }

  async listCodes(): Promise<DiscountCodeView[]> {
    return (await this.db.em.find(DiscountCode, {}, { orderBy: { createdAt: 'desc', code: 'asc' } })).map(toCodeView);
  }

  async createCode(input: DiscountCodeInput): Promise<DiscountCodeView> {
    const value = checked(input);
    const now = this.clock.now();
    const code = this.db.em.create(DiscountCode, { ...value, currentUses: 0, createdAt: now, updatedAt: now });
    await this.#flush(value.code);
    return toCodeView(code);
  }

  async updateCode(id: string, input: DiscountCodeInput): Promise<DiscountCodeView> {
    const code = await this.#code(id);
    const value = checked(input);
    this.db.em.assign(code, { ...value, updatedAt: this.clock.now() });
    await this.#flush(value.code);
    return toCodeView(code);
  }

  /** Past redemptions keep the code's id, so what a business was charged stays explainable. */
  async deleteCode(id: string): Promise<'deleted' | 'deactivated'> {
    const code = await this.#code(id);
    const redeemed = code.currentUses > 0 || (await this.db.em.count(Redemption, { discountCodeId: id })) > 0;
    if (redeemed) {
      code.isActive = false;
      code.updatedAt = this.clock.now();
      await this.db.em.flush();
      return 'deactivated';
    }
    await this.db.em.nativeDelete(DiscountCode, { id });
    return 'deleted';
  }

  recentEvents(limit: number): Promise<SubscriptionEventView[]> {
    return this.events.recent(limit);
  }

  async discountAnalytics(): Promise<DiscountAnalytics> {
    const codes = await this.db.em.find(DiscountCode, {}, { orderBy: { currentUses: 'desc', code: 'asc' } });
    const now = this.clock.now().getTime();
    const usable = (c: DiscountCode) =>
      c.isActive && (!c.validUntil || c.validUntil.getTime() >= now) && (c.maxUses === -1 || c.currentUses < c.maxUses);
    return {
      totalCodes: codes.length,
      activeCodes: codes.filter(usable).length,
      totalUses: codes.reduce((sum, c) => sum + c.currentUses, 0),
      topPerformingCodes: codes.slice(0, 3).map((c) => ({ id: c.id, code: c.code, uses: c.currentUses })),
    };
  }

  async #code(id: string): Promise<DiscountCode> {
    const code = isUuid(id) ? await this.db.em.findOne(DiscountCode, { id }) : null;
    if (!code) throw notFound('Discount code not found.');
    return code;
  }

  async #flush(code: string): Promise<void> {
    try {
      await this.db.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.db.em.clear();
        throw conflict(`A discount code ${code} exists already. Choose another code.`);
      }
      throw error;
    }
  }
}
