import type { ClockPort } from '../../ports/clock.port.ts';
import type { Database } from '../../ports/database.port.ts';
import type { EventsPort } from '../../ports/events.port.ts';
import {
  tierChanged,
  type BillingAccount as Account,
  type BillingPort,
  type Plan,
  type SubscriptionStatus,
  type TierId,
} from '../../ports/billing.port.ts';
import { BillingAccount } from './billing-account.entity.ts';

/**
 * Plans and each business's tier, kept in Korero's database. A payment provider (Stripe) changes tiers through
 * `update`, as do admins; every change is announced with `billing.tierChanged`.
 */
export class LocalBilling implements BillingPort {
  readonly #plans: Map<TierId, Plan>;
  private readonly db: Database;
  private readonly events: EventsPort;
  private readonly clock: ClockPort;

  constructor(plans: Plan[], db: Database, events: EventsPort, clock: ClockPort) {
    this.db = db;
    this.events = events;
    this.clock = clock;
    this.#plans = new Map(plans.map((p) => [p.id, p]));
    if (!this.#plans.has('free')) throw new Error('config/plans.ts must define a "free" plan.');
  }

  plans(): Plan[] {
    return [...this.#plans.values()];
  }

  plan(tier: TierId): Plan {
    return this.#plans.get(tier) ?? this.#plans.get('free')!;
  }

  async account(businessId: string): Promise<Account> {
    const row = await this.db.em.findOne(BillingAccount, { businessId });
    if (!row) {
      return { businessId, tier: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, customerId: null, subscriptionId: null };
    }
    return {
      businessId,
      tier: row.tier as TierId,
      status: row.status as SubscriptionStatus,
      currentPeriodEnd: row.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      customerId: row.customerId ?? null,
      subscriptionId: row.subscriptionId ?? null,
    };
  }

  async effectiveTier(businessId: string): Promise<TierId> {
    const account = await this.account(businessId);
    // past_due keeps access while the provider retries the card; paused and canceled fall back to Free.
    return account.status === 'active' || account.status === 'past_due' ? account.tier : 'free';
  }

  async update(businessId: string, change: Partial<Omit<Account, 'businessId'>>): Promise<Account> {
    const before = await this.account(businessId);
    const next: Account = { ...before, ...change, businessId };
    if (!this.#plans.has(next.tier)) throw new Error(`Unknown tier "${next.tier}".`);
    await this.db.em.upsert(BillingAccount, {
      businessId,
      tier: next.tier,
      status: next.status,
      currentPeriodEnd: next.currentPeriodEnd,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
      customerId: next.customerId,
      subscriptionId: next.subscriptionId,
      updatedAt: this.clock.now(),
    });
    if (before.tier !== next.tier || before.status !== next.status) {
      await this.events.emit(tierChanged, { businessId, from: before.tier, to: next.tier, status: next.status });
    }
    return next;
  }

  async remove(businessId: string): Promise<void> {
    await this.db.em.nativeDelete(BillingAccount, { businessId });
  }
}
