/**
 * The record of asking (issue 47): what each business does is appended to its own chain, the chain checks whole, a
 * row changed with SQL is named, an export checks offline with scripts/verify-ledger.mjs, the head goes to the
 * owner weekly unless turned off, and a Google review's dispute summary says what the records show.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../scripts/verify-ledger.mjs');
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let dir: string;

const job = (customerName: string, o: Record<string, unknown> = {}) => ({
  jobDate: '2026-11-10',
  customerName,
  customerPhone: '021 555 0101',
  customerEmail: 'aroha@co-nz.example',
  description: 'Hot water cylinder',
  technicians: ['Wiremu'],
  ...o,
});
const verify = async (agent: TestAgent) => {
  const res = await agent.get('/api/compliance/ledger/verify');
  expect(res.status).toBe(200);
  return res.body.data as { ok: boolean; entries: number; firstBadEntry: { seq: number; at: string } | null };
};
const exported = async (agent: TestAgent) => {
  const res = await agent.get('/api/compliance/ledger/export');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/jsonl');
  return res.body as string;
};
/** The export's entries, parsed. */
const entries = async (agent: TestAgent) =>
  (await exported(agent))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
/** Runs the offline verifier on a file, as an owner would: with nothing but Node. */
const offline = async (text: string) => {
  const file = path.join(dir, `${randomUUID()}.jsonl`);
  await writeFile(file, text);
  return run(process.execPath, [script, file]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
};
const sql = (statement: string, params: unknown[] = []) => t.kernel.db.direct(statement, params, 'run');
const googleReview = async (businessId: string, reviewer: string) => {
  const id = randomUUID();
  await sql(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, created_at, updated_at, first_seen_at, last_seen_at)
     values (?, ?, ?, ?, 1, '2026-11-16T01:00:00Z', now(), now(), now())`,
    [id, businessId, `accounts/1/locations/1/reviews/${id}`, reviewer],
  );
  return id;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'korero-ledger-'));
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'subscription', 'google', 'compliance'],
    now: '2026-11-17T21:00:00Z',
  });
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the record of asking', () => {
  it("appends each business's jobs, skips and invitations to its own chain, with no personal detail in clear", async () => {
    const a = (await owner.post('/api/compliance/jobs', job('Aroha Smith'))).body.data as { id: string };
    const b = (await owner.post('/api/compliance/jobs', job('Hemi Parata', { customerPhone: null }))).body.data as { id: string };
    expect((await owner.post(`/api/compliance/jobs/${b.id}/skip`, { reason: 'other', note: 'Hemi asked us not to' })).status).toBe(200);
    const invite = await owner.post('/api/invites', {
      customerName: 'Aroha Smith',
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Petone',
      teamMembers: [],
      reference: `compliance-job:${a.id}`,
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    expect((await other.post('/api/compliance/jobs', job('Kiri Ngata'))).status).toBe(201);

    expect(await verify(owner)).toEqual({ ok: true, entries: 4, firstBadEntry: null });
    expect(await verify(other)).toEqual({ ok: true, entries: 1, firstBadEntry: null });
    const lines = await entries(owner);
    expect(lines.map((l) => [l.seq, l.kind])).toEqual([
      [1, 'compliance.job_recorded'],
      [2, 'compliance.job_recorded'],
      [3, 'compliance.job_skipped'],
      [4, 'invites.sent'],
    ]);
    expect(lines[0].prev).toBe('0'.repeat(64));
    expect(lines[1].prev).toBe(lines[0].hash);
    expect(lines[3].data).toMatchObject({ channels: ['link'], reference: `compliance-job:${a.id}` });
    // The same customer's name digests the same in the job and the invitation: that is what a dispute compares.
    expect(lines[3].data.customer.name).toBe(lines[0].data.customer.name);
    const text = JSON.stringify(lines);
    // The phone in any form it could be kept in (a bare "555" would also be found inside a hex digest, by chance).
    for (const detail of ['Aroha', 'aroha', 'Smith', 'Hemi', '021 555 0101', '0215550101', '215550101', 'co-nz.example', 'asked us not'])
      expect(text).not.toContain(detail);
    // The status the page shows: the head the weekly email carries.
    const status = await owner.get('/api/compliance/ledger');
    expect(status.body.data).toEqual({ head: { seq: 4, hash: lines[3].hash, at: lines[3].at }, weeklyHeadEmail: true });
  });

  it('appends an edit of a job in the same transaction, its customer only as digests, and still verifies', async () => {
    const editor = await t.signUp('hine');
    const made = (await editor.post('/api/compliance/jobs', job('Aroha Smith'))).body.data as { id: string };
    const edited = { ...job('Aroha Smith-Parata'), customerPhone: '027 555 0199', customerEmail: 'hine.parata@co-nz.example' };
    const res = await editor.put(`/api/compliance/jobs/${made.id}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ customerName: 'Aroha Smith-Parata', customerPhone: '027 555 0199' });
    const lines = await entries(editor);
    expect(lines.map((l) => [l.seq, l.kind])).toEqual([
      [1, 'compliance.job_recorded'],
      [2, 'compliance.job_updated'],
    ]);
    expect(lines[1].data).toMatchObject({ jobId: made.id, jobDate: '2026-11-10', by: editor.userId });
    // The edited name digests as a new job's would, and differs from the old one's; the first name is the same.
    expect(lines[1].data.customer.name).not.toBe(lines[0].data.customer.name);
    expect(lines[1].data.customer.firstName).toBe(lines[0].data.customer.firstName);
    expect(lines[1].data.customer.phone).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(lines);
    for (const detail of ['Aroha', 'Parata', 'parata', '027 555 0199', '0275550199', '275550199', 'co-nz.example'])
      expect(text).not.toContain(detail);
    expect(await verify(editor)).toEqual({ ok: true, entries: 2, firstBadEntry: null });
    expect((await offline(await exported(editor))).code).toBe(0);

    // An edit the chain cannot take is not kept either: one transaction.
    await sql('alter table core_record_chain add constraint korero_test_no_more check (seq < 3) not valid');
    try {
      expect((await editor.put(`/api/compliance/jobs/${made.id}`, job('Mere Tane'))).status).toBeGreaterThanOrEqual(500);
    } finally {
      await sql('alter table core_record_chain drop constraint korero_test_no_more');
    }
    expect((await editor.get(`/api/compliance/jobs?limit=5`)).body.data[0].customerName).toBe('Aroha Smith-Parata');
  });

  it('checks an export offline with nothing but Node, and refuses one edited by hand', async () => {
    const text = await exported(owner);
    const good = await offline(text);
    expect(good.code).toBe(0);
    const head = (await owner.get('/api/compliance/ledger')).body.data.head;
    expect(good.stdout).toContain(`OK: ${head.seq} entries. Head: #${head.seq} ${head.hash}`);
    const edited = text.replace('"reason":"other"', '"reason":"no_contact"');
    expect(edited).not.toBe(text);
    const bad = await offline(edited);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('line 3 (seq 3): its hash does not match its content');
    const dropped = text
      .split('\n')
      .filter((_, i) => i !== 1)
      .join('\n');
    expect((await offline(dropped)).stdout).toContain('line 2 (seq 3): seq 3 follows 1');
  });

  it('names the row changed with SQL, and no other business is affected', async () => {
    const third = await t.signUp('kahu');
    for (const name of ['Mere Tane', 'Rawiri Kingi', 'Ana Potae'])
      expect((await third.post('/api/compliance/jobs', job(name))).status).toBe(201);
    // An import appends each job it makes, in order, after the head.
    const csv = ['Date,Customer,Job', '2026-11-12,Sione Fifita,Switchboard', '2026-11-13,Mele Tupou,Gutters'].join('\r\n');
    const mapping = { jobDate: 'Date', customerName: 'Customer', description: 'Job' };
    expect((await third.post('/api/compliance/jobs/import', { csv, mapping })).body.data).toMatchObject({ imported: 2 });
    const imported = (await entries(third)).slice(3);
    expect(imported.map((l) => [l.seq, l.kind, l.data.source])).toEqual([
      [4, 'compliance.job_recorded', 'csv'],
      [5, 'compliance.job_recorded', 'csv'],
    ]);
    const whole = await verify(third);
    expect(whole).toEqual({ ok: true, entries: 5, firstBadEntry: null });
    const [second] = await t.kernel.db.direct<Array<{ at: Date }>>('select at from core_record_chain where chain = ? and seq = 2', [
      third.userId,
    ]);
    // Whoever holds the database can switch the append-only trigger off; verification still finds the change.
    await expect(sql(`update core_record_chain set kind = 'x' where chain = ?`, [third.userId])).rejects.toThrow(/append-only/);
    await sql('alter table core_record_chain disable trigger core_record_chain_append_only');
    try {
      await sql(`update core_record_chain set data = jsonb_set(data, '{jobDate}', '"2026-11-11"') where chain = ? and seq = 2`, [
        third.userId,
      ]);
    } finally {
      await sql('alter table core_record_chain enable trigger core_record_chain_append_only');
    }
    expect(await verify(third)).toEqual({ ok: false, entries: 1, firstBadEntry: { seq: 2, at: new Date(second!.at).toISOString() } });
    expect((await offline(await exported(third))).stdout).toContain('line 2 (seq 2): its hash does not match');
    expect((await verify(owner)).ok).toBe(true);
    expect((await verify(other)).ok).toBe(true);
  });
});

describe('a Google review dispute', () => {
  it('says what the records show for a reviewer with a matching job and one without, and logs each in the chain', async () => {
    const matching = await googleReview(owner.userId, 'Aroha Smith');
    const firstOnly = await googleReview(owner.userId, 'Aroha T.');
    const unknown = await googleReview(owner.userId, 'Tane Mahuta');

    const found = await owner.get(`/api/compliance/ledger/dispute/${matching}?months=6`);
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toContain('text/html');
    expect(found.body).toContain('hold 2 entries with the name &#34;Aroha Smith&#34;');
    expect(found.body).toContain('A completed job was recorded (entry 1; matches the whole name)');
    expect(found.body).toContain('A review invitation was sent (entry 4; matches the whole name)');
    expect(found.body).toContain('Fake engagement');
    expect(found.body).toContain("Google's Reviews Management Tool");

    const partial = await owner.get(`/api/compliance/ledger/dispute/${firstOnly}`);
    expect(partial.body).toContain('carries the name &#34;Aroha T.&#34;; 2 entries share its first name');

    const none = await owner.get(`/api/compliance/ledger/dispute/${unknown}?months=3`);
    expect(none.status).toBe(200);
    expect(none.body).toContain('(the last 3 months) matches the name &#34;Tane Mahuta&#34;');
    expect(none.body).not.toMatch(/\bfake review\b|is fake/i);
    expect(none.body).toContain('The record verified whole');

    expect((await owner.get(`/api/compliance/ledger/dispute/${unknown}?months=0`)).body.error).toBe('months: must be 1 to 36');
    // Another business's review is no review of theirs.
    expect((await other.get(`/api/compliance/ledger/dispute/${unknown}`)).status).toBe(404);
    expect((await owner.get('/api/compliance/ledger/dispute/not-a-review')).status).toBe(404);

    const lines = await entries(owner);
    expect(lines.filter((l) => l.kind === 'compliance.dispute_prepared').map((l) => l.data)).toEqual([
      { googleReviewId: matching, months: 6, by: owner.userId, fullNameMatches: 2, firstNameMatches: 0 },
      { googleReviewId: firstOnly, months: 12, by: owner.userId, fullNameMatches: 0, firstNameMatches: 2 },
      { googleReviewId: unknown, months: 3, by: owner.userId, fullNameMatches: 0, firstNameMatches: 0 },
    ]);
    expect((await verify(owner)).ok).toBe(true);
  });

  it('keeps the chain whole when the account is deleted, and says so', async () => {
    const leaving = await t.signUp('pita', 'owner password');
    expect((await leaving.post('/api/compliance/jobs', job('Pania Rua'))).status).toBe(201);
    expect((await leaving.delete('/api/account', { password: 'owner password', confirm: 'DELETE' })).status).toBe(200);
    const rows = await t.kernel.db.direct<Array<{ kind: string }>>('select kind from core_record_chain where chain = ? order by seq', [
      leaving.userId,
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['compliance.job_recorded', 'account.deleted']);
    const verification = await t.kernel.db.withContext(async () => {
      const { recordChainPort } = await import('@korero/core/sdk');
      return t.kernel.get(recordChainPort).verify(leaving.userId);
    });
    expect(verification).toEqual({ ok: true, entries: 2, firstBadEntry: null });
  });
});

// Last: the week it lets pass ends every session.
describe('the weekly email', () => {
  it('emails each owner the head weekly, unless they turned it off, which the chain records', async () => {
    expect((await other.put('/api/compliance/ledger/settings', { weeklyHeadEmail: 'no' })).status).toBe(400);
    expect((await other.put('/api/compliance/ledger/settings', { weeklyHeadEmail: false })).status).toBe(200);
    expect((await other.get('/api/compliance/ledger')).body.data.weeklyHeadEmail).toBe(false);
    const last = (await entries(other)).at(-1);
    expect(last).toMatchObject({ kind: 'compliance.head_email_off', data: { by: other.userId } });

    // Read before the week passes (and the sessions with it).
    const head = (await owner.get('/api/compliance/ledger')).body.data.head;
    await t.runSchedules();
    t.clock.advance(8 * 86_400_000);
    await t.runSchedules();
    await t.drainJobs();
    const mail = (await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(100))).filter(
      (m) => m.purpose === 'compliance-ledger-head',
    );
    expect(mail.map((m) => m.to)).toEqual(expect.arrayContaining(['rangi@co-nz.example']));
    expect(mail.map((m) => m.to)).not.toContain('tama@co-nz.example');
    expect(mail.find((m) => m.to === 'rangi@co-nz.example')!.text.split('\n')[0]).toBe(
      `Record of asking: entry ${head.seq} of ${head.at.slice(0, 10)}, hash ${head.hash}.`,
    );
  });
});
