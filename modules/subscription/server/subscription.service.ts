import type { BillingAccount, BillingPort, Plan, SessionUser, TierId } from '@korero/core/sdk';
import { badRequest, conflict, forbidden, normaliseTier, notFound } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { EntitlementView, PlanView, SubscriptionStatusView, SubscriptionSuccess, TestCheckoutView } from '../contract/api.ts';
import { billingCall } from './billing-errors.ts';
import { legacyLimits } from './legacy-limits.ts';
import { toCheckoutDiscount, type DiscountCodes } from './discount-codes.service.ts';
import type { SubscriptionEvents } from './subscription-events.service.ts';

export interface SubscriptionDeps {
  billing: BillingPort;
  directory: BusinessDirectory;
  codes: DiscountCodes;
  events: SubscriptionEvents;
  publicUrl: string;
  supportEmail: string;
}

export interface UpgradeInput {
  tierId: string;
  yearly: boolean;
  discountCodeId: string | null;
}

const nzDate = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' });
export const formatNzDate = (date: Date) => nzDate.format(date);

const EMAIL_REQUIRED = 'An email address is required for subscription features. Add one to your business profile, then try again.';

/** A business's plan as the Subscription page (and the data export) show it. */
export async function subscriptionStatus(billing: BillingPort, businessId: string): Promise<SubscriptionStatusView> {
  const account = await billing.account(businessId);
  const tier = await billing.effectiveTier(businessId);
  return {
    tier,
    subscribedTier: account.tier,
    hasSubscription: tier !== 'free',
    status: account.status,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null,
    interval: account.interval ?? null,
    selfServe: Boolean(account.subscriptionId),
  };
}

/** The owner's side of subscriptions: status, upgrade through checkout, the return from it, and cancellation. */
export class SubscriptionService {
  private readonly deps: SubscriptionDeps;

  constructor(deps: SubscriptionDeps) {
    this.deps = deps;
  }

  /** Free, the plans for sale and the one coming soon; admin-assigned plans (Enterprise) are not offered. */
  plans(): PlanView[] {
    return this.deps.billing.plansOnOffer().map(({ stripePriceIds: _ids, entitlements, ...plan }) => ({
      ...plan,
      limits: legacyLimits(entitlements),
      entitlements: { ...entitlements },
    }));
  }

  /** The declared entitlements, as the plans page shows them. */
  entitlements(): EntitlementView[] {
    return this.deps.billing.entitlements().map(({ key, spec }) => ({
      key,
      kind: spec.kind,
      label: spec.label,
      order: spec.order,
      ...(spec.kind === 'limit' ? { unit: spec.unit } : {}),
      ...(spec.kind === 'choice' ? { options: { ...spec.options } } : {}),
    }));
  }

  status(businessId: string): Promise<SubscriptionStatusView> {
    return subscriptionStatus(this.deps.billing, businessId);
  }

  /** The email receipts and reminders go to: the profile's, else the account's; none means the owner must add one. */
  async email(businessId: string): Promise<string> {
    const email = (await this.deps.directory.contactEmail(businessId))?.trim();
    if (!email) throw badRequest(EMAIL_REQUIRED, { requiresEmail: true, fields: { email: 'Email is required for subscription features' } });
    return email;
  }

  /** POST /api/create-subscription: checks the plan and the code, then opens a checkout. */
  async startUpgrade(user: SessionUser, input: UpgradeInput): Promise<{ checkoutUrl: string; sessionId: string }> {
    const { billing, codes, publicUrl } = this.deps;
    const tier = normaliseTier(input.tierId);
    if (!tier) throw badRequest('Choose a plan: professional (or tier1).', { fields: { tierId: 'Unknown plan' } });
    const plan = billing.plan(tier);
    this.#checkForSale(plan);
    const account = await billing.account(user.businessId);
    this.#checkNotSubscribed(account, plan);
    const email = await this.email(user.businessId);
    const code = input.discountCodeId ? await codes.forCheckout(input.discountCodeId, tier) : null;
    const started = await billingCall(() =>
      billing.startCheckout({
        businessId: user.businessId,
        email,
        tier,
        yearly: input.yearly,
        discount: code ? toCheckoutDiscount(code) : null,
        successUrl: `${publicUrl}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/subscription?canceled=true`,
      }),
    );
    return { checkoutUrl: started.url, sessionId: started.sessionId };
  }

  /** GET /api/subscription-success: the return from checkout. Safe to repeat; the plan activates once. */
  async confirm(businessId: string, sessionId: string): Promise<SubscriptionSuccess> {
    const { billing, codes } = this.deps;
    const checkout = await billing.checkout(sessionId);
    if (!checkout || checkout.businessId !== businessId)
      throw notFound('That checkout was not found. Start the upgrade again from the Subscription page.');
    const account = await billingCall(() => billing.completeCheckout(sessionId));
    // Usually counted already by the checkoutCompleted handler; this covers a completion whose handler failed.
    const redeemed = checkout.discount ? await codes.redeem(sessionId, checkout.discount.reference, businessId, checkout.tier) : null;
    const name = billing.plan(checkout.tier).name;
    const discount = checkout.discount ? { code: checkout.discount.code, applied: redeemed?.counted ?? false } : null;
    const note = discount
      ? discount.applied
        ? ` Discount ${discount.code} applied.`
        : ` The discount code ${discount.code} had just reached its limit, so it wasn't applied.`
      : '';
    return {
      subscription: { tier: account.tier, status: account.status, currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null },
      discount,
      message: `Welcome to ${name}! Your plan is active now.${note}`,
    };
  }

  /** POST /api/subscription/cancel: a paid, active, self-serve plan ends with its paid period. */
  async cancel(businessId: string): Promise<{ message: string; subscription: SubscriptionStatusView }> {
    const { billing, events, supportEmail } = this.deps;
    const account = await billing.account(businessId);
    const name = billing.plan(account.tier).name;
    if (account.tier === 'free') throw badRequest("You're on the Free plan, so there is no subscription to cancel.");
    if (account.status !== 'active')
      throw conflict(
        `Only an active plan can be cancelled here, and yours is ${account.status.replace('_', ' ')}. Contact ${supportEmail} for help.`,
      );
    if (account.cancelAtPeriodEnd && account.currentPeriodEnd) {
      throw conflict(`Your ${name} plan is already set to end on ${formatNzDate(account.currentPeriodEnd)}.`);
    }
    if (!account.subscriptionId) throw conflict(`Your ${name} plan was set up by Korero's team. Contact ${supportEmail} to change it.`);
    const updated = await billingCall(() => billing.cancelAtPeriodEnd(businessId));
    const endsAt = updated.currentPeriodEnd;
    await events.record(businessId, 'cancellation_scheduled', updated.tier, { endsAt: endsAt?.toISOString() ?? null });
    const when = endsAt ? `until ${formatNzDate(endsAt)}` : 'until the end of the period you paid for';
    return {
      message: `Your ${name} plan stays active ${when}, then moves to Free. You won't be charged again.`,
      subscription: await this.status(businessId),
    };
  }

  /** The local test checkout page's view of a checkout (404 with a real provider, or for another business). */
  async testCheckout(businessId: string, sessionId: string): Promise<TestCheckoutView> {
    const { billing } = this.deps;
    const checkout = billing.provider === 'local' ? await billing.checkout(sessionId) : null;
    if (!checkout || checkout.businessId !== businessId)
      throw notFound('That test checkout was not found. Start the upgrade again from the Subscription page.');
    const d = checkout.discount;
    return {
      sessionId: checkout.sessionId,
      planName: billing.plan(checkout.tier).name,
      tier: checkout.tier,
      yearly: checkout.yearly,
      amount: checkout.amount,
      amountDue: checkout.amountDue,
      discount: d
        ? { code: d.code, description: d.description, discountType: d.kind, discountValue: d.value, freeTrialDays: d.freeTrialDays }
        : null,
      status: checkout.status,
      expiresAt: checkout.expiresAt.toISOString(),
      successPath: pathOf(checkout.successUrl),
      cancelPath: pathOf(checkout.cancelUrl),
    };
  }

  #checkForSale(plan: Plan): void {
    if (plan.id === 'free')
      throw badRequest('Free needs no checkout. To leave a paid plan, cancel it on the Subscription page.', {
        fields: { tierId: 'Free is not for sale' },
      });
    if (plan.comingSoon) throw forbidden(`The ${plan.name} plan is coming soon and can't be bought yet.`);
    if (!plan.purchasable) throw forbidden(`The ${plan.name} plan is arranged with Korero's team. Contact ${this.deps.supportEmail}.`);
  }

  #checkNotSubscribed(account: BillingAccount, plan: Plan): void {
    const live = account.tier !== 'free' && (account.status === 'active' || account.status === 'past_due');
    if (!live) return;
    if (account.tier === plan.id) throw conflict(`You're already on the ${plan.name} plan.`);
    const current = this.deps.billing.plan(account.tier as TierId).name;
    throw conflict(`You're on the ${current} plan. To change plans, contact ${this.deps.supportEmail}.`);
  }
}

/** The same-origin path of a return URL (the test checkout runs on Korero's own address, whatever PUBLIC_URL says). */
function pathOf(url: string): string {
  const parsed = new URL(url, 'http://korero.invalid');
  return `${parsed.pathname}${parsed.search}`;
}
