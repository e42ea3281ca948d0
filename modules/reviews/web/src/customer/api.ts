import { ApiError } from '@korero/web-kit';
import type { PublicBusinessAnswer } from '@korero/module-business/contract/api';
import { businessClient, readPublicBusiness, type PublicBusiness } from '@korero/module-business/contract/client';
import type { InvitationAnswer } from '@korero/module-invites/contract/api';
import { invitesClient, readInvitation, type CustomerInvitation } from '@korero/module-invites/contract/client';
import type { AlreadySubmitted } from '../../../contract/api.ts';
import { customerClient } from '../../../contract/client.ts';

/** What the customer's page needs before it can draw anything, its lists parsed. */
export interface PageData {
  invitation: CustomerInvitation;
  business: PublicBusiness;
  transcription: boolean;
  /** The review this invitation already has: a reopened link shows it instead of a blank form. */
  submitted: AlreadySubmitted | null;
}

/** The lean page gets the same answers the API gives, inlined in its HTML. */
interface InlinedData {
  token: string;
  invitation: InvitationAnswer;
  business: PublicBusinessAnswer;
  transcription: boolean;
  submitted?: AlreadySubmitted | null;
}

/** The business cancelled the invitation: its link says so (the server's words), rather than that it never was. */
export interface ClosedLink {
  closed: string;
}

export async function loadPageData(token: string): Promise<PageData | ClosedLink | null> {
  const inlined = readInlined(token);
  if (inlined) return inlined;
  try {
    const invitation = await invitesClient.byToken(token);
    const [business, capabilities, submitted] = await Promise.all([
      businessClient.publicProfile(invitation.clientId),
      customerClient.capabilities().catch(() => ({ data: { transcription: false } })),
      customerClient.submitted(token),
    ]);
    return { invitation, business, transcription: capabilities.data.transcription, submitted: submitted.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status === 410) return { closed: error.message };
    throw error;
  }
}

function readInlined(token: string): PageData | null {
  const node = typeof document === 'undefined' ? null : document.getElementById('korero-review-data');
  if (!node?.textContent) return null;
  try {
    const data = JSON.parse(node.textContent) as InlinedData;
    if (data.token !== token) return null;
    return {
      invitation: readInvitation(data.invitation),
      business: readPublicBusiness(data.business),
      transcription: data.transcription,
      submitted: data.submitted ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * The customer's capability for their own submission (an edit token, or their invitation token), carried in the
 * address's fragment: the browser never sends a fragment to a server, so it stays out of logs and Referer headers.
 */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export const withToken = (path: string, token: string) => (token ? `${path}#${new URLSearchParams({ token })}` : path);
