import type { useCurrentUser } from '@korero/web-kit';
import type { FacebookUser } from '@korero/module-messenger/contract/client';
import type { InviteInput } from '../../../../contract/api.ts';
import type { Channels } from '../../components/ChannelToggles.tsx';

/** The new-invitation form's fields. */
export interface InviteValues extends Channels {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  jobDescription: string;
  jobLocation: string;
  teamMembers: string[];
  consent: boolean;
}

export const EMPTY_INVITE: InviteValues = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  jobDescription: '',
  jobLocation: '',
  teamMembers: [],
  consent: false,
  sendSms: false,
  sendEmail: false,
  sendMessenger: false,
};

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Another module may open this form filled in: `/invites?customerName=…&jobDescription=…&teamMember=…&reference=…`
 * (a completed job on the compliance screen). The reference goes with the invitation so that module can link it.
 */
export function prefilled(params: URLSearchParams): { values: InviteValues; reference: string | null } {
  const text = (name: string) => (params.get(name) ?? '').slice(0, 200);
  return {
    values: {
      ...EMPTY_INVITE,
      customerName: text('customerName'),
      customerPhone: text('customerPhone'),
      customerEmail: text('customerEmail'),
      jobDescription: text('jobDescription'),
      jobLocation: text('jobLocation'),
      teamMembers: params
        .getAll('teamMember')
        .map((n) => n.trim().slice(0, 100))
        .filter(Boolean)
        .slice(0, 20),
    },
    reference: params.get('reference')?.slice(0, 120) || null,
  };
}

/** What POST /api/invites is sent for the form's values. */
export function inviteInput(v: InviteValues, facebookUser: FacebookUser | null, reference: string | null): InviteInput {
  return {
    customerName: v.customerName,
    customerPhone: v.customerPhone || null,
    customerEmail: v.customerEmail || null,
    facebookUserId: v.sendMessenger ? (facebookUser?.id ?? null) : null,
    messageChannel: v.sendMessenger ? 'messenger' : 'sms',
    jobDescription: v.jobDescription,
    jobLocation: v.jobLocation,
    sendSms: v.sendSms,
    sendEmail: v.sendEmail,
    sendMessenger: v.sendMessenger,
    teamMembers: v.teamMembers,
    consent: v.consent,
    ...(reference ? { reference } : {}),
  };
}

/** A paying owner may send by text, email and Messenger; Free shares by link and QR code. */
export const isProfessional = (user: ReturnType<typeof useCurrentUser>['user']): boolean =>
  user?.subscriptionTier !== undefined && user.subscriptionTier !== 'free';
