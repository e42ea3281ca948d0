import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { enrolTotp, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// Issue 44, item 8: the owner's email about private feedback links to its follow-up and shows how to reach the
// customer. This module sends it once the follow-up holds the words; with the module switched off, the reviews
// module's own notice comes back. Two customers of one business, and a second business, each get only their own.

const PUBLIC_URL = 'https://korero.nz.example';
const CODE = 'PRIVATE-NOTICE-ADMIN';
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestKernel({ now: '2026-12-06T20:00:00Z', env: { PUBLIC_URL, ADMIN_SETUP_TOKEN: CODE } });
  owner = await t.signUp('notice-owner');
  other = await t.signUp('notice-other');
  await owner.patch('/api/profile', { businessName: 'Mend It Plumbing', email: 'office@mendit.example' });
  await other.patch('/api/profile', { businessName: 'Sparks Electrical', email: 'office@sparks.example' });
  for (const o of [owner, other])
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(o.userId, { tier: 'professional', status: 'active' }));
  admin = await t.signUp('notice-admin');
  expect((await admin.post('/api/admin-setup', { code: CODE })).status).toBe(200);
  await enrolTotp(admin, t.clock.now());
});
afterAll(() => t?.close());

async function privateAnswer(agent: TestAgent, name: string, words: string) {
  const invite = await agent.post('/api/invites', {
    customerName: name,
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
    customerEmail: `${name.split(' ')[0]!.toLowerCase()}@customer.example`,
    customerPhone: '021 555 0199',
  });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  const token = invite.body.data.inviteToken as string;
  const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
    starRating: 2,
    generatedReview: words,
    reviewDestination: 'private',
    consent: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, submissionId: res.body.data.submissionId as string };
}

const notices = async (to: string) =>
  (await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(500))).filter(
    (m) => m.purpose === 'private-feedback' && m.to === to,
  );
const followUpOf = async (agent: TestAgent, submissionId: string) =>
  ((await agent.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>).find(
    (f) => f.submissionId === submissionId,
  )!;

describe("the owner's notice of private feedback", () => {
  it('links to the follow-up and says how to reach the customer, once per set of words, to this business only', async () => {
    const aroha = await privateAnswer(owner, 'Aroha Ngata', 'The cylinder still drips.');
    const hemi = await privateAnswer(owner, 'Hemi Walker', 'Nobody cleaned up the laundry.');
    const tama = await privateAnswer(other, 'Tama Rewi', 'The switchboard trips.');
    await t.drainJobs();
    // Delivered again (events come at least once): nothing more is sent.
    await t.drainJobs();
    const mine = await notices('office@mendit.example');
    expect(mine).toHaveLength(2);
    const arohas = mine.find((m) => m.subject === 'Private feedback from Aroha Ngata (2★)')!;
    const followUp = await followUpOf(owner, aroha.submissionId);
    expect(arohas.text).toContain('Aroha Ngata sent you private feedback.\n\nJob: Hot water cylinder, Petone\nRating: ');
    expect(arohas.text).toContain('The cylinder still drips.');
    expect(arohas.text).toContain('Email: aroha@customer.example');
    expect(arohas.text).toContain('Mobile: 021 555 0199');
    expect(arohas.text).toContain(`Answer them from Korero: ${PUBLIC_URL}/follow-ups/${followUp.id}`);
    expect(arohas.text).not.toContain('Nobody cleaned up');
    const hemis = mine.find((m) => m.subject === 'Private feedback from Hemi Walker (2★)')!;
    expect(hemis.text).toContain(`/follow-ups/${(await followUpOf(owner, hemi.submissionId)).id}`);
    // The other business hears of its own customer only.
    const theirs = await notices('office@sparks.example');
    expect(theirs.map((m) => m.subject)).toEqual(['Private feedback from Tama Rewi (2★)']);
    expect(theirs[0]!.text).toContain(`/follow-ups/${(await followUpOf(other, tama.submissionId)).id}`);

    // More words later, through the customer's page: one more notice, on the same follow-up.
    const more = await t.anonymous().post('/api/submit-feedback', {
      details: 'It is dripping faster now.',
      submissionId: aroha.submissionId,
      token: aroha.token,
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    await t.drainJobs();
    const later = (await notices('office@mendit.example')).filter((m) => m.text.includes('dripping faster'));
    expect(later).toHaveLength(1);
    expect(later[0]!.text).toContain(`/follow-ups/${followUp.id}`);
  });

  it('comes from the reviews module, as before, while followups is switched off', async () => {
    expect((await admin.put('/api/admin/modules/followups', { enabled: false })).status).toBe(200);
    try {
      await privateAnswer(owner, 'Mere Kingi', 'The tap is loose.');
      await t.drainJobs();
      const meres = (await notices('office@mendit.example')).filter((m) => m.text.includes('The tap is loose.'));
      expect(meres).toHaveLength(1);
      expect(meres[0]!.text).not.toContain('/follow-ups/');
      expect(meres[0]!.text).toContain('Reply to them directly');
    } finally {
      expect((await admin.put('/api/admin/modules/followups', { enabled: true })).status).toBe(200);
    }
  });
});

describe('the follow-ups of a page of submissions (the Reviews screen)', () => {
  it("answers each submission's follow-up state, only the business's own, and refuses bad ids by name", async () => {
    const kiri = await privateAnswer(owner, 'Kiri Whaanga', 'The hot water is lukewarm.');
    const tipene = await privateAnswer(other, 'Tipene Moana', 'Late again.');
    await t.drainJobs();
    const kirisFollowUp = await followUpOf(owner, kiri.submissionId);
    const states = await owner.get(`/api/followups/of-submissions?ids=${kiri.submissionId},${tipene.submissionId}`);
    expect(states.status).toBe(200);
    expect(states.body.data).toEqual([
      { submissionId: kiri.submissionId, id: kirisFollowUp.id, status: 'open', waitingSince: expect.any(String) },
    ]);
    expect((await owner.patch(`/api/follow-ups/${kirisFollowUp.id}`, { outcome: 'refunded' })).status).toBe(200);
    const resolved = (await owner.get(`/api/followups/of-submissions?ids=${kiri.submissionId}`)).body.data;
    expect(resolved).toEqual([{ submissionId: kiri.submissionId, id: kirisFollowUp.id, status: 'resolved', waitingSince: null }]);
    const bad = await owner.get('/api/followups/of-submissions?ids=not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Each id is a submission id/);
    expect((await owner.get('/api/followups/of-submissions')).status).toBe(400);
  });
});
