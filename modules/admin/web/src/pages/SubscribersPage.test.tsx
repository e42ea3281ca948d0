import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import SubscribersPage from './SubscribersPage.tsx';

const subscriber = (username: string, memberships: object[]) => ({
  id: `id-${username}`,
  username,
  email: `${username}@x.example`,
  businessName: null,
  businessPhone: null,
  googlePlaceId: null,
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  isAdmin: false,
  createdAt: '2026-10-01T00:00:00.000Z',
  lastLoginAt: null,
  memberships,
});

describe("the admin area's subscribers", () => {
  it("shows each account's memberships with the business and role, and an account that belongs to none", async () => {
    fakeServer({
      'GET /api/admin/subscribers': {
        data: {
          subscribers: [
            subscriber('aroha', [
              { businessId: 'b1', businessName: 'Tane Plumbing', role: 'owner', lastSeenAt: '2026-11-20T00:00:00.000Z' },
              { businessId: 'b2', businessName: null, role: 'technician', lastSeenAt: null },
            ]),
            subscriber('gone', []),
          ],
          pagination: { page: 1, limit: 20, totalCount: 2, totalPages: 1 },
        },
      },
    });
    renderScreen(<SubscribersPage />, { at: '/admin/subscribers' });
    const cards = await screen.findAllByTestId('subscriber');
    const memberships = within(cards[0]!).getAllByTestId('membership');
    expect(memberships.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^Tane PlumbingOwnerlast seen/),
      'Business without a name yetTechniciannot seen yet',
    ]);
    expect(cards[1]).toHaveTextContent('No business');
  });
});
