import { ApiError } from '@korero/web-kit';

/** JSON in and out, throwing ApiError with the server's message (the kit's client, without its query defaults). */
export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new ApiError(data?.error ?? `HTTP ${response.status}: ${response.statusText}`, response.status, data);
  return data as T;
}

export interface InvitationView {
  clientId: string;
  customerName: string;
  jobDescription: string;
  jobLocation: string;
  businessName: string | null;
  teamMembers: string;
}

export interface BusinessView {
  businessName: string | null;
  businessType: string;
  customCriteria: string;
  logoUrl: string | null;
  personalExperiencePrompt: string;
  personalExperiencePlaceholder: string;
  serviceTypes: string;
}

/** What the customer's page needs before it can draw anything. The lean page gets it inlined in its HTML. */
export interface PageData {
  invitation: InvitationView;
  business: BusinessView;
  transcription: boolean;
}

export async function loadPageData(token: string): Promise<PageData | null> {
  const inlined = readInlined(token);
  if (inlined) return inlined;
  try {
    const invitation = (await call<{ data: InvitationView }>('GET', `/api/invites/token/${encodeURIComponent(token)}`)).data;
    const [business, capabilities] = await Promise.all([
      call<{ data: BusinessView }>('GET', `/api/business/profile/${invitation.clientId}`),
      call<{ data: { transcription: boolean } }>('GET', '/api/reviews/capabilities').catch(() => ({ data: { transcription: false } })),
    ]);
    return { invitation, business: business.data, transcription: capabilities.data.transcription };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function readInlined(token: string): PageData | null {
  const node = typeof document === 'undefined' ? null : document.getElementById('korero-review-data');
  if (!node?.textContent) return null;
  try {
    const data = JSON.parse(node.textContent) as PageData & { token: string };
    return data.token === token ? data : null;
  } catch {
    return null;
  }
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  try {
    return (JSON.parse(text ?? '') as T) ?? fallback;
  } catch {
    return fallback;
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
