import Stripe from 'stripe';
import {
  BillingError,
  type BillingAccount as Account,
  type CheckoutRequest,
  type StartedCheckout,
  type WebhookOutcome,
} from '../../ports/billing.port.ts';
import { BillingAccount } from './billing-account.entity.ts';
import { BillingBase, type AccountChange, type BillingDeps, type ProviderEvent } from './billing-base.ts';
import { checkoutTerms, intervalOf } from './checkout-terms.ts';
import { couponParams, idOf, stateOf, statusOf, subscriptionOfInvoice } from './stripe-mapping.ts';

export interface StripeSettings {
  secretKey: string;
  /** whsec_…: without it webhooks are refused (returns from checkout still activate plans). */
  webhookSecret?: string | undefined;
  /** Replaces https://api.stripe.com (tests point the SDK at a local stand-in). */
  apiBaseUrl?: string | undefined;
}

/** Stripe signs each webhook with a timestamp; older than this is refused as a possible replay. */
const TOLERANCE_SECONDS = 300;

const PROVIDER_DOWN = 'The payment provider could not be reached. Try again in a minute; if it keeps happening, contact support.';

function clientOptions(apiBaseUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: 'Korero' } };
  if (!apiBaseUrl) return base;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Payments through Stripe Checkout. Prices come from config/plans.ts (sent with each checkout, so the Stripe
 * dashboard needs no set-up); Korero's discount codes become one-use coupons or trial days. Plans change only
 * through the shared checkout path and signed webhooks.
 */
export class StripeBilling extends BillingBase {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(settings: StripeSettings, deps: BillingDeps) {
    super(deps);
    this.stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBaseUrl));
    this.webhookSecret = settings.webhookSecret;
  }

  async startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
    await this.ensureRoomOn(request.tier, request.businessId);
    const plan = this.plan(request.tier);
    const { amount, amountDue } = checkoutTerms(plan, request.yearly, request.discount);
    const interval = intervalOf(request.yearly);
    const discount = request.discount ?? null;
    const existing = await this.account(request.businessId);
    const priceId = plan.stripePriceIds?.[interval];
    try {
      const coupon =
        discount && discount.kind !== 'free_trial' ? await this.stripe.coupons.create(couponParams(discount, request.businessId)) : null;
      const trialDays = discount?.kind === 'free_trial' && discount.freeTrialDays > 0 ? Math.min(730, discount.freeTrialDays) : undefined;
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        currency: 'nzd',
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: 'nzd',
                  unit_amount: amount,
                  recurring: { interval },
                  product_data: { name: `Korero ${plan.name}`, description: plan.description },
                },
              },
        ],
        ...(existing.customerId?.startsWith('cus_') ? { customer: existing.customerId } : { customer_email: request.email }),
        client_reference_id: request.businessId,
        metadata: { businessId: request.businessId, tier: request.tier, interval, discountCodeId: discount?.reference ?? '' },
        subscription_data: {
          metadata: { businessId: request.businessId, tier: request.tier },
          ...(trialDays ? { trial_period_days: trialDays } : {}),
        },
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      const now = this.clock.now();
      await this.recordCheckout({
        id: session.id,
        provider: this.provider,
        businessId: request.businessId,
        tier: request.tier,
        yearly: request.yearly,
        amount,
        amountDue,
        discount,
        url: session.url,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
        cancelUrl: request.cancelUrl,
        createdAt: now,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : new Date(now.getTime() + 86_400_000),
      });
      return { url: session.url, sessionId: session.id };
    } catch (error) {
      throw this.#providerError(error, 'start a checkout');
    }
  }

  async completeCheckout(sessionId: string): Promise<Account> {
    const checkout = await this.checkout(sessionId);
    if (!checkout)
      throw new BillingError('checkout_not_found', 'That checkout was not found. Start the upgrade again from the Subscription page.');
    if (checkout.completedAt) return this.account(checkout.businessId);
    let session: Stripe.Checkout.Session;
    let subscription: Stripe.Subscription | null;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      subscription = await this.#subscriptionOf(session.subscription);
    } catch (error) {
      throw this.#providerError(error, 'confirm a checkout');
    }
    if (session.client_reference_id !== checkout.businessId) throw new BillingError('checkout_not_found', 'That checkout was not found.');
    if (session.status === 'expired')
      throw new BillingError(
        'checkout_expired',
        'That checkout expired before it was completed. Start the upgrade again; nothing was charged.',
      );
    const status = subscription ? statusOf(subscription.status) : null;
    if (session.status !== 'complete' || session.payment_status === 'unpaid' || !subscription || status !== 'active') {
      throw new BillingError(
        'not_paid',
        "Stripe hasn't confirmed your payment yet. If you finished paying, wait a moment and reload this page.",
      );
    }
    return (await this.finishCheckout(sessionId, stateOf(subscription, status))).account;
  }

  async cancelAtPeriodEnd(businessId: string): Promise<Account> {
    const account = await this.account(businessId);
    if (account.tier === 'free' || !account.subscriptionId?.startsWith('sub_')) {
      throw new BillingError('no_subscription', 'There is no Stripe subscription to cancel.');
    }
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.update(account.subscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      throw this.#providerError(error, 'cancel a subscription');
    }
    const { currentPeriodEnd, cancelAtPeriodEnd } = stateOf(subscription, account.status);
    return this.update(businessId, { cancelAtPeriodEnd, currentPeriodEnd: currentPeriodEnd ?? account.currentPeriodEnd });
  }

  /** Account deletion: the subscription stops at Stripe first, so nobody is charged for an account that is gone. */
  override async remove(businessId: string): Promise<void> {
    const account = await this.account(businessId);
    if (account.subscriptionId?.startsWith('sub_') && account.status !== 'canceled') {
      try {
        await this.stripe.subscriptions.cancel(account.subscriptionId);
      } catch (error) {
        const missing = error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
        if (!missing) throw this.#providerError(error, 'cancel a subscription');
      }
    }
    await super.remove(businessId);
  }

  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.webhookSecret) throw new BillingError('not_configured', 'Stripe webhooks are not set up here: set STRIPE_WEBHOOK_SECRET.');
    if (!signature) throw new BillingError('signature', 'The Stripe-Signature header is missing.');
    // Stripe's SDK checks only the age of the signed timestamp: one from the future would stay valid for as long.
    const signedAt = Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1] ?? Number.NaN);
    if (Number.isFinite(signedAt) && signedAt * 1000 > this.clock.now().getTime() + TOLERANCE_SECONDS * 1000) {
      throw new BillingError('signature', 'The webhook signature is dated in the future.');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        TOLERANCE_SECONDS,
        undefined,
        this.clock.now().getTime(),
      );
    } catch (error) {
      const stale = error instanceof Error && /tolerance/i.test(error.message);
      throw new BillingError(
        'signature',
        stale ? 'The webhook signature is more than 5 minutes old.' : 'The webhook signature does not match this endpoint’s secret.',
      );
    }
    const ref: ProviderEvent = { id: event.id, type: event.type };
    if (await this.seenEvent(event.id)) return { eventId: event.id, type: event.type, handled: false, duplicate: true, businessId: null };
    try {
      return await this.#apply(event, ref);
    } catch (error) {
      if (error instanceof BillingError) throw error;
      // Unrecorded, so Stripe's retry of this event will be applied.
      throw this.#providerError(error, `apply the ${event.type} event`);
    }
  }

  async #apply(event: Stripe.Event, ref: ProviderEvent): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const checkout = await this.checkout(session.id);
        if (!checkout || session.mode !== 'subscription' || session.payment_status === 'unpaid')
          return this.applyEvent(ref, checkout?.businessId ?? null, null);
        const subscription = await this.#subscriptionOf(session.subscription);
        const status = subscription ? statusOf(subscription.status) : null;
        if (!subscription || status === null) return this.applyEvent(ref, checkout.businessId, null);
        const { duplicate } = await this.finishCheckout(session.id, stateOf(subscription, status), ref);
        return { eventId: event.id, type: event.type, handled: !duplicate, duplicate, businessId: checkout.businessId };
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const status = statusOf(subscription.status);
        const account = await this.#accountBySubscription(subscription.id);
        if (!account || status === null) return this.applyEvent(ref, account?.businessId ?? null, null);
        const { customerId: _c, subscriptionId: _s, ...state } = stateOf(subscription, status);
        const change: AccountChange = status === 'canceled' ? { ...this.#ended() } : state;
        return this.applyEvent(ref, account.businessId, change);
      }
      case 'customer.subscription.deleted': {
        const account = await this.#accountBySubscription(event.data.object.id);
        return this.applyEvent(ref, account?.businessId ?? null, account ? this.#ended() : null);
      }
      case 'invoice.payment_failed': {
        const subscriptionId = subscriptionOfInvoice(event.data.object);
        const account = subscriptionId ? await this.#accountBySubscription(subscriptionId) : null;
        const live = account && account.status !== 'canceled';
        return this.applyEvent(ref, account?.businessId ?? null, live ? { status: 'past_due' } : null);
      }
      default:
        return this.applyEvent(ref, null, null);
    }
  }

  #ended(): AccountChange {
    return { tier: 'free', status: 'canceled', cancelAtPeriodEnd: false, subscriptionId: null, currentPeriodEnd: null, interval: null };
  }

  async #accountBySubscription(subscriptionId: string): Promise<Account | null> {
    const row = await this.db.em.findOne(BillingAccount, { subscriptionId });
    return row ? this.toAccount(row) : null;
  }

  async #subscriptionOf(value: string | Stripe.Subscription | null): Promise<Stripe.Subscription | null> {
    const id = idOf(value);
    if (!id) return null;
    return typeof value === 'object' && value !== null ? value : this.stripe.subscriptions.retrieve(id);
  }

  #providerError(error: unknown, action: string): BillingError {
    if (error instanceof BillingError) return error;
    this.logger.error({ err: error }, `Stripe: could not ${action}`);
    return new BillingError('provider', PROVIDER_DOWN);
  }
}
