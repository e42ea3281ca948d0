/** The kernel's own calls that module front ends make (the account's download and deletion), typed by its contract. */
import type {
  ActivityItem,
  ApiKeys,
  CreatedApiKey,
  CurrentUser,
  RoleId,
  StaffInvitationPreview,
  StaffInvitationSummary,
} from '@korero/core/contract';
import { apiRequest, readError } from './api.ts';
import type { NavEntry } from './define-web-module.ts';

export type { ActivityItem, StaffInvitationPreview, StaffInvitationSummary };

/** The business's activity list (GET /api/activity, owners and managers): who did what, newest first. */
export const ACTIVITY_KEY = ['/api/activity'] as const;
export const activityClient = {
  list: (page: number, limit: number) =>
    apiRequest<{
      data: ActivityItem[];
      pagination: { page: number; limit: number; totalCount: number; totalPages: number };
    }>('GET', `${ACTIVITY_KEY[0]}?page=${page}&limit=${limit}`),
};

export const accountClient = {
  /** GET /api/account/export: the file, and the name the server gives it. */
  async export(): Promise<{ name: string; blob: Blob }> {
    const response = await fetch('/api/account/export', { credentials: 'include' });
    if (!response.ok) throw await readError(response);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'korero-export.json';
    return { name, blob: await response.blob() };
  },
  /** DELETE /api/account */
  delete: (password: string, confirm: string) => apiRequest<{ success: boolean }>('DELETE', '/api/account', { password, confirm }),
};

/** The kernel's API documentation (Swagger UI), for links from settings. */
export const API_DOCS_URL = '/api/docs';

/** The owner's API keys (kernel routes /api/api-keys), for the settings panel that manages them. */
export const API_KEYS_KEY = ['/api/api-keys'] as const;
export const apiKeysClient = {
  list: () => apiRequest<ApiKeys>('GET', API_KEYS_KEY[0]),
  create: (body: { name: string; scopes: string[] }) => apiRequest<CreatedApiKey>('POST', '/api/api-keys', body),
  revoke: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`),
};

/** One business the signed-in person belongs to (GET /api/businesses). */
export interface BusinessMembership {
  id: string;
  name: string;
  role: RoleId;
  current: boolean;
}

/** One person of the business (GET /api/staff). */
export interface StaffMember {
  id: string;
  /** Their display name, else their username. */
  name: string;
  username: string;
  email: string;
  role: RoleId;
  teamMemberId: string | null;
  lastSeenAt: string | null;
}

export const BUSINESSES_KEY = ['/api/businesses'] as const;
export const STAFF_KEY = ['/api/staff'] as const;
export const STAFF_INVITATIONS_KEY = ['/api/staff/invitations'] as const;
export const PROFILE_KEY = ['/api/account/profile'] as const;

/** The person's own name as others read it (Settings → Your account). */
export interface AccountProfile {
  username: string;
  displayName: string | null;
}
export const profileClient = {
  get: async () => (await apiRequest<{ data: AccountProfile }>('GET', PROFILE_KEY[0])).data,
  set: async (displayName: string | null) => (await apiRequest<{ data: AccountProfile }>('PUT', PROFILE_KEY[0], { displayName })).data,
};

/** Who is signed in, and signing out (kernel routes), for a lean page that has no query cache. */
export const sessionClient = {
  current: async () => (await apiRequest<{ data: CurrentUser | null }>('GET', '/api/session')).data,
  logout: () => apiRequest<unknown>('POST', '/api/logout'),
};

/** The enabled modules with their navigation (kernel route /api/modules), for a lean page without the shell. */
export const modulesClient = {
  navigation: async () => (await apiRequest<{ data: Array<{ nav?: NavEntry[] }> }>('GET', '/api/modules')).data.flatMap((m) => m.nav ?? []),
};

/** The person's businesses (kernel routes /api/businesses): the header's switcher. */
export const businessesClient = {
  list: () => apiRequest<{ data: BusinessMembership[] }>('GET', BUSINESSES_KEY[0]),
  switch: (businessId: string) => apiRequest<CurrentUser>('POST', '/api/businesses/switch', { businessId }),
  create: (businessName: string) => apiRequest<{ data: BusinessMembership }>('POST', BUSINESSES_KEY[0], { businessName }),
};

/** The business's people (kernel routes /api/staff): Settings → Staff, and the accept page. */
export const staffClient = {
  list: () => apiRequest<{ data: StaffMember[] }>('GET', STAFF_KEY[0]),
  invite: (body: { email: string; role: 'manager' | 'technician'; teamMemberId?: string | null }) =>
    apiRequest<{ data: { id: string; acceptUrl: string; expiresAt: string } }>('POST', '/api/staff/invitations', body),
  setRole: (id: string, role: RoleId) => apiRequest<{ data: StaffMember }>('PATCH', `/api/staff/${encodeURIComponent(id)}`, { role }),
  remove: (id: string) => apiRequest<unknown>('DELETE', `/api/staff/${encodeURIComponent(id)}`),
  /** Joined (the user); or, when the invited address already has an account, `{ message }`: the next step is by email. */
  accept: (body: { token: string; username?: string; password?: string; displayName?: string | null }) =>
    apiRequest<CurrentUser | { message: string }>('POST', '/api/staff/accept', body),
  invitations: async () => (await apiRequest<{ data: StaffInvitationSummary[] }>('GET', STAFF_INVITATIONS_KEY[0])).data,
  resend: async (id: string) =>
    (
      await apiRequest<{ data: { id: string; acceptUrl: string; expiresAt: string } }>(
        'POST',
        `/api/staff/invitations/${encodeURIComponent(id)}/resend`,
      )
    ).data,
  revoke: (id: string) => apiRequest<unknown>('DELETE', `/api/staff/invitations/${encodeURIComponent(id)}`),
  /** What an invitation link is for (the business, the role, who invited), before accepting it. */
  preview: async (token: string) =>
    (await apiRequest<{ data: StaffInvitationPreview }>('POST', '/api/staff/invitations/preview', { token })).data,
};

/** A role's name as people read it. */
export const ROLE_LABELS: Record<RoleId, string> = { owner: 'Owner', manager: 'Manager', technician: 'Technician' };
