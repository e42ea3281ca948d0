import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyBaseLogger } from 'fastify';
import {
  BillingError,
  checkoutCompleted,
  tierChanged,
  type BillingAccount as Account,
  type BillingInterval,
  type BillingPort,
  type BillingProvider,
  type Checkout,
  type CheckoutRequest,
  type DeclaredEntitlement,
  entitlementOf,
  type Plan,
  type RecurringRevenue,
  type StartedCheckout,
  type SubscriptionStatus,
  type TierId,
  type WebhookOutcome,
} from '../../ports/billing.port.ts';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { Database } from '../../ports/database.port.ts';
import type { EntitlementRef, EntitlementValue } from '../../ports/entitlements.ts';
import type { EventsPort } from '../../ports/events.port.ts';
import { defineJob, type JobsPort } from '../../ports/jobs.port.ts';
import { BillingAccount } from './billing-account.entity.ts';
import { BillingCheckout } from './billing-checkout.entity.ts';
import { BillingWebhookEvent } from './billing-webhook-event.entity.ts';
import { addInterval, intervalOf } from './checkout-terms.ts';
import { recurringRevenue, type PayingAccount } from './recurring-revenue.ts';

export interface BillingDeps {
  plans: Plan[];
  entitlements: DeclaredEntitlement[];
  db: Database;
  events: EventsPort;
  clock: ClockPort;
  jobs: JobsPort;
  logger: FastifyBaseLogger;
  /** The most accounts one plan may hold (system settings), checked before a checkout starts. */
  maxAccountsPerTier?: () => number;
}

/** What a provider says about the subscription behind an account. */
export interface ProviderState {
  customerId: string | null;
  subscriptionId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type AccountChange = Partial<Omit<Account, 'businessId'>>;
type Change = AccountChange;

/** A provider's event (a webhook), applied at most once by its id. */
export interface ProviderEvent {
  id: string;
  type: string;
}

/** An account change written inside a transaction (and announced in it). */
export interface Written {
  before: Account;
  next: Account;
}

const FREE = (businessId: string): Account => ({
  businessId,
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  customerId: null,
  subscriptionId: null,
  interval: null,
});

/** Ends a plan whose owner cancelled it, when its paid period is over (a fallback when no provider event says so). */
const periodEnd = defineJob<{ businessId: string }>('billing.periodEnd');

/**
 * Plans and each business's tier, kept in Korero's database, and the one path by which any provider's checkout
 * activates a plan. Every change of tier or status is announced with `billing.tierChanged`, in its transaction.
 */
export abstract class BillingBase implements BillingPort {
  abstract readonly provider: BillingProvider;
  readonly checkoutAvailable: boolean = true;
  readonly #plans: Map<TierId, Plan>;
  readonly #entitlements: DeclaredEntitlement[];
  protected readonly db: Database;
  protected readonly events: EventsPort;
  protected readonly clock: ClockPort;
  protected readonly jobs: JobsPort;
  protected readonly logger: FastifyBaseLogger;
  readonly #maxAccountsPerTier: (() => number) | undefined;

  constructor(deps: BillingDeps) {
    this.#maxAccountsPerTier = deps.maxAccountsPerTier;
    this.db = deps.db;
    this.events = deps.events;
    this.clock = deps.clock;
    this.jobs = deps.jobs;
    this.logger = deps.logger;
    this.#plans = new Map(deps.plans.map((p) => [p.id, p]));
    this.#entitlements = deps.entitlements;
    if (!this.#plans.has('free')) throw new Error('config/plans.ts must define a "free" plan.');
    this.jobs.define(periodEnd, ({ businessId }) => this.#endIfDue(businessId), { maxAttempts: 5 });
  }

  abstract startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;

  /** Refuses a checkout for a plan that already holds as many paying accounts as the administrator allows. */
  protected async ensureRoomOn(tier: TierId, businessId: string): Promise<void> {
    const max = this.#maxAccountsPerTier?.();
    if (max === undefined) return;
    const holding = await this.db.em.count(BillingAccount, {
      tier,
      status: { $in: ['active', 'past_due'] },
      businessId: { $ne: businessId },
    });
    if (holding >= max) {
      throw new BillingError(
        'tier_full',
        `The ${this.plan(tier).name} plan is not taking new accounts right now. Please try again later, or contact support.`,
      );
    }
  }
  abstract completeCheckout(sessionId: string): Promise<Account>;
  abstract cancelAtPeriodEnd(businessId: string): Promise<Account>;
  abstract handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;

  plans(): Plan[] {
    return [...this.#plans.values()];
  }

  plansOnOffer(): Plan[] {
    return this.plans().filter((p) => p.id === 'free' || p.purchasable || p.comingSoon);
  }

  plan(tier: TierId): Plan {
    return this.#plans.get(tier) ?? this.#plans.get('free')!;
  }

  entitlements(): DeclaredEntitlement[] {
    return [...this.#entitlements];
  }

  async entitlement<V extends EntitlementValue>(businessId: string, ref: EntitlementRef<V>): Promise<V> {
    return entitlementOf(this.plan(await this.effectiveTier(businessId)), ref);
  }

  async account(businessId: string): Promise<Account> {
    const row = await this.db.em.findOne(BillingAccount, { businessId });
    return row ? this.toAccount(row) : FREE(businessId);
  }

  async accounts(businessIds: string[]): Promise<Account[]> {
    if (!businessIds.length) return [];
    const rows = await this.db.em.find(BillingAccount, { businessId: { $in: businessIds } });
    const found = new Map(rows.map((r) => [r.businessId, this.toAccount(r)]));
    return businessIds.map((id) => found.get(id) ?? FREE(id));
  }

  async counts(): Promise<Array<{ tier: TierId; status: SubscriptionStatus; count: number }>> {
    const rows = await this.db.em.execute<Array<{ tier: TierId; status: SubscriptionStatus; n: string | number }>>(
      'select tier, status, count(*) as n from core_billing_account group by tier, status order by tier, status',
    );
    return rows.map((r) => ({ tier: r.tier, status: r.status, count: Number(r.n) }));
  }

  async payments(from: Date, to: Date): Promise<{ live: number; test: number }> {
    const rows = await this.db.em.execute<Array<{ provider: string; cents: string | number | null }>>(
      'select provider, sum(amount_due) as cents from core_billing_checkout where completed_at >= ? and completed_at < ? group by provider',
      [from, to],
    );
    // The local test checkout takes no money: what it "paid" is counted apart.
    const sum = (test: boolean) => rows.filter((r) => (r.provider === 'local') === test).reduce((s, r) => s + Number(r.cents ?? 0), 0);
    return { live: sum(false), test: sum(true) };
  }

  async recurringRevenue(): Promise<RecurringRevenue> {
    const rows = await this.db.em.find(BillingAccount, { tier: { $ne: 'free' }, status: 'active' }, { populate: ['checkout'] });
    const accounts: PayingAccount[] = rows.map((row) => {
      const c = row.checkout ? (row.checkout as unknown as BillingCheckout) : null;
      return {
        tier: row.tier,
        subscriptionId: row.subscriptionId ?? null,
        interval: (row.billingInterval as BillingInterval | null) ?? null,
        checkout: c
          ? {
              provider: c.provider,
              tier: c.tier,
              yearly: c.yearly,
              amount: c.amount,
              amountDue: c.amountDue,
              freeTrialDays: c.discount?.kind === 'free_trial' ? c.discount.freeTrialDays : 0,
              completedAt: c.completedAt ?? null,
            }
          : null,
      };
    });
    return recurringRevenue(accounts, (tier) => this.plan(tier as TierId), this.clock.now());
  }

  async effectiveTier(businessId: string): Promise<TierId> {
    const account = await this.account(businessId);
    // past_due keeps access while the provider retries the card; paused and canceled fall back to Free.
    return account.status === 'active' || account.status === 'past_due' ? account.tier : 'free';
  }

  async update(businessId: string, change: Change): Promise<Account> {
    const written = await this.db.transaction((em) => this.write(em, businessId, change));
    return written.next;
  }

  async remove(businessId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.nativeDelete(BillingAccount, { businessId });
      await em.nativeDelete(BillingCheckout, { businessId });
      // Event ids stay (a replay must still be recognised), no longer tied to the business.
      await em.nativeUpdate(BillingWebhookEvent, { businessId }, { businessId: null });
    });
  }

  async checkout(sessionId: string): Promise<Checkout | null> {
    const row = await this.db.em.findOne(BillingCheckout, { id: sessionId });
    return row ? this.toCheckout(row) : null;
  }

  /**
   * Writes a change with `em` (a transaction's), the row locked so concurrent changes queue behind each other, and in
   * the same transaction tells every module and makes sure a cancelled plan ends on time.
   */
  protected async write(
    em: SqlEntityManager,
    businessId: string,
    change: Change,
    links: { checkout?: string; lastEvent?: string } = {},
  ): Promise<Written> {
    const row = await em.findOne(BillingAccount, { businessId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const before = row ? this.toAccount(row) : FREE(businessId);
    const next: Account = { ...before, ...change, businessId };
    if (!this.#plans.has(next.tier)) throw new Error(`Unknown tier "${next.tier}".`);
    await em.upsert(BillingAccount, {
      businessId,
      tier: next.tier,
      status: next.status,
      currentPeriodEnd: next.currentPeriodEnd,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
      customerId: next.customerId,
      subscriptionId: next.subscriptionId,
      billingInterval: next.interval ?? null,
      ...(links.checkout ? { checkout: links.checkout } : {}),
      ...(links.lastEvent ? { lastEvent: links.lastEvent } : {}),
      updatedAt: this.clock.now(),
    });
    await this.#announce({ before, next });
    return { before, next };
  }

  async #announce({ before, next }: Written): Promise<void> {
    if (next.cancelAtPeriodEnd && next.currentPeriodEnd && next.tier !== 'free') {
      const at = next.currentPeriodEnd;
      await this.jobs.enqueue(
        periodEnd,
        { businessId: next.businessId },
        { runAt: at, key: `billing.periodEnd:${next.businessId}:${at.getTime()}` },
      );
    }
    if (before.tier !== next.tier || before.status !== next.status) {
      await this.events.emit(tierChanged, {
        businessId: next.businessId,
        from: before.tier,
        to: next.tier,
        status: next.status,
        changedAt: this.clock.now().toISOString(),
      });
    }
  }

  protected async recordCheckout(row: Omit<BillingCheckout, 'completedAt'>): Promise<void> {
    this.db.em.create(BillingCheckout, { ...row, completedAt: null });
    await this.db.em.flush();
  }

  /**
   * The one way a checkout activates its plan, whichever provider confirmed it and however often: the first
   * caller marks the checkout complete and writes the plan in the same transaction; later callers change nothing.
   * With `event` (a webhook), the event is recorded in that transaction too, so a replay is recognised.
   */
  protected async finishCheckout(
    sessionId: string,
    state: ProviderState,
    event?: ProviderEvent,
  ): Promise<{ account: Account; duplicate: boolean }> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (em) => {
      const row = await em.findOne(BillingCheckout, { id: sessionId }, { refresh: true });
      if (!row)
        throw new BillingError('checkout_not_found', 'That checkout was not found. Start the upgrade again from the Subscription page.');
      if (event && !(await this.claimEvent(em, event, row.businessId, true))) return { row, written: null, duplicate: true };
      const claimed = await em.nativeUpdate(BillingCheckout, { id: sessionId, completedAt: null }, { completedAt: now });
      if (claimed === 0) return { row, written: null, duplicate: false };
      const written = await this.write(
        em,
        row.businessId,
        { tier: row.tier as TierId, interval: intervalOf(row.yearly), ...state },
        { checkout: sessionId, ...(event ? { lastEvent: event.id } : {}) },
      );
      await this.events.emit(checkoutCompleted, {
        sessionId,
        businessId: row.businessId,
        tier: row.tier as TierId,
        yearly: row.yearly,
        discountReference: row.discount?.reference ?? null,
      });
      return { row, written, duplicate: false };
    });
    const { row, written, duplicate } = outcome;
    if (!written) return { account: await this.account(row.businessId), duplicate };
    return { account: written.next, duplicate: false };
  }

  /** Applies a provider event to one business's account (or to none: it is still recorded, so a replay is skipped). */
  protected async applyEvent(event: ProviderEvent, businessId: string | null, change: Change | null): Promise<WebhookOutcome> {
    const outcome = await this.db.transaction(async (em) => {
      if (!(await this.claimEvent(em, event, businessId, change !== null))) return { duplicate: true, written: null };
      const written = businessId && change ? await this.write(em, businessId, change, { lastEvent: event.id }) : null;
      return { duplicate: false, written };
    });
    return {
      eventId: event.id,
      type: event.type,
      handled: !outcome.duplicate && change !== null && businessId !== null,
      duplicate: outcome.duplicate,
      businessId,
    };
  }

  /** Has this provider event been seen before? (A cheap check before calling the provider; `claimEvent` decides.) */
  protected async seenEvent(eventId: string): Promise<boolean> {
    return (await this.db.em.count(BillingWebhookEvent, { id: eventId })) > 0;
  }

  /** Records an event id; false when it was already there (inside `em`'s transaction, so only one caller wins). */
  protected async claimEvent(em: SqlEntityManager, event: ProviderEvent, businessId: string | null, handled: boolean): Promise<boolean> {
    const result = await em
      .createQueryBuilder(BillingWebhookEvent)
      .insert({ id: event.id, type: event.type.slice(0, 100), businessId, handled, receivedAt: this.clock.now() })
      .onConflict('id')
      .ignore()
      .execute('run');
    return (result.affectedRows ?? 0) > 0;
  }

  protected toCheckout(row: BillingCheckout): Checkout {
    const expired = !row.completedAt && row.expiresAt.getTime() <= this.clock.now().getTime();
    return {
      sessionId: row.id,
      provider: row.provider as BillingProvider,
      businessId: row.businessId,
      tier: row.tier as TierId,
      yearly: row.yearly,
      amount: row.amount,
      amountDue: row.amountDue,
      discount: row.discount ?? null,
      status: row.completedAt ? 'complete' : expired ? 'expired' : 'open',
      successUrl: row.successUrl,
      cancelUrl: row.cancelUrl,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      completedAt: row.completedAt ?? null,
    };
  }

  protected toAccount(row: BillingAccount): Account {
    return {
      businessId: row.businessId,
      tier: row.tier as TierId,
      status: row.status as SubscriptionStatus,
      currentPeriodEnd: row.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      customerId: row.customerId ?? null,
      subscriptionId: row.subscriptionId ?? null,
      interval: (row.billingInterval as Account['interval']) ?? null,
    };
  }

  /** The period a renewing plan is in now, for providers that report no renewals (the local test checkout). */
  protected currentPeriod(end: Date, interval: Account['interval']): Date {
    const now = this.clock.now();
    if (!interval || end > now) return end;
    let next = end;
    for (let i = 1; next <= now && i < 1200; i++) next = addInterval(end, interval, i);
    return next;
  }

  async #endIfDue(businessId: string): Promise<void> {
    const account = await this.account(businessId);
    const due = account.currentPeriodEnd && account.currentPeriodEnd.getTime() <= this.clock.now().getTime();
    if (!account.cancelAtPeriodEnd || !due || account.tier === 'free') return;
    this.logger.info({ businessId }, 'a cancelled plan reached the end of its period');
    await this.update(businessId, { tier: 'free', status: 'canceled', cancelAtPeriodEnd: false, subscriptionId: null, interval: null });
  }
}
