import { describe, expect, it } from 'vitest';
import { checkEntitlements } from '../core/src/kernel/entitlements-check.ts';
import { installedModules } from './modules.ts';
import { normaliseTier, plans } from './plans.ts';

describe('the configured plans', () => {
  it('fit the installed modules', () => {
    expect(checkEntitlements(installedModules, plans).map((d) => d.key)).toEqual([
      'invites.perMonth',
      'invites.smsPerMonth',
      'invites.email',
      'invites.messenger',
      'business.logo',
      'business.customSms',
      'competitors.analysis',
      'google.replies',
      'google.postedRate',
    ]);
  });
});

describe('competitor analysis', () => {
  it('comes with the paid plans, not with Free', () => {
    expect(Object.fromEntries(plans.map((p) => [p.id, p.entitlements['competitors.analysis']]))).toEqual({
      free: false,
      professional: true,
      business: true,
      enterprise: true,
    });
  });
});

describe('tier ids', () => {
  it("accept the spec's names and the legacy tier1, whatever the case", () => {
    expect(['free', ' Professional ', 'tier1', 'BUSINESS', 'enterprise', 'gold'].map(normaliseTier)).toEqual([
      'free',
      'professional',
      'professional',
      'business',
      'enterprise',
      null,
    ]);
  });
});
