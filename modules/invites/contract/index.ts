import { defineEvent, defineServiceRef } from '@korero/core/sdk';

/** 128 random bits, base64url: what /review/{token} and /qr/{token} carry. */
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** What the customer's page and other modules may know about an invitation. */
export interface InvitationSummary {
  id: string;
  token: string;
  businessId: string;
  customerName: string;
  jobDescription: string;
  jobLocation: string;
  teamMembers: string[];
  createdAt: Date;
  /** When the customer first opened their link; a second opening writes nothing. */
  openedAt: Date | null;
  completedAt: Date | null;
}

export interface InvitesDirectory {
  /** The invitation a customer's link names, or null when unknown or expired. */
  byToken(token: string): Promise<InvitationSummary | null>;
  /** The customer opened their link (first time only is kept). */
  markOpened(inviteId: string): Promise<void>;
  /** Records that the customer finished (the reviews module calls it once a review or feedback is in). */
  markCompleted(inviteId: string, at: Date): Promise<void>;
}

export const invitesDirectory = defineServiceRef<InvitesDirectory>('invites.directory');

export const inviteCreated = defineEvent<{
  inviteId: string;
  businessId: string;
  channels: Array<'sms' | 'email' | 'messenger'>;
  createdAt: string;
}>('invites.created');
export * from './entitlements.ts';
