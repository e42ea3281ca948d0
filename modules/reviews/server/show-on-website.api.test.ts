import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { reviewsShowcase } from '../contract/index.ts';
import { Migration20261230100000ReviewsPrivateNeverShown } from './migrations/Migration20261230100000ReviewsPrivateNeverShown.ts';

// Issue 37: the customer's "The business may show my review and first name on its website", and what the showcase reads.
let t: TestKernel;
let owner: TestAgent & { userId: string };
let key = '';

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'invites', 'reviews'] });
  owner = await t.signUp('shown');
  await owner.patch('/api/profile', { businessName: 'Shown Plumbing', email: 'hi@shown.example' });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  key = (await owner.get('/api/reviews/public-link')).body.data.key;
});
afterAll(() => t?.close());

const showcase = () => t.kernel.get(reviewsShowcase);
const shown = (businessId: string, limit = 20) => t.kernel.db.withContext(() => showcase().shown(businessId, limit));
const summary = (businessId: string) => t.kernel.db.withContext(() => showcase().shownSummary(businessId));

async function invite(agent: TestAgent, customerName: string): Promise<string> {
  const res = await agent.post('/api/invites', { customerName, jobDescription: 'Hot water cylinder', jobLocation: 'Petone' });
  expect(res.status).toBe(201);
  return res.body.data.inviteToken as string;
}

async function submit(token: string, body: Record<string, unknown>) {
  t.clock.advance(60_000);
  const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
    starRating: 5,
    generatedReview: 'Tidy work, on time.',
    reviewDestination: 'google',
    consent: true,
    ...body,
  });
  expect(res.status).toBe(200);
  return res.body.data as { submissionId: string; reviewId: string };
}

const listed = async (id: string) =>
  (await owner.get('/api/submissions')).body.data.find((s: { id: string }) => s.id === id) as { showOnWebsite: boolean };

describe('showOnWebsite on an invitation’s review', () => {
  it('is false unless the customer ticks it, stored when ticked, and the owner sees it', async () => {
    const unticked = await submit(await invite(owner, 'Ana Unticked'), {});
    const ticked = await submit(await invite(owner, 'Aroha Ticked'), { showOnWebsite: true });
    expect((await listed(unticked.submissionId)).showOnWebsite).toBe(false);
    expect((await listed(ticked.submissionId)).showOnWebsite).toBe(true);

    const rows = await shown(owner.userId);
    expect(rows.map((r) => r.submissionId)).toEqual([ticked.submissionId]);
    expect(rows[0]).toMatchObject({ customerName: 'Aroha Ticked', starRating: 5, text: 'Tidy work, on time.' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('is never kept for private feedback, ticked or not (issue 44: private is never public)', async () => {
    const privately = await submit(await invite(owner, 'Kiri Private'), { showOnWebsite: true, reviewDestination: 'private' });
    expect((await listed(privately.submissionId)).showOnWebsite).toBe(false);
    expect((await shown(owner.userId)).map((r) => r.submissionId)).not.toContain(privately.submissionId);
  });

  it('refuses a showOnWebsite that is not true or false', async () => {
    const res = await t.anonymous().post(`/api/reviews/submit/${await invite(owner, 'Bad Body')}`, {
      starRating: 4,
      generatedReview: 'Fine.',
      reviewDestination: 'google',
      consent: true,
      showOnWebsite: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/showOnWebsite must be true or false/);
  });

  it('comes back on a reopened link, and the customer takes it down with their invitation token', async () => {
    const token = await invite(owner, 'Hemi Takedown');
    const mine = await submit(token, { showOnWebsite: true });
    expect((await t.anonymous().get(`/api/reviews/submitted/${token}`)).body.data.showOnWebsite).toBe(true);

    // Someone else's token, or none, reads as an unknown review.
    const other = await invite(owner, 'Someone Else');
    expect((await t.anonymous().post(`/api/reviews/take-down/${mine.submissionId}`, { token: other })).status).toBe(404);
    expect((await t.anonymous().post(`/api/reviews/take-down/${mine.submissionId}`, {})).status).toBe(404);
    expect((await shown(owner.userId)).map((r) => r.submissionId)).toContain(mine.submissionId);

    const res = await t.anonymous().post(`/api/reviews/take-down/${mine.submissionId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await t.anonymous().get(`/api/reviews/submitted/${token}`)).body.data.showOnWebsite).toBe(false);
    expect((await listed(mine.submissionId)).showOnWebsite).toBe(false);
    expect((await shown(owner.userId)).map((r) => r.submissionId)).not.toContain(mine.submissionId);
  });
});

describe('the migration that clears private feedback stored as shown', () => {
  it('clears the flag on private submissions only', async () => {
    const privately = await submit(await invite(owner, 'Stored Private'), { reviewDestination: 'private' });
    const google = await submit(await invite(owner, 'Stored Google'), { showOnWebsite: true });
    // As the private-feedback route stored it before issue 44.
    await t.kernel.db.direct('update reviews_submission set show_on_website = true where id = ?', [privately.submissionId]);
    const orm = t.kernel.db.orm;
    const migration = new Migration20261230100000ReviewsPrivateNeverShown(orm.em.getDriver() as never, orm.config as never);
    await migration.up();
    for (const sql of migration.getQueries()) await t.kernel.db.direct(String(sql), []);
    expect((await listed(privately.submissionId)).showOnWebsite).toBe(false);
    expect((await listed(google.submissionId)).showOnWebsite).toBe(true);
  });
});

describe('showOnWebsite on the simple form (its preview is the approve step)', () => {
  async function simple() {
    const res = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Very Satisfied', feedback: [], comments: '', rating: 4, key });
    expect(res.status).toBe(200);
    return res.body as { submissionId: string; review: { id: string }; editToken: string };
  }

  it('is stored from the Google choice, never from private feedback, and left alone when not sent', async () => {
    const google = await simple();
    expect(
      (await t.anonymous().post(`/api/review/${google.review.id}/submit`, { token: google.editToken, consent: true, showOnWebsite: true }))
        .status,
    ).toBe(200);
    expect((await listed(google.submissionId)).showOnWebsite).toBe(true);
    // Feedback added afterwards (no showOnWebsite) keeps the choice.
    const later = { details: 'Also: lovely and tidy.', submissionId: google.submissionId, token: google.editToken };
    expect((await t.anonymous().post('/api/submit-feedback', later)).status).toBe(200);
    expect((await listed(google.submissionId)).showOnWebsite).toBe(true);

    const privately = await simple();
    const feedback = {
      details: 'Great job, but a little late.',
      submissionId: privately.submissionId,
      token: privately.editToken,
      consent: true,
      showOnWebsite: true,
    };
    expect((await t.anonymous().post('/api/submit-feedback', feedback)).status).toBe(200);
    expect((await listed(privately.submissionId)).showOnWebsite).toBe(false);
    // Nor by marking it posted afterwards: it went privately.
    const posted = { token: privately.editToken, showOnWebsite: true };
    expect((await t.anonymous().post(`/api/review/${privately.review.id}/submit`, posted)).status).toBe(200);
    expect((await listed(privately.submissionId)).showOnWebsite).toBe(false);
    expect((await shown(owner.userId)).map((r) => r.submissionId)).not.toContain(privately.submissionId);

    const quiet = await simple();
    expect((await t.anonymous().post(`/api/review/${quiet.review.id}/submit`, { token: quiet.editToken, consent: true })).status).toBe(200);
    expect((await listed(quiet.submissionId)).showOnWebsite).toBe(false);
  });

  it('can be taken down with the edit token even after it has expired for changes', async () => {
    const mine = await simple();
    await t.anonymous().post(`/api/review/${mine.review.id}/submit`, { token: mine.editToken, consent: true, showOnWebsite: true });
    expect((await shown(owner.userId)).map((r) => r.submissionId)).toContain(mine.submissionId);
    // (The owner's session runs out too: what is shown is read from the service.)
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.anonymous().patch(`/api/review/${mine.review.id}`, { editedText: 'Changed.', token: mine.editToken })).status).toBe(
      403,
    );
    expect((await t.anonymous().post(`/api/reviews/take-down/${mine.submissionId}`, { token: mine.editToken })).status).toBe(200);
    expect((await shown(owner.userId)).map((r) => r.submissionId)).not.toContain(mine.submissionId);
  });
});

describe('reviews.showcase', () => {
  it('lists only ticked reviews for Google of that business, newest first, at most limit; sums them; forgets deleted ones', async () => {
    const shop = await t.signUp('showcase-only');
    await shop.patch('/api/profile', { businessName: 'Counted Ltd', email: 'hi@counted.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(shop.userId, { tier: 'professional', status: 'active' }));
    expect(await summary(shop.userId)).toEqual({ count: 0, averageRating: null });
    expect(await shown(shop.userId)).toEqual([]);

    const first = await submit(await invite(shop, 'Mere First'), { showOnWebsite: true, starRating: 5 });
    await submit(await invite(shop, 'Not Shown'), { starRating: 1 });
    const second = await submit(await invite(shop, 'Tama Second'), { showOnWebsite: true, starRating: 4 });
    // A row stored before issue 44 (private, ticked) is not listed even if its flag survived somewhere.
    const leftover = await submit(await invite(shop, 'Old Private'), { starRating: 2, reviewDestination: 'private' });
    await t.kernel.db.direct('update reviews_submission set show_on_website = true where id = ?', [leftover.submissionId]);
    const third = await submit(await invite(shop, 'Rua Third'), { showOnWebsite: true, starRating: 3 });

    expect((await shown(shop.userId)).map((r) => r.submissionId)).toEqual([third.submissionId, second.submissionId, first.submissionId]);
    expect((await shown(shop.userId, 2)).map((r) => r.customerName)).toEqual(['Rua Third', 'Tama Second']);
    expect(await summary(shop.userId)).toEqual({ count: 3, averageRating: 4 });

    expect((await shop.delete(`/api/submissions/${third.submissionId}`)).status).toBe(200);
    expect((await shown(shop.userId)).map((r) => r.submissionId)).toEqual([second.submissionId, first.submissionId]);
    expect(await summary(shop.userId)).toEqual({ count: 2, averageRating: 4.5 });
    // Another business's shown reviews are not this one's.
    expect((await shown(owner.userId)).map((r) => r.submissionId)).not.toContain(first.submissionId);
  });
});
