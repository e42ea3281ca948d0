import { defineEntitlement } from '@korero/core/sdk';

// What plans grant for invitations; each plan's values are in config/plans.ts. Orders place them on the plans page.

export const invitesPerMonth = defineEntitlement('invites.perMonth', {
  kind: 'limit',
  label: 'Review invitations',
  unit: 'a month',
  description: 'Invitations a calendar month (Pacific/Auckland), all channels together; null for unlimited.',
  order: 10,
});

export const smsPerMonth = defineEntitlement('invites.smsPerMonth', {
  kind: 'limit',
  label: 'SMS texts',
  unit: 'a month',
  description:
    'Texts a calendar month for SMS invitations, counted in parts as carriers count them: 160 characters a part, or 70 when a macron (ā) is in it; 0 leaves SMS out of the plan.',
  order: 20,
});

export const emailInvites = defineEntitlement('invites.email', {
  kind: 'feature',
  label: 'Email invitations',
  description: 'Invitations may be sent by email (links and QR codes are on every plan).',
  order: 30,
});

export const messengerInvites = defineEntitlement('invites.messenger', {
  kind: 'feature',
  label: 'Messenger invitations',
  description: 'Invitations may be sent through Facebook Messenger.',
  order: 40,
});

export const invitesEntitlements = [invitesPerMonth, smsPerMonth, emailInvites, messengerInvites];
