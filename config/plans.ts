// A type-only import: config holds data shaped by the billing port, and adds no runtime dependency on core.
import type { Plan } from '../core/src/ports/billing.port.ts';

/** This deployment's tiers, the spec's names. */
export const TIER_IDS = ['free', 'professional', 'business', 'enterprise'] as const;
export type TierId = (typeof TIER_IDS)[number];

/** Accepts the legacy id `tier1` for Professional, as the spec's clients send it. */
export function normaliseTier(value: string): TierId | null {
  const v = value.trim().toLowerCase();
  if (v === 'tier1') return 'professional';
  return (TIER_IDS as readonly string[]).includes(v) ? (v as TierId) : null;
}

/**
 * Plans and what they grant are data: change them here, per deployment, not in code. Prices are NZD. The legacy id
 * `tier1` is accepted wherever a tier is read and means Professional.
 *
 * `entitlements` gives a value for every entitlement an installed module declares (its manifest lists them, with
 * what each controls, in its contract/entitlements.ts). Korero refuses to start when a plan misses one, names one
 * no installed module declares, or gives a value of the wrong kind. Limits are whole numbers, null for unlimited.
 *
 * With Stripe, each checkout sends these prices itself, so the Stripe dashboard needs no products. To bill with
 * prices set up there instead, add `stripePriceIds: { month: 'price_…', year: 'price_…' }` to a plan (keep the
 * amounts here equal: the subscription page shows them).
 */
export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try Korero with links and QR codes.',
    price: 0,
    yearlyPrice: 0,
    features: [
      '5 review invitations a month',
      'Review links and QR codes',
      'AI-drafted reviews from what customers chose',
      'Voice-to-text and photos',
      'Private feedback to you',
      'Teams and technician credits',
    ],
    entitlements: {
      'invites.perMonth': 5,
      'invites.smsPerMonth': 0,
      'invites.email': false,
      'invites.messenger': false,
      'business.logo': false,
      'competitors.analysis': false,
      'google.replies': false,
      'google.postedRate': false,
      'business.customSms': 'locked',
    },
    comingSoon: false,
    purchasable: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For owner-operators sending invitations after every job.',
    price: 29,
    yearlyPrice: 290,
    features: [
      '30 SMS texts a month (a text holds 160 characters, or 70 with macrons)',
      'Unlimited email, link, QR and Messenger invitations',
      'Your logo on every review page',
      'Custom SMS text (starting "Hi from Korero!")',
      'Competitor analysis',
      'Priority email support',
    ],
    entitlements: {
      'invites.perMonth': null,
      'invites.smsPerMonth': 30,
      'invites.email': true,
      'invites.messenger': true,
      'business.logo': true,
      'competitors.analysis': true,
      'google.replies': true,
      'google.postedRate': true,
      'business.customSms': 'branded',
    },
    comingSoon: false,
    purchasable: true,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For growing crews who watch their market.',
    price: 89,
    yearlyPrice: 890,
    features: [
      '200 SMS texts a month (a text holds 160 characters, or 70 with macrons)',
      'Unlimited email, link, QR and Messenger invitations',
      'Competitor analysis',
      'Full white-label SMS text',
      'Phone support',
    ],
    entitlements: {
      'invites.perMonth': null,
      'invites.smsPerMonth': 200,
      'invites.email': true,
      'invites.messenger': true,
      'business.logo': true,
      'competitors.analysis': true,
      'google.replies': true,
      'google.postedRate': true,
      'business.customSms': 'full',
    },
    comingSoon: true,
    purchasable: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Arranged with Korero; assigned by an administrator.',
    price: null,
    yearlyPrice: null,
    features: ['Everything in Business', 'Limits agreed with you'],
    entitlements: {
      'invites.perMonth': null,
      'invites.smsPerMonth': 1000,
      'invites.email': true,
      'invites.messenger': true,
      'business.logo': true,
      'competitors.analysis': true,
      'google.replies': true,
      'google.postedRate': true,
      'business.customSms': 'full',
    },
    comingSoon: false,
    purchasable: false,
  },
];
