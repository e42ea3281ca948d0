import type { CurrentUser } from '@korero/core/contract';

/**
 * GET /api/session's data for a screen test: a signed-in owner of business b1 unless `over` says otherwise (a
 * manager or technician sees only what the permission table lets their role do).
 */
export const signedIn = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  username: 'aroha',
  email: 'aroha@nz.example',
  isAdmin: false,
  subscriptionTier: 'professional',
  businessId: 'b1',
  role: 'owner',
  teamMemberId: null,
  businessCount: 1,
  ...over,
});
