/** The invites API for front ends (this module's and the customer's page): query keys and typed calls. */
import { apiRequest, parseTextList } from '@korero/web-kit';
import type { CreatedInvite, InvitationAnswer, InviteInput, InviteRow, Usage } from './api.ts';

export const INVITES_KEY = ['/api/invites'] as const;
export const USAGE_KEY = ['/api/invites/usage'] as const;
export const REMINDERS_KEY = ['/api/invites/reminders'] as const;

export interface ReminderSettings {
  reminders: 0 | 1 | 2;
  afterDays: number;
}

/** An invitation as its customer's page uses it: the team's names as a list. */
export interface CustomerInvitation extends Omit<InvitationAnswer, 'teamMembers'> {
  teamMembers: string[];
}

export const readInvitation = (answer: InvitationAnswer): CustomerInvitation => ({
  ...answer,
  teamMembers: parseTextList(answer.teamMembers),
});

/** The QR image of an invitation's link (an <img> source: drawn by Korero, no third party sees the link). */
export const qrImageUrl = (token: string) => `/api/invites/token/${encodeURIComponent(token)}/qr.svg`;

export const invitesClient = {
  create: (input: InviteInput) => apiRequest<{ data: CreatedInvite }>('POST', INVITES_KEY[0], input),
  list: (limit: number, page = 1) =>
    apiRequest<{ data: InviteRow[]; pagination: { page: number; limit: number; totalCount: number; totalPages: number } }>(
      'GET',
      `${INVITES_KEY[0]}?${new URLSearchParams({ limit: String(limit), page: String(page) })}`,
    ),
  usage: () => apiRequest<{ data: Usage }>('GET', USAGE_KEY[0]),
  cancel: (id: string) => apiRequest<{ success: boolean }>('POST', `/api/invites/${encodeURIComponent(id)}/cancel`),
  reminders: () => apiRequest<{ data: ReminderSettings }>('GET', REMINDERS_KEY[0]),
  setReminders: (settings: ReminderSettings) => apiRequest<{ data: ReminderSettings }>('PUT', REMINDERS_KEY[0], settings),
  /** Public: the customer's invitation by its token. `from: 'qr'` reads it for the owner's poster without counting it opened. */
  byToken: async (token: string, from?: 'qr') =>
    readInvitation(
      (await apiRequest<{ data: InvitationAnswer }>('GET', `/api/invites/token/${encodeURIComponent(token)}${from ? `?from=${from}` : ''}`))
        .data,
    ),
};
