// Answers the google module's routes give, for its component tests (shapes from contract/api.ts).
import type { GoogleReview, GoogleStatus } from '../../contract/client.ts';

export const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const status = (over: Partial<GoogleStatus> = {}): { data: GoogleStatus } => ({
  data: {
    configured: true,
    connected: false,
    location: null,
    locations: [],
    lastSyncAt: null,
    error: null,
    notify: { lowRatings: true, dailyDigest: false },
    ...over,
  },
});

export const connected = (over: Partial<GoogleStatus> = {}) =>
  status({
    connected: true,
    location: { name: 'locations/1010', title: 'Rangi Plumbing, Petone', placeId: 'ChIJexample' },
    lastSyncAt: ago(5),
    ...over,
  });

export const review = (over: Partial<GoogleReview> = {}): GoogleReview => ({
  id: '0b9c1e0e-1111-4000-8000-000000000001',
  reviewer: 'Aroha S.',
  starRating: 5,
  comment: 'Wiremu fixed the hob fast and tidied up.',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  reply: null,
  submissionId: null,
  removedAt: null,
  lastSeenAt: ago(10),
  ...over,
});
