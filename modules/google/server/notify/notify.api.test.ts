import { randomUUID } from 'node:crypto';
import { databasePort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';
import { businessDirectory } from '@korero/module-business/contract';
import { reviewsSubmissions } from '@korero/module-reviews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotifyDeps, notifyAfterSync, type ReviewRow, sendDigests } from './index.ts';

const MODULES = ['business', 'teams', 'invites', 'reviews', 'google'];
const PUBLIC_URL = 'https://reviews.nz.example';
// Tuesday 24 November 2026, 11:00 in New Zealand.
const NOW = '2026-11-23T22:00:00Z';
const UNANSWERED = `${PUBLIC_URL}/reviews?source=google&unanswered=true`;

let t: TestKernel;
let deps: NotifyDeps;

beforeAll(async () => {
  t = await startTestKernel({ modules: MODULES, now: NOW, env: { PUBLIC_URL } });
  deps = {
    db: t.kernel.get(databasePort),
    messaging: t.kernel.get(messagingPort),
    business: t.kernel.get(businessDirectory),
    clock: t.clock,
    publicUrl: PUBLIC_URL,
    submissions: t.kernel.get(reviewsSubmissions),
  };
  // The module registers the digest's job and schedule itself (server/index.ts).
  await t.runSchedules(); // the digest's schedule is first seen now
});
afterAll(() => t?.close());

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => ctx(() => t.kernel.db.em.execute<T[]>(query, params));

let owners = 0;
/** A signed-up owner with a business name, an email and a Google connection. */
async function business(connection: { lowRatings?: boolean; digest?: boolean } = {}): Promise<TestAgent & { userId: string }> {
  const owner = await t.signUp(`gnotify${++owners}`);
  expect(
    (await owner.patch('/api/profile', { businessName: 'Harbour <b>Plumbing</b>', email: `office${owners}@harbour.example` })).status,
  ).toBe(200);
  const columns = ['business_id', 'connected_by', 'refresh_token_sealed', 'location_name', 'connected_at'];
  const values: unknown[] = [owner.userId, owner.userId, 'sealed', 'locations/1', t.clock.now()];
  if (connection.lowRatings !== undefined) {
    columns.push('notify_low_ratings');
    values.push(connection.lowRatings);
  }
  if (connection.digest !== undefined) {
    columns.push('notify_daily_digest');
    values.push(connection.digest);
  }
  await sql(`insert into google_connection (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, values);
  return owner;
}

/** A google_review row as a sync would have stored it, first seen now. */
async function review(businessId: string, starRating: number, comment: string | null, reviewer = 'Aroha Smith'): Promise<ReviewRow> {
  const now = t.clock.now();
  const row: ReviewRow = {
    id: randomUUID(),
    reviewer,
    starRating,
    comment,
    createdAt: new Date(now.getTime() - 3_600_000),
    removedAt: null,
    firstSeenAt: now,
    lastSeenAt: now,
  };
  await sql(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [row.id, businessId, `accounts/1/locations/1/reviews/${row.id}`, reviewer, starRating, comment, row.createdAt, row.createdAt, now, now],
  );
  return row;
}

interface Mail {
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
}
const mails = (businessId: string, purpose: string) =>
  sql<Mail>(
    'select recipient, subject, body_text, body_html from core_outbox_message where business_id = ? and purpose = ? order by created_at',
    [businessId, purpose],
  );
const notified = async (id: string) =>
  (await sql<{ notified_at: unknown }>('select notified_at from google_review where id = ?', [id]))[0]!.notified_at;
const notify = (businessId: string, change: { added?: ReviewRow[]; removed?: ReviewRow[]; firstSync?: boolean }) =>
  ctx(() =>
    notifyAfterSync(deps)(businessId, { added: change.added ?? [], removed: change.removed ?? [], firstSync: change.firstSync ?? false }),
  );
const digests = () => ctx(() => sendDigests(deps));

describe('an email when a Google review of 3★ or less arrives', () => {
  it('lists the new low ratings in one email with the link to answer them, once, and not the 4★ and 5★', async () => {
    const owner = await business();
    const angry = await review(owner.userId, 1, 'Tom was rude & the leak <is> still there.', 'Jo Bloggs');
    const meh = await review(owner.userId, 3, null, 'Sam Lee');
    const happy = await review(owner.userId, 5, 'Brilliant.', 'Kate Brown');
    await notify(owner.userId, { added: [angry, meh, happy] });

    const [mail, ...others] = await mails(owner.userId, 'google-low-rating');
    expect(others).toEqual([]);
    expect(mail!.recipient).toBe(`office${owners}@harbour.example`);
    expect(mail!.subject).toBe('2 new Google reviews of 3★ or less');
    expect(mail!.body_text).toContain('1 star from Jo Bloggs\nTom was rude & the leak <is> still there.');
    expect(mail!.body_text).toContain('3 stars from Sam Lee\n(No comment, just the rating.)');
    expect(mail!.body_text).toContain(UNANSWERED);
    expect(mail!.body_text).not.toContain('Kate Brown');
    // The HTML part: the review's words escaped, the link to the unanswered Google reviews.
    expect(mail!.body_html).toContain('Tom was rude &amp; the leak &lt;is&gt; still there.');
    expect(mail!.body_html).toContain('Harbour &lt;b&gt;Plumbing&lt;/b&gt;');
    expect(mail!.body_html).toContain(`href="${UNANSWERED.replace('&', '&amp;')}"`);
    expect(await notified(angry.id)).not.toBeNull();
    expect(await notified(happy.id)).toBeNull();

    // The same sync told again (a retry), or a later sync that sees them again: no second email.
    await notify(owner.userId, { added: [angry, meh, happy] });
    expect(await mails(owner.userId, 'google-low-rating')).toHaveLength(1);
  });

  it('names the reviewer and the stars in the subject of a single review', async () => {
    const owner = await business();
    await notify(owner.userId, { added: [await review(owner.userId, 2, 'Slow.', 'Liz Wong')] });
    expect((await mails(owner.userId, 'google-low-rating')).map((m) => m.subject)).toEqual(['New 2★ Google review from Liz Wong']);
  });

  it('sends nothing for reviews of 4★ and 5★', async () => {
    const owner = await business();
    await notify(owner.userId, { added: [await review(owner.userId, 4, 'Good.'), await review(owner.userId, 5, null)] });
    expect(await mails(owner.userId, 'google-low-rating')).toEqual([]);
  });

  it("sends nothing for the first sync's reviews (history, not news), and marks them so no digest lists them", async () => {
    const owner = await business({ digest: true });
    const old = [await review(owner.userId, 1, 'Awful.'), await review(owner.userId, 5, 'Great.')];
    await notify(owner.userId, { added: old, firstSync: true });
    expect(await mails(owner.userId, 'google-low-rating')).toEqual([]);
    for (const r of old) expect(await notified(r.id)).not.toBeNull();
  });

  it('sends nothing when the owner switched low-rating alerts off', async () => {
    const owner = await business({ lowRatings: false });
    const low = await review(owner.userId, 1, 'Bad.');
    await notify(owner.userId, { added: [low] });
    expect(await mails(owner.userId, 'google-low-rating')).toEqual([]);
    expect(await notified(low.id)).toBeNull();
  });
});

describe('an email when Google stops showing reviews', () => {
  it('names each removed review with its stars, when Korero first and last saw it, and the submission it matched; once', async () => {
    const owner = await business();
    const key: string = (await owner.get('/api/reviews/public-link')).body.data.key;
    const submitted = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Satisfied', feedback: [], comments: '', rating: 5, key });
    expect(submitted.status).toBe(200);
    const submissionId: string = submitted.body.submissionId;

    const matched = await review(owner.userId, 5, 'Lovely job on the cylinder.', 'Aroha Smith');
    const other = await review(owner.userId, 4, null, 'Ben Carter');
    await sql('insert into google_match (submission_id, business_id, google_review_id, score, matched_at) values (?, ?, ?, ?, ?)', [
      submissionId,
      owner.userId,
      matched.id,
      0.9,
      t.clock.now(),
    ]);
    t.clock.advance(3 * 86_400_000);
    const removedAt = t.clock.now();
    await sql('update google_review set removed_at = ? where id = any(?::uuid[])', [removedAt, `{${matched.id},${other.id}}`]);
    const removed = [matched, other].map((r) => ({ ...r, removedAt }));
    await notify(owner.userId, { removed });

    const [mail, ...others] = await mails(owner.userId, 'google-removed');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Google no longer shows 2 reviews of Harbour <b>Plumbing</b>');
    expect(mail!.body_text).toContain('5 stars from Aroha Smith\nLovely job on the cylinder.');
    expect(mail!.body_text).toContain('4 stars from Ben Carter');
    expect(mail!.body_text).toContain('First seen by Korero 24 November 2026; last seen on Google 24 November 2026.');
    expect(mail!.body_text).toContain(`It matched the Korero submission from`);
    expect(mail!.body_text).toContain(`(submission ${submissionId})`);
    expect(mail!.body_text).toContain('evidence to take to Google Business Profile support');
    expect(mail!.body_html).toContain('Lovely job on the cylinder.');

    await notify(owner.userId, { removed });
    expect(await mails(owner.userId, 'google-removed')).toHaveLength(1);
    t.clock.set(NOW);
  });
});

describe('the daily digest of new 4★ and 5★ reviews', () => {
  it('is off by default: nothing, however many good reviews arrive', async () => {
    const owner = await business();
    await review(owner.userId, 5, 'Great.');
    t.clock.set('2026-11-24T19:05:00Z'); // Wednesday 08:05 in New Zealand
    await digests();
    expect(await mails(owner.userId, 'google-digest')).toEqual([]);
    t.clock.set(NOW);
  });

  it('goes once a day from 8:00 New Zealand time, listing the new good reviews since the last one, through the schedule', async () => {
    const owner = await business({ digest: true });
    const five = await review(owner.userId, 5, 'Wiremu was quick and tidy.', 'Aroha Smith');
    const four = await review(owner.userId, 4, null, 'Ben Carter');
    const low = await review(owner.userId, 2, 'Late.', 'Jo Bloggs');
    const gone = await review(owner.userId, 5, 'Removed later.', 'Kate Brown');
    await sql('update google_review set removed_at = ? where id = ?', [t.clock.now(), gone.id]);
    await notify(owner.userId, { added: [five, four, low] }); // the 2★ is emailed at once, not in the digest

    t.clock.set('2026-11-24T18:30:00Z'); // Wednesday 07:30 in New Zealand: not yet
    expect(await digests()).toBe(0);
    expect(await mails(owner.userId, 'google-digest')).toEqual([]);

    t.clock.set('2026-11-24T19:05:00Z'); // 08:05: the schedule runs the job, which sends it
    await t.runSchedules();
    await t.drainJobs();
    const [mail, ...others] = await mails(owner.userId, 'google-digest');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('2 new Google reviews for Harbour <b>Plumbing</b>');
    expect(mail!.body_text).toContain('5 stars from Aroha Smith\nWiremu was quick and tidy.');
    expect(mail!.body_text).toContain('4 stars from Ben Carter');
    expect(mail!.body_text).not.toMatch(/Jo Bloggs|Kate Brown/);
    expect(mail!.body_text).toContain(UNANSWERED);
    expect(mail!.body_html).toContain('Wiremu was quick and tidy.');

    // Later the same day, a new review: it waits for tomorrow's digest.
    t.clock.set('2026-11-24T23:00:00Z'); // 12:00
    const later = await review(owner.userId, 5, 'Second visit, just as good.', 'Mere Tane');
    expect(await digests()).toBe(0);
    expect(await mails(owner.userId, 'google-digest')).toHaveLength(1);

    t.clock.set('2026-11-25T19:10:00Z'); // Thursday 08:10
    expect(await digests()).toBeGreaterThanOrEqual(1);
    const next = await mails(owner.userId, 'google-digest');
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe('1 new Google review for Harbour <b>Plumbing</b>');
    expect(next[1]!.body_text).toContain('Mere Tane');
    expect(next[1]!.body_text).not.toContain('Aroha Smith');
    expect(await notified(later.id)).not.toBeNull();

    // Friday: nothing new, no email (and the day is still counted as sent).
    t.clock.set('2026-11-26T19:10:00Z');
    await digests();
    expect(await mails(owner.userId, 'google-digest')).toHaveLength(2);
    const [connection] = await sql<{ last_digest_at: unknown }>('select last_digest_at from google_connection where business_id = ?', [
      owner.userId,
    ]);
    expect(new Date(connection!.last_digest_at as string).toISOString()).toBe('2026-11-26T19:10:00.000Z');
    t.clock.set(NOW);
  });

  it.runIf(testDatabaseKind() === 'postgresql')('goes once when two Korero processes send digests at the same moment', async () => {
    const owner = await business({ digest: true });
    t.clock.set('2026-11-28T10:00:00Z');
    await review(owner.userId, 5, 'Great work.', 'Aroha Smith');
    const second = await startTestKernel({ modules: MODULES, now: '2026-11-28T19:05:00Z', env: { PUBLIC_URL }, sameDatabaseAs: t });
    try {
      const secondDeps: NotifyDeps = {
        ...deps,
        db: second.kernel.get(databasePort),
        messaging: second.kernel.get(messagingPort),
        business: second.kernel.get(businessDirectory),
        clock: second.clock,
      };
      t.clock.set('2026-11-28T19:05:00Z');
      await Promise.all([digests(), second.kernel.db.withContext(() => sendDigests(secondDeps))]);
      expect(await mails(owner.userId, 'google-digest')).toHaveLength(1);
    } finally {
      await second.close();
      t.clock.set(NOW);
    }
  });
});
