import { randomBytes } from 'node:crypto';
import { KERNEL_PAGES } from '../../contract/page-links.ts';
import {
  BillingError,
  type BillingAccount as Account,
  type CheckoutRequest,
  type StartedCheckout,
  type WebhookOutcome,
} from '../../ports/billing.port.ts';
import type { BillingAccount } from './billing-account.entity.ts';
import { BillingBase, type BillingDeps } from './billing-base.ts';
import { addDays, addInterval, checkoutTerms, intervalOf } from './checkout-terms.ts';

/** How long a test checkout stays open. */
const SESSION_MINUTES = 60;

/**
 * Korero's own checkout, used when no payment provider is configured: a clearly labelled test page
 * (KERNEL_PAGES.localCheckout, drawn by the module that checks out) takes no card and completes or cancels the upgrade. Completion goes through the same
 * path as Stripe's, so everything after the payment behaves as it will in production.
 */
export class LocalBilling extends BillingBase {
  readonly provider = 'local' as const;
  override readonly checkoutAvailable: boolean;

  /** `checkoutAvailable`: false in production (unless allowed), where a checkout that takes no card gives plans away. */
  constructor(deps: BillingDeps, options: { checkoutAvailable: boolean }) {
    super(deps);
    this.checkoutAvailable = options.checkoutAvailable;
  }

  async startCheckout(request: CheckoutRequest): Promise<StartedCheckout> {
    await this.ensureRoomOn(request.tier, request.businessId);
    this.#checkAvailable();
    const plan = this.plan(request.tier);
    const { amount, amountDue } = checkoutTerms(plan, request.yearly, request.discount);
    const sessionId = `cs_local_${randomBytes(16).toString('hex')}`;
    const now = this.clock.now();
    // Relative: the page is on whatever address the person is using.
    const url = `${KERNEL_PAGES.localCheckout}?${new URLSearchParams({ session: sessionId })}`;
    await this.recordCheckout({
      id: sessionId,
      provider: this.provider,
      businessId: request.businessId,
      tier: request.tier,
      yearly: request.yearly,
      amount,
      amountDue,
      discount: request.discount ?? null,
      url,
      successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancelUrl: request.cancelUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
    });
    return { url, sessionId };
  }

  async completeCheckout(sessionId: string): Promise<Account> {
    this.#checkAvailable();
    const checkout = await this.checkout(sessionId);
    if (!checkout)
      throw new BillingError('checkout_not_found', 'That checkout was not found. Start the upgrade again from the Subscription page.');
    if (checkout.status === 'complete') return this.account(checkout.businessId);
    if (checkout.status === 'expired') {
      throw new BillingError(
        'checkout_expired',
        'That checkout expired before it was completed. Start the upgrade again; nothing was charged.',
      );
    }
    const now = this.clock.now();
    const trialDays = checkout.discount?.kind === 'free_trial' ? checkout.discount.freeTrialDays : 0;
    const { account } = await this.finishCheckout(sessionId, {
      customerId: `local_cus_${checkout.businessId.replaceAll('-', '')}`,
      subscriptionId: `local_sub_${sessionId.slice('cs_local_'.length)}`,
      status: 'active',
      currentPeriodEnd: trialDays > 0 ? addDays(now, trialDays) : addInterval(now, intervalOf(checkout.yearly)),
      cancelAtPeriodEnd: false,
    });
    return account;
  }

  #checkAvailable(): void {
    if (!this.checkoutAvailable) {
      throw new BillingError(
        'payments_off',
        "Payments aren't set up on this Korero yet, so plans can't be bought here. Contact support and an administrator can set up your plan.",
      );
    }
  }

  async cancelAtPeriodEnd(businessId: string): Promise<Account> {
    const account = await this.account(businessId);
    if (account.tier === 'free' || !account.subscriptionId || !account.currentPeriodEnd) {
      throw new BillingError('no_subscription', 'There is no paid subscription to cancel.');
    }
    return this.update(businessId, { cancelAtPeriodEnd: true, currentPeriodEnd: account.currentPeriodEnd });
  }

  async handleWebhook(): Promise<WebhookOutcome> {
    throw new BillingError('not_configured', 'Stripe is not configured on this Korero, so it takes no Stripe webhooks.');
  }

  /** No provider reports renewals here, so a renewing test subscription rolls on, period by period from its last end. */
  protected override toAccount(row: BillingAccount): Account {
    const account = super.toAccount(row);
    if (
      account.currentPeriodEnd &&
      account.status === 'active' &&
      !account.cancelAtPeriodEnd &&
      account.subscriptionId?.startsWith('local_sub_')
    ) {
      account.currentPeriodEnd = this.currentPeriod(account.currentPeriodEnd, account.interval ?? null);
    }
    return account;
  }
}
