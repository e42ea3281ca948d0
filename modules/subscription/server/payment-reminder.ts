import type { BillingPort, MessagingPort, SessionUser } from '@korero/core/sdk';
import { deliveryOf } from '@korero/core/sdk';
import type { ReminderAnswer } from '../contract/api.ts';
import { formatNzDate } from './subscription.service.ts';

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

export interface ReminderDeps {
  billing: BillingPort;
  messaging: MessagingPort;
  publicUrl: string;
  supportEmail: string;
}

/**
 * POST /api/test-payment-reminder: sends the owner the reminder Korero sends before a plan renews, marked as a
 * test, so they can check it reaches them. Nothing is charged.
 */
export async function sendTestReminder(deps: ReminderDeps, user: SessionUser, recipient: string): Promise<ReminderAnswer> {
  const { billing, messaging, publicUrl, supportEmail } = deps;
  const account = await billing.account(user.businessId);
  const plan = billing.plan(await billing.effectiveTier(user.businessId));
  const yearly = account.interval === 'year';
  const price = yearly ? plan.yearlyPrice : plan.price;
  const lines =
    plan.id === 'free' || !price
      ? [`You're on the ${plan.name} plan, so no payment is due. This is how Korero reminds you before a paid plan renews.`]
      : [
          `Plan: ${plan.name} (${money.format(price)} a ${yearly ? 'year' : 'month'})`,
          account.currentPeriodEnd
            ? account.cancelAtPeriodEnd
              ? `Your plan ends on ${formatNzDate(account.currentPeriodEnd)} and will not renew.`
              : `Next payment: ${formatNzDate(account.currentPeriodEnd)}`
            : 'Next payment: as arranged with Korero',
        ];
  const text = [
    `Kia ora ${user.username},`,
    '',
    'This is a test payment reminder from Korero. Nothing has been charged.',
    '',
    ...lines,
    '',
    `See or change your plan: ${publicUrl}/subscription`,
    `Questions? Reply to ${supportEmail}.`,
    '',
    'Ngā mihi,',
    'Korero',
  ].join('\n');
  const record = await messaging.send({
    channel: 'email',
    to: recipient,
    subject: `Test payment reminder: your Korero ${plan.name} plan`,
    text,
    businessId: user.businessId,
    purpose: 'payment-reminder',
    // The owner asked for it about their own account: not marketing, so not subject to opt-outs.
    transactional: true,
  });
  return { recipient, delivery: deliveryOf(record, messaging.providers()).delivery };
}
