import type { Plan } from '@korero/core/sdk';
import { forbidden } from '@korero/core/sdk';

export interface MonthUsage {
  invites: number;
  sms: number;
  label: string;
}

export interface Requested {
  sms: boolean;
  email: boolean;
  messenger: boolean;
}

/**
 * The plan's rules for one more invitation (decisions.md): Free is 5 a month, link and QR only; Professional
 * includes 30 SMS a month. Throws a 403 that names the limit and how to lift it.
 */
export function checkPlan(plan: Plan, usage: MonthUsage, wanted: Requested): void {
  const { limits } = plan;
  const channels = (['sms', 'email', 'messenger'] as const).filter((c) => wanted[c]);
  const locked = channels.filter((c) => !limits.channels.includes(c));
  if (locked.length) {
    const names = locked.map((c) => (c === 'sms' ? 'text message' : c === 'email' ? 'email' : 'Messenger')).join(' and ');
    throw forbidden(`Sending by ${names} needs the Professional plan. On ${plan.name}, share the review link or QR code instead, or upgrade.`, {
      upgrade: true,
    });
  }
  if (limits.invitesPerMonth !== null && usage.invites >= limits.invitesPerMonth) {
    throw forbidden(
      `You've used all ${limits.invitesPerMonth} invitations included in ${plan.name} for ${usage.label}. Upgrade to Professional for unlimited link, QR and email invitations.`,
      { upgrade: true },
    );
  }
  if (wanted.sms && usage.sms >= limits.smsPerMonth) {
    throw forbidden(
      `You've sent all ${limits.smsPerMonth} SMS invitations included in ${plan.name} for ${usage.label}. Send this one by email or link, or upgrade for more.`,
      { upgrade: true },
    );
  }
}
