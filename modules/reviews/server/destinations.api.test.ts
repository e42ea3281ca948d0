import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

let t: TestKernel;
let owner: TestAgent & { userId: string };
let key = '';

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'invites', 'reviews'] });
  owner = await t.signUp('choices');
  await owner.patch('/api/profile', {
    businessName: 'Choice Electrical',
    email: 'hi@choice.example',
    googlePlaceId: 'ChIJchoice000000000000001',
  });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  key = (await owner.get('/api/reviews/public-link')).body.data.key;
});
afterAll(() => t?.close());

const simple = async (rating: number) => {
  const res = await t
    .anonymous()
    .post('/api/submit-review', { satisfaction: 'Very Dissatisfied', feedback: [], comments: '', rating, key });
  expect(res.status).toBe(200);
  return res.body as { submissionId: string; review: { id: string }; editToken: string };
};
const destinationOf = async (id: string) =>
  (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === id).destination as string;

describe('where a simple-form customer chose to send it', () => {
  it('is undecided until they choose on the preview page, then what they chose (the first choice is kept)', async () => {
    const quiet = await simple(2);
    expect(await destinationOf(quiet.submissionId)).toBe('undecided');

    const privately = await simple(1);
    const feedback = {
      details: 'The lights still flicker at night.',
      submissionId: privately.submissionId,
      token: privately.editToken,
      consent: true,
    };
    expect((await t.anonymous().post('/api/submit-feedback', feedback)).status).toBe(200);
    expect(await destinationOf(privately.submissionId)).toBe('private');
    // Going on to Google afterwards keeps the first choice; the posting is recorded on the review.
    expect((await t.anonymous().post(`/api/review/${privately.review.id}/submit`, { token: privately.editToken })).status).toBe(200);
    expect(await destinationOf(privately.submissionId)).toBe('private');

    const publicly = await simple(5);
    expect(
      (await t.anonymous().post(`/api/review/${publicly.review.id}/submit`, { token: publicly.editToken, consent: true })).status,
    ).toBe(200);
    expect(await destinationOf(publicly.submissionId)).toBe('google');

    const activity = (await owner.get('/api/reviews/activity?limit=3')).body.data;
    // The three were made in the same instant of the test's clock, so their order in the list is the ids' (decision 0032).
    expect(activity.map((a: { destination: string }) => a.destination).sort()).toEqual(['google', 'private', 'undecided']);
  });
});

describe("the dashboard's response rate", () => {
  it('is invitations answered ÷ invitations sent: 2 of 5 is 40%, whatever the public link brings or the owner deletes', async () => {
    const shop = await t.signUp('ratesonly');
    await shop.patch('/api/profile', { businessName: 'Rate Counting Ltd', email: 'hi@rates.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(shop.userId, { tier: 'professional', status: 'active' }));
    const tokens: string[] = [];
    for (const name of ['Ana', 'Ben', 'Cam', 'Dee', 'Eru'])
      tokens.push(
        (await shop.post('/api/invites', { customerName: name, jobDescription: 'Rewire', jobLocation: 'Taita' })).body.data.inviteToken,
      );
    const answered: string[] = [];
    for (const token of tokens.slice(0, 2)) {
      const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
        starRating: 4,
        generatedReview: 'Tidy rewire.',
        reviewDestination: 'google',
        consent: true,
      });
      expect(res.status).toBe(200);
      answered.push(res.body.data.submissionId);
    }
    const shopKey = (await shop.get('/api/reviews/public-link')).body.data.key;
    for (const rating of [5, 5, 3])
      expect((await t.anonymous().post('/api/submit-review', { satisfaction: 'Satisfied', rating, key: shopKey })).status).toBe(200);

    expect((await shop.get('/api/stats')).body.data).toMatchObject({ invitesSent: 5, reviewsGenerated: 2, responseRate: 40 });
    // The owner deletes one answer: the invitation was still answered.
    expect((await shop.delete(`/api/submissions/${answered[0]}`)).status).toBe(200);
    expect((await shop.get('/api/stats')).body.data).toEqual({
      invitesSent: 5,
      reviewsGenerated: 1,
      averageRating: 4,
      responseRate: 40,
      publicLink: { submissions: 3, averageRating: 4.3 },
    });
  });
});
