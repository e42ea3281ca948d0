import type { Plan } from '@korero/core/sdk';
import { entitlementOf, forbidden } from '@korero/core/sdk';
import { countOf } from '@korero/core/contract';
import { emailInvites, invitesPerMonth, messengerInvites, smsPerMonth } from '../contract/entitlements.ts';

export interface MonthUsage {
  invites: number;
  sms: number;
  label: string;
}

export interface Requested {
  sms: boolean;
  /** How many segments its text is (counted against the plan's SMS allowance as that many). */
  smsSegments?: number;
  /** True when the text is long because the owner chose to send long texts whole (Settings can change that). */
  smsSplit?: boolean;
  email: boolean;
  messenger: boolean;
}

/**
 * The plan's rules for one more invitation (decisions.md), from its entitlements: Free is 5 a month, link and QR
 * only; Professional includes 30 SMS a month. Throws a 403 that names the limit and how to lift it.
 */
export function checkPlan(plan: Plan, usage: MonthUsage, wanted: Requested): void {
  const perMonth = entitlementOf(plan, invitesPerMonth);
  const sms = entitlementOf(plan, smsPerMonth);
  const allowed = { sms: sms !== 0, email: entitlementOf(plan, emailInvites), messenger: entitlementOf(plan, messengerInvites) };
  const locked = (['sms', 'email', 'messenger'] as const).filter((c) => wanted[c] && !allowed[c]);
  if (locked.length) {
    const names = locked.map((c) => (c === 'sms' ? 'text message' : c === 'email' ? 'email' : 'Messenger')).join(' and ');
    throw forbidden(
      `Sending by ${names} needs the Professional plan. On ${plan.name}, share the review link or QR code instead, or upgrade.`,
      {
        upgrade: true,
      },
    );
  }
  if (perMonth !== null && usage.invites >= perMonth) {
    throw forbidden(
      `You've used all ${countOf(perMonth, 'invitation', 'invitations')} included in ${plan.name} for ${usage.label}. Upgrade to Professional for unlimited link, QR and email invitations.`,
      { upgrade: true },
    );
  }
  if (wanted.sms && sms !== null && usage.sms >= sms) {
    throw forbidden(
      `You've sent all ${sms} SMS texts included in ${plan.name} for ${usage.label}. Send this one by email or link, or upgrade for more.`,
      { upgrade: true },
    );
  }
  const needed = wanted.smsSegments ?? 1;
  if (wanted.sms && sms !== null && usage.sms + needed > sms) {
    const left = sms - usage.sms;
    throw forbidden(
      `This invitation's text is ${needed} SMS long and ${left} of the ${sms} included in ${plan.name} for ${usage.label} ${left === 1 ? 'is' : 'are'} left. Send it by email or link${wanted.smsSplit ? ', have long texts shortened to one in Settings' : ''}, or upgrade for more.`,
      { upgrade: true },
    );
  }
}
