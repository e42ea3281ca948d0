import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { reviewSubmitted } from '../contract/index.ts';

interface Heard {
  submissionId: string;
  destination: string;
  inviteId: string | null;
  eventId: string;
}

let t: TestKernel;
let owner: TestAgent;
const heard: Heard[] = [];

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'invites', 'reviews'] });
  t.kernel.events.on(reviewSubmitted, (payload, { eventId }) => void heard.push({ ...payload, eventId }), 'test');
  owner = await t.signUp('announcer');
  await owner.patch('/api/profile', {
    businessName: 'Loud Plumbing',
    email: 'office@loud.example',
    googlePlaceId: 'ChIJloudPlumbing000001',
  });
});
afterAll(() => t?.close());

describe('reviews.submitted', () => {
  it('is announced once for a submission through an invitation, and again for a submission through the simple form', async () => {
    const token = (await owner.post('/api/invites', { customerName: 'Mere', jobDescription: 'Leaky tap', jobLocation: 'Lower Hutt' })).body
      .data.inviteToken;
    const full = await t.anonymous().post(`/api/reviews/submit/${token}`, {
      starRating: 5,
      selectedFeedback: [],
      ratingScores: {},
      reviewerText: '',
      generatedReview: 'Fixed the tap quickly.',
      photoUrls: [],
      reviewDestination: 'private',
      consent: true,
    });
    expect(full.status).toBe(200);

    const key = (await owner.get('/api/reviews/public-link')).body.data.key;
    const simple = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Satisfied', feedback: ['Friendly'], comments: '', rating: 4, key });
    expect(simple.status).toBe(200);

    expect(heard).toEqual([]); // delivered from the job queue, after the commit
    await t.drainJobs();
    // Two deliveries, in whichever order the worker ran them.
    expect(heard).toHaveLength(2);
    expect(heard.map(({ submissionId, destination, inviteId }) => ({ submissionId, destination, inviteId }))).toEqual(
      expect.arrayContaining([
        { submissionId: full.body.data.submissionId, destination: 'private', inviteId: expect.any(String) },
        { submissionId: simple.body.submissionId, destination: 'undecided', inviteId: null },
      ]),
    );
    expect(new Set(heard.map((h) => h.eventId)).size).toBe(2);
  });
});
