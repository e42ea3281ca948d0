// A type-only import: config holds data shaped by the billing port, and adds no runtime dependency on core.
import type { Plan } from '../core/src/ports/billing.port.ts';

/**
 * Plans and their limits are data: change them here, per deployment, not in code. Prices are NZD. The legacy id
 * `tier1` is accepted wherever a tier is read and means Professional.
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
    limits: { invitesPerMonth: 5, smsPerMonth: 0, channels: [], customSms: 'locked', logo: false, competitorAnalysis: false },
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
      '30 SMS invitations a month',
      'Unlimited email, link, QR and Messenger invitations',
      'Your logo on every review page',
      'Custom SMS text (starting "Hi from Korero!")',
      'Priority email support',
    ],
    limits: { invitesPerMonth: null, smsPerMonth: 30, channels: ['sms', 'email', 'messenger'], customSms: 'branded', logo: true, competitorAnalysis: false },
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
      '200 SMS invitations a month',
      'Unlimited email, link, QR and Messenger invitations',
      'Competitor analysis',
      'Full white-label SMS text',
      'Phone support',
    ],
    limits: { invitesPerMonth: null, smsPerMonth: 200, channels: ['sms', 'email', 'messenger'], customSms: 'full', logo: true, competitorAnalysis: true },
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
    limits: { invitesPerMonth: null, smsPerMonth: 1000, channels: ['sms', 'email', 'messenger'], customSms: 'full', logo: true, competitorAnalysis: true },
    comingSoon: false,
    purchasable: false,
  },
];
