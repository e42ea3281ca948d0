import type { FollowUpDetail, FollowUpSummary } from '../../contract/api.ts';

/** Answers as the server gives them, for the component tests. */
export const summary = (over: Partial<FollowUpSummary> = {}): FollowUpSummary => ({
  id: 'f1',
  submissionId: 's1',
  customerName: 'Aroha Ngata',
  starRating: 1,
  status: 'open',
  outcome: null,
  assignee: null,
  assignedToYou: false,
  lastMessageAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  waitingSince: new Date(Date.now() - 26 * 3_600_000 - 60_000).toISOString(),
  stopped: false,
  createdAt: new Date(Date.now() - 26 * 3_600_000 - 60_000).toISOString(),
  ...over,
});

export const detail = (over: Partial<FollowUpDetail> = {}): FollowUpDetail => ({
  ...summary(),
  contact: { email: 'aroha@customer.example', phone: null },
  channels: {
    email: { available: true, reason: null },
    sms: { available: false, reason: 'Aroha Ngata did not give a mobile number.' },
  },
  firstAnsweredAt: null,
  resolvedAt: null,
  messages: [
    {
      id: 'm1',
      from: 'customer',
      body: 'The second visit was two hours late.',
      channel: 'feedback',
      status: 'received',
      reason: null,
      createdAt: '2026-11-17T21:00:00.000Z',
    },
  ],
  notes: [],
  ...over,
});
