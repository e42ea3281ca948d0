/**
 * Korero's promises, walked through every module they meet (issue 44). Each describe is one promise, checked from the
 * outside as each person meets it, with two of a thing wherever separation is the point: two businesses, two
 * customers in one business.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

type Owner = TestAgent & { userId: string };
let t: TestKernel;
let rangi: Owner;
let tama: Owner;

const professional = (agent: Owner) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));

beforeAll(async () => {
  t = await startTestKernel({ now: '2026-11-24T02:00:00Z' });
  rangi = await t.signUp('promise-rangi');
  tama = await t.signUp('promise-tama');
  await rangi.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example' });
  await tama.patch('/api/profile', { businessName: 'Tama Electrical', email: 'office@tama.example' });
  for (const owner of [rangi, tama]) {
    await professional(owner);
    expect((await owner.put('/api/showcase', { enabled: true })).status).toBe(200);
  }
});
afterAll(() => t?.close());

/** An invitation from `owner`, answered by its customer on the review page. */
async function answered(owner: Owner, customerName: string, body: Record<string, unknown>) {
  const invite = await owner.post('/api/invites', {
    customerName,
    customerEmail: `${customerName.split(' ')[0]!.toLowerCase()}@customer.example`,
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
  });
  expect(invite.status).toBe(201);
  t.clock.advance(60_000);
  const token = invite.body.data.inviteToken as string;
  const res = await t.anonymous().post(`/api/reviews/submit/${token}`, { starRating: 5, consent: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, submissionId: res.body.data.submissionId as string };
}

/** Everything anyone on the web reads of a business: the widget's JSON and the public page. */
async function publicView(owner: Owner): Promise<string> {
  const { key, slug } = (await owner.get('/api/showcase')).body.data as { key: string; slug: string };
  const json = await t.anonymous().get(`/api/showcase/${key}/reviews`);
  const page = await t.anonymous().get(`/b/${slug}`);
  expect([json.status, page.status]).toEqual([200, 200]);
  return `${JSON.stringify(json.body)}\n${String(page.body)}`;
}

describe('private stays private', () => {
  it("never shows private feedback, its words or a follow-up's on the widget or the public page, whatever the customer ticked", async () => {
    // Two customers of one business: one posts to Google and agrees to the website, one sends private feedback and
    // ticks the website box as well.
    await answered(rangi, 'Mere Kahukura', {
      generatedReview: 'Tidy work on the cylinder, and on time.',
      reviewDestination: 'google',
      showOnWebsite: true,
    });
    const kiri = await answered(rangi, 'Kiri Whaanga', {
      starRating: 2,
      generatedReview: 'The cylinder leaked all night after the visit.',
      reviewDestination: 'private',
      showOnWebsite: true,
    });
    // Their private words, and the follow-up conversation they start.
    const feedback = {
      details: 'Water all over the laundry floor by morning.',
      email: 'kiri@customer.example',
      submissionId: kiri.submissionId,
      token: kiri.token,
      showOnWebsite: true,
    };
    expect((await t.anonymous().post('/api/submit-feedback', feedback)).status).toBe(200);
    await t.drainJobs();
    const followUp = ((await rangi.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>).find(
      (f) => f.submissionId === kiri.submissionId,
    );
    expect(followUp).toBeDefined();
    const reply = { channel: 'email', body: 'Kia ora Kiri, we will come back on Tuesday at no charge.' };
    expect((await rangi.post(`/api/follow-ups/${followUp!.id}/messages`, reply)).status).toBe(201);
    // A simple-form customer who sends private feedback with the box ticked.
    const link = (await rangi.put('/api/reviews/public-link', { enabled: true })).body.data.key as string;
    const simple = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Dissatisfied', feedback: [], comments: '', rating: 2, key: link });
    expect(simple.status).toBe(200);
    const simpleFeedback = {
      details: 'Nobody rang back about the quote.',
      submissionId: simple.body.submissionId,
      token: simple.body.editToken,
      consent: true,
      showOnWebsite: true,
    };
    expect((await t.anonymous().post('/api/submit-feedback', simpleFeedback)).status).toBe(200);

    const seen = await publicView(rangi);
    expect(seen).toContain('Tidy work on the cylinder');
    for (const secret of ['Kiri', 'leaked all night', 'laundry floor', 'Tuesday', 'Nobody rang back']) expect(seen).not.toContain(secret);
    // The owner sees the private one as not shown, and the customer's reopened page says the same.
    const listed = (await rangi.get(`/api/submissions/${kiri.submissionId}`)).body;
    expect(JSON.stringify(listed)).toMatch(/"showOnWebsite":false/);
    expect((await t.anonymous().get(`/api/reviews/submitted/${kiri.token}`)).body.data.showOnWebsite).toBe(false);
    // Another business shows nothing of this one's customers.
    const theirs = await publicView(tama);
    for (const name of ['Mere', 'Kiri', 'Tidy work']) expect(theirs).not.toContain(name);
  });
});
