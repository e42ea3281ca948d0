import type { EntitlementValue } from '@korero/core/sdk';
import type { PlanLimits } from '../contract/api.ts';

/**
 * GET /api/plans has always answered each plan's `limits` in one fixed shape, which clients read; entitlements
 * replaced it as the source (decision 0011), so it is derived here from the keys modules declare. An entitlement
 * no installed module declares reads as not included (competitor analysis, until its module is installed).
 */
export function legacyLimits(values: Readonly<Record<string, EntitlementValue>>): PlanLimits {
  const limit = (key: string, none: number | null) => (Object.hasOwn(values, key) ? (values[key] as number | null) : none);
  const included = (key: string) => values[key] === true;
  const sms = limit('invites.smsPerMonth', 0);
  const customSms = values['business.customSms'];
  return {
    invitesPerMonth: limit('invites.perMonth', null),
    smsPerMonth: sms,
    channels: [
      ...(sms !== 0 ? (['sms'] as const) : []),
      ...(included('invites.email') ? (['email'] as const) : []),
      ...(included('invites.messenger') ? (['messenger'] as const) : []),
    ],
    customSms: customSms === 'branded' || customSms === 'full' ? customSms : 'locked',
    logo: included('business.logo'),
    competitorAnalysis: included('competitors.analysis'),
  };
}
