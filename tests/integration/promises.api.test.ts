/**
 * Korero's promises, walked through every module they meet (issue 44). Each describe is one promise, checked from the
 * outside as each person meets it, with two of a thing wherever separation is the point: two businesses, two
 * customers in one business.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

type Owner = TestAgent & { userId: string };
let t: TestKernel;
let rangi: Owner;
let tama: Owner;

const professional = (agent: Owner) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));

beforeAll(async () => {
  // Webhooks to a receiver on this machine (the test's own address).
  t = await startTestKernel({ now: '2026-11-24T02:00:00Z', env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
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

/** A person `owner` invites into their business with `role`, signed in on an agent of their own. */
async function hire(owner: Owner, role: 'manager' | 'technician', username: string): Promise<TestAgent & { userId: string }> {
  const invited = await owner.post('/api/staff/invitations', { email: `${username}@co-nz.example`, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  const accepted = await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  return Object.assign(agent, { userId: accepted.body.id as string });
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

describe('no review asked for or bought', () => {
  it('refuses a follow-up that asks for a review, a better score or a change, or offers anything for one, in every business', async () => {
    const asks = [
      'Could you give us a better score?',
      'Happy to give you a free service if you post something nice about us on Maps',
      'Please recommend us on Facebook and we will send you a voucher',
      'Would you reconsider what you wrote about us? We will make it worth your while',
    ];
    // One unhappy customer in each of two businesses, each with their own follow-up.
    for (const owner of [rangi, tama]) {
      const { submissionId } = await answered(owner, `Hone ${owner.userId.slice(0, 4)}`, {
        starRating: 1,
        generatedReview: 'The switchboard tripped again that night.',
        reviewDestination: 'private',
      });
      await t.drainJobs();
      const followUp = ((await owner.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>).find(
        (f) => f.submissionId === submissionId,
      )!;
      for (const body of asks) {
        const res = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body });
        expect({ body, status: res.status, error: res.body.error }).toEqual({
          body,
          status: 400,
          error: expect.stringMatching(/^A follow-up can't /),
        });
      }
      const fine = await owner.post(`/api/follow-ups/${followUp.id}/messages`, {
        channel: 'email',
        body: 'Sorry about the switchboard. We will come back tomorrow at no charge, and refund the callout fee.',
      });
      expect(fine.status).toBe(201);
      // Nothing refused went out: the customer's email holds only the apology.
      const sent = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(500));
      for (const body of asks) expect(sent.some((m) => m.text.includes(body))).toBe(false);
    }
  });
});

describe("only owners take customers' data out", () => {
  it("refuses a manager every download of customers' details, webhooks, API keys and deleting a review; the owner may", async () => {
    const manager = await hire(rangi, 'manager', 'promise-manager');
    const { submissionId } = await answered(rangi, 'Aroha Smith', { generatedReview: 'Great job.', reviewDestination: 'google' });
    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/api/account/export'],
      ['GET', '/api/business/analytics/submissions.csv?timeRange=1m'],
      ['GET', '/api/compliance/proof?startDate=2026-11-01&endDate=2026-11-30'],
      ['GET', '/api/compliance/proof/jobs.csv?startDate=2026-11-01&endDate=2026-11-30'],
      ['POST', '/api/integrations/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['review.submitted'] }],
      ['GET', '/api/integrations/webhooks'],
      ['POST', '/api/api-keys', { name: 'Mine', scopes: ['reviews:read'] }],
      ['DELETE', `/api/submissions/${submissionId}`],
      ['POST', '/api/showcase/rotate'],
      ['POST', '/api/google/disconnect'],
    ];
    for (const [method, url, body] of refused) {
      const res = await manager.request(method as 'GET', url, body);
      expect({ url, status: res.status, error: res.body?.error }).toEqual({
        url,
        status: 403,
        error: expect.stringMatching(/^Only an owner of this business can /),
      });
    }
    // What a manager runs day to day still works: the reviews themselves, on screen.
    expect((await manager.get(`/api/submissions/${submissionId}`)).status).toBe(200);
    // The owner may do each.
    expect((await rangi.get('/api/account/export')).status).toBe(200);
    expect((await rangi.get('/api/business/analytics/submissions.csv?timeRange=1m')).status).toBe(200);
    expect((await rangi.delete(`/api/submissions/${submissionId}`)).status).toBe(200);
  });

  it("stops a person's API keys and webhooks when they leave, and no one else's, in either business", async () => {
    // A second owner of Rangi's business makes a key and a webhook; so do Rangi and Tama.
    const coOwner = await hire(rangi, 'manager', 'promise-coowner');
    const staff = (await rangi.get('/api/staff')).body.data as Array<{ id: string; name: string }>;
    const membership = staff.find((p) => p.name === 'promise-coowner')!;
    expect((await rangi.patch(`/api/staff/${membership.id}`, { role: 'owner' })).status).toBe(200);
    const keyOf = async (agent: TestAgent, name: string) => {
      const res = await agent.post('/api/api-keys', { name, scopes: ['reviews:read'] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.key as string;
    };
    const hookOf = async (agent: TestAgent, path: string) => {
      const res = await agent.post('/api/integrations/webhooks', { url: `http://127.0.0.1:9/${path}`, events: ['review.submitted'] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as string;
    };
    const theirs = { key: await keyOf(coOwner, 'Co-owner CRM'), hook: await hookOf(coOwner, 'co-owner') };
    const rangis = { key: await keyOf(rangi, 'Rangi CRM'), hook: await hookOf(rangi, 'rangi') };
    const tamas = { key: await keyOf(tama, 'Tama CRM'), hook: await hookOf(tama, 'tama') };
    const works = async (key: string) =>
      (await t.anonymous().request('GET', '/api/submissions', undefined, { authorization: `Bearer ${key}` })).status;
    for (const key of [theirs.key, rangis.key, tamas.key]) expect(await works(key)).toBe(200);

    // Rangi removes the co-owner: their key stops at once, their webhook once the event is handled.
    expect((await rangi.delete(`/api/staff/${membership.id}`)).status).toBe(200);
    expect(await works(theirs.key)).toBe(401);
    await t.drainJobs();
    const hooks = async (owner: Owner) =>
      ((await owner.get('/api/integrations/webhooks')).body.data as Array<{ id: string }>).map((h) => h.id);
    expect(await hooks(rangi)).toEqual([rangis.hook]);
    expect(await hooks(tama)).toEqual([tamas.hook]);
    expect(await works(rangis.key)).toBe(200);
    expect(await works(tamas.key)).toBe(200);
  });
});

describe('an invitation never tells whether an address has an account', () => {
  it('answers the link holder the same way for an address with an account as sign-up does, and emails the address instead', async () => {
    // Tama's address has an account; Rangi invites it (as anyone may invite any address, and sees the link).
    const tamaEmail = (await tama.get('/api/user')).body.email as string;
    const invited = await rangi.post('/api/staff/invitations', { email: tamaEmail, role: 'technician' });
    expect(invited.status).toBe(201);
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    const preview = await t.anonymous().post('/api/staff/invitations/preview', { token });
    expect(Object.keys(preview.body.data).sort()).toEqual(['businessName', 'expiresAt', 'inviter', 'role']);
    // A new account asked for with it: nothing is made, and the answer is the one every such ask gets.
    const accept = await t.anonymous().post('/api/staff/accept', { token, username: 'someone-new', password: 'correct horse battery' });
    expect(accept.status).toBe(202);
    const signUp = await t
      .anonymous()
      .post('/api/register', { username: 'someone-else', email: tamaEmail, password: 'correct horse battery' });
    expect(signUp.status).toBe(202);
    expect(JSON.stringify(accept.body)).not.toMatch(/account|sign in|already/i);
    expect(JSON.stringify(signUp.body)).not.toMatch(/account|sign in|already/i);
    // Tama learns of it in their inbox, and can still join with the account they have.
    const outbox = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).byReference(`staff-invitation:${invited.body.data.id}`));
    expect(outbox.some((m) => m.to === tamaEmail && /with the account you have/.test(m.subject ?? ''))).toBe(true);
    const joined = await tama.post('/api/staff/accept', { token });
    expect(joined.status).toBe(200);
    expect((await tama.get('/api/businesses')).body.data.map((b: { name: string }) => b.name).sort()).toEqual([
      'Rangi Plumbing',
      'Tama Electrical',
    ]);
  });
});
