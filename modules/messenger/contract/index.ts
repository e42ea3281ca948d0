import { defineServiceRef } from '@korero/core/sdk';

export * from './api.ts';

/** For the invitations module: whether an invitation can go to this person by Messenger now. */
export interface MessengerInvites {
  /** Throws a 4xx naming the reason (not connected, outside the 24-hour window) when it cannot. */
  checkRecipient(businessId: string, psid: string): Promise<void>;
}
export const messengerInvites = defineServiceRef<MessengerInvites>('messenger.invites');
