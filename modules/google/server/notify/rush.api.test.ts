import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';
import { businessDirectory } from '@korero/module-business/contract';
import { CODE, GoogleStandIn } from '../testing/google-stand-in.ts';
import { alertRush } from './index.ts';

/** Issue 47: more than three one-star Google reviews within 24 hours email the owner once per rush, with what to do. */

const PUBLIC_URL = 'https://reviews.nz.example';
const HOUR = 3_600_000;
const A = 'locations/2001';
const B = 'locations/2002';

let google: GoogleStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let n = 0;

const options = () => ({
  now: '2026-11-24T02:00:00Z',
  env: { PUBLIC_URL, ...google.koreroEnv() },
});

/** A customer posts a review on Google at `at`. */
function posted(location: string, at: string, stars: 'ONE' | 'FIVE' = 'ONE') {
  google.reviewsOf(location).unshift({
    reviewId: `rush-${++n}`,
    reviewer: { displayName: `Reviewer ${n}` },
    starRating: stars,
    comment: `Review ${n}`,
    createTime: at,
    updateTime: at,
  });
}
async function connect(agent: TestAgent & { userId: string }, location: string, email: string) {
  expect((await agent.patch('/api/profile', { businessName: `Business ${location}`, email })).status).toBe(200);
  google.locations = [{ name: location, title: `Business ${location}`, placeId: null }];
  const url = new URL((await agent.get('/api/google/connect-url')).body.data.url);
  expect((await agent.get(`/api/google/callback?code=${CODE}&state=${url.searchParams.get('state')}`)).body).toContain('Connected');
  await t.drainJobs();
}
async function refresh(agent: TestAgent) {
  t.clock.advance(61_000);
  const res = await agent.post('/api/google/sync');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.drainJobs();
}
const rushMails = (businessId: string) =>
  t.kernel.db.direct<Array<{ recipient: string; subject: string; body_text: string; body_html: string }>>(
    `select recipient, subject, body_text, body_html from core_outbox_message where business_id = ? and purpose = 'google-rush' order by created_at`,
    [businessId],
  );

beforeAll(async () => {
  google = await GoogleStandIn.start();
  // The first business's history: a rush four days ago, which its first sync reads as history, not news.
  for (const at of ['2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', '2026-11-20T03:00:00Z', '2026-11-20T04:00:00Z']) posted(A, at);
  posted(A, '2026-11-21T04:00:00Z', 'FIVE');
  t = await startTestKernel(options());
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
  await connect(owner, A, 'office@rangi.example');
  await connect(other, B, 'office@tama.example');
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe('a rush of one-star reviews', () => {
  it('is not news in the first sync, nor at three within 24 hours', async () => {
    expect(await rushMails(owner.userId)).toEqual([]);
    for (const at of ['2026-11-23T03:00:00Z', '2026-11-23T12:00:00Z', '2026-11-23T20:00:00Z']) posted(A, at);
    // Four within 24 hours at the other business's location, but one of them more than a day before the rest.
    for (const at of ['2026-11-21T00:00:00Z', '2026-11-23T02:00:00Z', '2026-11-23T10:00:00Z', '2026-11-23T20:00:00Z']) posted(B, at);
    await refresh(owner);
    await refresh(other);
    expect(await rushMails(owner.userId)).toEqual([]);
    expect(await rushMails(other.userId)).toEqual([]);
  });

  it('emails the owner once at the fourth, with what to do; more in the same rush stay quiet', async () => {
    posted(A, '2026-11-24T01:00:00Z');
    await refresh(owner);
    const [mail, ...more] = await rushMails(owner.userId);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe('office@rangi.example');
    expect(mail!.subject).toBe(`4 one-star Google reviews of Business ${A} within a day`);
    const text = mail!.body_text;
    for (const said of ['Do not reply in anger', 'was your customer', 'Report review', 'Korero keeps a copy of every review'])
      expect(text).toContain(said);
    expect(text).toContain(`${PUBLIC_URL}/reviews?source=google&rating=1`);
    // The rush's reviews, newest first; not the history's, nor the five-star one.
    expect([...text.matchAll(/1 star from (Reviewer \d+)/g)].map((m) => m[1])).toEqual([
      'Reviewer 13',
      'Reviewer 8',
      'Reviewer 7',
      'Reviewer 6',
    ]);
    expect(mail!.body_html).toContain('Do not reply in anger');
    // The other business has no rush of its own.
    expect(await rushMails(other.userId)).toEqual([]);

    posted(A, '2026-11-24T01:30:00Z');
    await refresh(owner);
    expect(await rushMails(owner.userId)).toHaveLength(1);
  });

  it('emails again for a new rush that starts more than a day after the last one', async () => {
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    // Three days on, the session has ended: the owner signs in again.
    expect((await owner.post('/api/login', { username: 'rangi', password: 'correct horse battery' })).status).toBe(200);
    // 26 November 02:00 is more than a day after the last rush's newest review (24 November 01:30): a new rush.
    for (const at of ['2026-11-26T02:00:00Z', '2026-11-26T05:00:00Z', '2026-11-26T09:00:00Z']) posted(A, at);
    await refresh(owner);
    expect(await rushMails(owner.userId)).toHaveLength(1);
    posted(A, '2026-11-26T23:00:00Z');
    await refresh(owner);
    const mails = await rushMails(owner.userId);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`4 one-star Google reviews of Business ${A} within a day`);
  });

  it('is emailed once when two processes find the same rush at the same moment', async () => {
    // On PostgreSQL a second kernel on the same database is the second process; PGlite has one, so two runs at once.
    const second = testDatabaseKind() === 'postgresql' ? await startTestKernel({ ...options(), sameDatabaseAs: t }) : t;
    try {
      const now = t.clock.now().getTime();
      for (let i = 1; i <= 4; i++) {
        const id = randomUUID();
        const at = new Date(now - i * HOUR);
        await t.kernel.db.direct(
          `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at)
           values (?, ?, ?, ?, 1, null, ?, ?, ?, ?)`,
          [id, other.userId, `accounts/1001/${B}/reviews/${id}`, `Rusher ${i}`, at, at, at, at],
          'run',
        );
      }
      const hook = (k: TestKernel) =>
        k.kernel.db.withContext(() =>
          alertRush({
            db: k.kernel.get(databasePort),
            messaging: k.kernel.get(messagingPort),
            business: k.kernel.get(businessDirectory),
            clock: t.clock,
            publicUrl: PUBLIC_URL,
          })(other.userId, { firstSync: false }),
        );
      await Promise.all([hook(t), hook(second)]);
    } finally {
      if (second !== t) await second.close();
    }
    const mails = await rushMails(other.userId);
    expect(mails.map((m) => m.recipient)).toEqual(['office@tama.example']);
    expect(mails[0]!.body_text).toContain('Rusher 1');
    // The first business's mails are unchanged.
    expect(await rushMails(owner.userId)).toHaveLength(2);
  });
});
