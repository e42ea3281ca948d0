import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { mailParts, SmtpSink } from '@korero/core/testing/smtp';

const PUBLIC_URL = 'https://korero.nz.example';
const AUTH_TOKEN = 'twilio-test-auth-token';
const WEBHOOK = `${PUBLIC_URL}/api/webhooks/twilio/sms`;

// A stand-in for Twilio's REST API: the SDK posts form fields to /2010-04-01/Accounts/{sid}/Messages.json.
const texts: Array<{ to: string; body: string }> = [];
const twilioApi: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const fields = new URLSearchParams(body);
    texts.push({ to: fields.get('To') ?? '', body: fields.get('Body') ?? '' });
    res.setHeader('content-type', 'application/json');
    res.writeHead(201).end(
      JSON.stringify({
        sid: `SM${texts.length.toString().padStart(32, '0')}`,
        status: 'queued',
        to: fields.get('To'),
        body: fields.get('Body'),
      }),
    );
  });
});
const smtp = new SmtpSink();

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let key = '';
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  await new Promise<void>((r) => twilioApi.listen(0, '127.0.0.1', r));
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups'],
    // 9:00 on Monday 7 December 2026 in Auckland.
    now: '2026-12-06T20:00:00Z',
    env: {
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Korero <no-reply@korero.nz.example>',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+6421000000',
      TWILIO_API_BASE_URL: `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`,
    },
  });
  owner = await t.signUp('mendit');
  await owner.patch('/api/profile', {
    businessName: 'Mend It Plumbing',
    email: 'office@mendit.example',
    googlePlaceId: 'ChIJmendit0000000000001',
  });
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  other = await t.signUp('elsewhere');
  await other.patch('/api/profile', { businessName: 'Elsewhere Electrical', email: 'hi@elsewhere.example' });
  key = (await owner.get('/api/reviews/public-link')).body.data.key;
  await t.runSchedules();
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
  twilioApi.close();
});

let people = 0;
/** An invitation answered on the full review page; answers the submission id. */
async function answered(stars: number, destination: 'google' | 'private', contact: { email?: string; phone?: string } = {}) {
  people += 1;
  const invite = await owner.post('/api/invites', {
    customerName: `Customer ${people}`,
    jobDescription: 'Blocked drain',
    jobLocation: 'Petone',
    ...(contact.email ? { customerEmail: contact.email } : {}),
    ...(contact.phone ? { customerPhone: contact.phone } : {}),
  });
  expect(invite.status).toBe(201);
  const res = await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: stars,
    generatedReview: destination === 'private' ? 'The second visit was two hours late.' : 'Came on time.',
    reviewDestination: destination,
    consent: true,
  });
  expect(res.status).toBe(200);
  return res.body.data.submissionId as string;
}

async function followUpOf(submissionId: string, agent: TestAgent = owner) {
  await t.drainJobs();
  const list = (await agent.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>;
  return list.find((f) => f.submissionId === submissionId) ?? null;
}

const twilioPost = (fields: Record<string, string>) =>
  t.anonymous().request('POST', '/api/webhooks/twilio/sms', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, WEBHOOK, fields),
  });

describe('which answers open a follow-up', () => {
  it('every private answer and every answer of 3★ or less, once, wherever it went', async () => {
    const cases: Array<[number, 'google' | 'private', boolean]> = [
      [5, 'google', false],
      [4, 'google', false],
      [3, 'google', true],
      [2, 'google', true],
      [1, 'google', true],
      [5, 'private', true],
      [4, 'private', true],
      [1, 'private', true],
    ];
    for (const [stars, destination, expected] of cases) {
      const id = await answered(stars, destination);
      expect([stars, destination, (await followUpOf(id)) !== null]).toEqual([stars, destination, expected]);
    }
  });

  it('opens one for private feedback sent after a 5★ simple-form answer, with its words and address', async () => {
    const simple = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Satisfied', feedback: [], comments: '', rating: 5, key });
    expect(await followUpOf(simple.body.submissionId)).toBeNull();
    const sent = await t.anonymous().post('/api/submit-feedback', {
      details: 'Lovely job but the van blocked my drive all day.',
      email: 'kiri@customer.example',
      submissionId: simple.body.submissionId,
      token: simple.body.editToken,
      consent: true,
    });
    expect(sent.status).toBe(200);
    const made = await followUpOf(simple.body.submissionId);
    expect(made).toMatchObject({ status: 'open', starRating: 5, customerName: 'A customer' });
    const detail = (await owner.get(`/api/follow-ups/${made!.id}`)).body.data;
    expect(detail.contact).toEqual({ email: 'kiri@customer.example', phone: null });
    expect(detail.messages).toEqual([
      expect.objectContaining({ from: 'customer', channel: 'feedback', body: 'Lovely job but the van blocked my drive all day.' }),
    ]);
    expect(detail.channels.sms).toEqual({ available: false, reason: 'A customer did not give a mobile number.' });
  });

  it('is idempotent: the same events delivered again change nothing', async () => {
    const id = await answered(2, 'private', { email: 'twice@customer.example' });
    const first = await followUpOf(id);
    const { reviewSubmitted } = await import('@korero/module-reviews/contract');
    const again = {
      submissionId: id,
      businessId: owner.userId,
      inviteId: null,
      starRating: 2,
      destination: 'private' as const,
      createdAt: new Date().toISOString(),
    };
    await ctx(() => t.kernel.db.transaction(() => t.kernel.events.emit(reviewSubmitted, again)));
    await ctx(() => t.kernel.db.transaction(() => t.kernel.events.emit(reviewSubmitted, again)));
    await t.drainJobs();
    const list = (await owner.get('/api/follow-ups?limit=100')).body.data.filter((f: { submissionId: string }) => f.submissionId === id);
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(first!.id);
    expect((await owner.get(`/api/follow-ups/${first!.id}`)).body.data.messages).toHaveLength(1);
  });
});

describe('a conversation by email and on the customer page', () => {
  it('the owner replies by email, the customer answers from the emailed link, the owner resolves it', async () => {
    const submissionId = await answered(1, 'private', { email: 'mere@customer.example' });
    const followUp = (await followUpOf(submissionId))!;
    const submissionBefore = (await owner.get(`/api/submissions/${submissionId}`)).body;

    const empty = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Write a message to send.');
    const long = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/at most 5000 characters/);
    const noPhone = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: 'Sorry about that.' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error).toMatch(/did not give a mobile number/);

    const sent = await owner.post(`/api/follow-ups/${followUp.id}/messages`, {
      channel: 'email',
      body: 'Kia ora Mere, sorry we were late. Can we come back Thursday at no charge?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ from: 'business', channel: 'email', status: 'sending' });
    await t.drainJobs();
    const mail = smtp.received.filter((m) => m.to.includes('mere@customer.example')).at(-1)!;
    expect(mail.raw).toMatch(/Subject: A message from Mend It Plumbing/);
    const text = mailParts(mail.raw).parts.find((p) => p.type.startsWith('text/plain'))?.body ?? mail.raw;
    const token = /\/follow-up\/([A-Za-z0-9_-]{43})/.exec(text.replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeDefined();
    expect(text).not.toMatch(/review|google|star/i);

    const detail = (await owner.get(`/api/follow-ups/${followUp.id}`)).body.data;
    expect(detail).toMatchObject({ status: 'waiting', firstAnsweredAt: expect.any(String) });
    expect(detail.messages.at(-1)).toMatchObject({ from: 'business', status: 'sent' });

    await owner.post(`/api/follow-ups/${followUp.id}/notes`, { body: 'Ring her before Thursday.' });
    const page = await t.anonymous().get(`/api/follow-up/${token}`);
    expect(page.status).toBe(200);
    // The customer's conversation is kept by no cache (issue 44).
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.data).toMatchObject({ businessName: 'Mend It Plumbing', stopped: false, resolved: false });
    expect(JSON.stringify(page.body)).not.toMatch(/Ring her|starRating|assignee|"id"|submission/);
    expect(page.body.data.messages.map((m: { from: string }) => m.from)).toEqual(['customer', 'business']);

    t.clock.advance(60_000);
    const answer = await t.anonymous().post(`/api/follow-up/${token}/messages`, { body: 'Thursday works, thank you.' });
    expect(answer.status).toBe(201);
    const after = (await owner.get(`/api/follow-ups/${followUp.id}`)).body.data;
    expect(after.status).toBe('open');
    expect(after.messages.at(-1)).toMatchObject({
      from: 'customer',
      channel: 'page',
      status: 'received',
      body: 'Thursday works, thank you.',
    });
    expect(after.notes).toEqual([expect.objectContaining({ body: 'Ring her before Thursday.', author: 'mendit' })]);

    expect((await owner.patch(`/api/follow-ups/${followUp.id}`, { status: 'resolved' })).status).toBe(400);
    const resolved = await owner.patch(`/api/follow-ups/${followUp.id}`, { status: 'resolved', outcome: 'fixed' });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', outcome: 'fixed', waitingSince: null });
    // Resolving changes nothing the customer gave.
    expect((await owner.get(`/api/submissions/${submissionId}`)).body).toEqual(submissionBefore);
    expect((await owner.get('/api/follow-ups/counts')).body.data.resolved).toBeGreaterThanOrEqual(1);

    // Writing again reopens it.
    await t.anonymous().post(`/api/follow-up/${token}/messages`, { body: 'The tap drips again.' });
    expect((await owner.get(`/api/follow-ups/${followUp.id}`)).body.data).toMatchObject({ status: 'open', outcome: null });

    // The customer stops it: nothing more is sent.
    const stopped = await t.anonymous().post(`/api/follow-up/${token}/stop`);
    expect(stopped.body.data.stopped).toBe(true);
    const refused = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'One more thing.' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/stopped this conversation/);

    expect((await t.anonymous().get(`/api/follow-up/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('refuses a reply to an address that opted out with 403', async () => {
    const submissionId = await answered(2, 'google', { email: 'gone@customer.example' });
    const followUp = (await followUpOf(submissionId))!;
    await ctx(() => t.kernel.get(messagingPort).optOut({ channel: 'email', address: 'gone@customer.example', source: 'email-link' }));
    const res = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'Sorry about the mess.' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/opted out of emails/);
  });
});

describe('a conversation by text', () => {
  it('the owner texts, the customer texts back into the same conversation, STOP stops it', async () => {
    const submissionId = await answered(2, 'google', { phone: '021 555 0199' });
    const followUp = (await followUpOf(submissionId))!;
    const tooLong = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: 'Sorry. '.repeat(60) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/^A reply by text is at most 320 characters of your words \(this one is 419\)/);

    const sent = await owner.post(`/api/follow-ups/${followUp.id}/messages`, {
      channel: 'sms',
      body: 'Sorry the job ran late. Can I call you?',
    });
    expect(sent.status).toBe(201);
    await t.drainJobs();
    const text = texts.filter((x) => x.to === '+64215550199').at(-1)!;
    // The business's name, the words and a short link of the follow-up's own: nothing else round the owner's words.
    expect(text.body).toMatch(
      new RegExp(`^Mend It Plumbing: Sorry the job ran late\\. Can I call you\\?\\n${PUBLIC_URL}/f/[A-Za-z0-9_-]{16}$`),
    );
    // The short link leads to the customer's page, which reads the conversation with it.
    const short = text.body.slice(text.body.lastIndexOf('/f/') + 3);
    const followed = await t.anonymous().get(`/f/${short}`);
    expect(followed.status).toBe(302);
    expect(followed.headers.location).toBe(`/follow-up/${short}`);
    expect(followed.headers['cache-control']).toBe('no-store');
    expect((await t.anonymous().get(`/api/follow-up/${short}`)).status).toBe(200);

    t.clock.advance(60_000);
    const reply = {
      From: '+64215550199',
      To: '+6421000000',
      Body: 'Yes, after 5pm please',
      MessageSid: 'SM00000000000000000000000000000a01',
    };
    expect((await twilioPost(reply)).status).toBe(200);
    expect((await twilioPost(reply)).status).toBe(200); // Twilio retried: kept once
    await t.drainJobs();
    const detail = (await owner.get(`/api/follow-ups/${followUp.id}`)).body.data;
    expect(detail.status).toBe('open');
    expect(detail.messages.filter((m: { channel: string; from: string }) => m.from === 'customer' && m.channel === 'sms')).toEqual([
      expect.objectContaining({ body: 'Yes, after 5pm please', status: 'received' }),
    ]);

    await twilioPost({ From: '+64215550199', To: '+6421000000', Body: 'STOP', MessageSid: 'SM00000000000000000000000000000a02' });
    await t.drainJobs();
    const stopped = (await owner.get(`/api/follow-ups/${followUp.id}`)).body.data;
    expect(stopped.stopped).toBe(true);
    expect(stopped.messages.some((m: { body: string }) => m.body === 'STOP')).toBe(false);
    expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: 'Ok.' })).status).toBe(403);
  });

  it('leaves a text from a number with no conversation alone', async () => {
    const before = (await owner.get('/api/follow-ups?limit=100')).body.data.map((f: { lastMessageAt: string | null }) => f.lastMessageAt);
    await twilioPost({ From: '+64215550777', To: '+6421000000', Body: 'Who is this?', MessageSid: 'SM00000000000000000000000000000a03' });
    await t.drainJobs();
    expect((await owner.get('/api/follow-ups?limit=100')).body.data.map((f: { lastMessageAt: string | null }) => f.lastMessageAt)).toEqual(
      before,
    );
  });
});

describe('a text from a business whose name has macrons', () => {
  it('sends a 140-character reply, and uses the plain-letters name for texts once the owner gives one', async () => {
    const profile = (await owner.get('/api/profile')).body.data;
    expect((await owner.patch('/api/profile', { businessName: 'Ngā Hau E Whā Plumbing Tāmaki', email: profile.email })).status).toBe(200);
    try {
      const submissionId = await answered(2, 'google', { phone: '021 555 0177' });
      const followUp = (await followUpOf(submissionId))!;
      const words =
        'Kia ora, sorry the hot water cylinder is still dripping. Hemi can come back on Thursday morning to replace the valve, free of any charge ok?';
      expect(words.length).toBe(140);
      const sent = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: words });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      await t.drainJobs();
      const last = () => texts.filter((x) => x.to === '+64215550177').at(-1)!.body;
      expect(last()).toMatch(/^Ngā Hau E Whā Plumbing Tāmaki: Kia ora, sorry/);
      // A name for texts in plain letters: every part holds 160 characters again.
      const named = await owner.put('/api/business/sms-name', { smsName: 'Nga Hau E Wha Plumbing Tamaki' });
      expect(named.status).toBe(200);
      expect((await owner.put('/api/business/sms-name', { smsName: 'Ngā Hau' })).status).toBe(400);
      expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: words })).status).toBe(201);
      await t.drainJobs();
      expect(last()).toMatch(/^Nga Hau E Wha Plumbing Tamaki: Kia ora, sorry/);
      expect((await owner.get('/api/profile')).body.data.smsName).toBe('Nga Hau E Wha Plumbing Tamaki');
    } finally {
      await owner.put('/api/business/sms-name', { smsName: null });
      await owner.patch('/api/profile', { businessName: profile.businessName, email: profile.email });
    }
  });
});

describe('honesty', () => {
  // The full table is honesty.test.ts; here the route refuses the four that went out before, and sends the ordinary.
  const drafts: Array<[string, boolean]> = [
    ['Sorry we were late. We will come back on Thursday at no charge.', true],
    ['If you send us a photo of the leak, we will come back free of charge.', true],
    ['Could you give us a better score?', false],
    ['Happy to give you a free service if you post something nice about us on Maps', false],
    ['Please recommend us on Facebook and we will send you a voucher', false],
    ['Would you reconsider what you wrote about us? We will make it worth your while', false],
    ['A $50 voucher if you remove what you wrote.', false],
  ];
  it.each(drafts)('%s → allowed: %s', async (body, allowed) => {
    const submissionId = await answered(3, 'google', { email: `honest${people}@customer.example` });
    const followUp = (await followUpOf(submissionId))!;
    const res = await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body });
    expect(res.status).toBe(allowed ? 201 : 400);
    if (!allowed) expect(res.body.error).toMatch(/^A follow-up can't .+ \(found ".+"\): the customer's answer must never depend on it\./);
  });
});

describe('assigning, listing, figures and tenancy', () => {
  it('assigns to a team member of this business only, lists oldest-waiting first, and counts figures by member', async () => {
    const team = (await owner.post('/api/teams', { name: 'Drainage' })).body.data;
    const member = (await owner.post('/api/team-members', { teamId: team.id, name: 'Hemi' })).body.data;
    const otherTeam = (await other.post('/api/teams', { name: 'Sparks' })).body.data;
    const stranger = (await other.post('/api/team-members', { teamId: otherTeam.id, name: 'Tai' })).body.data;
    const submissionId = await answered(1, 'google', { email: 'assign@customer.example' });
    const followUp = (await followUpOf(submissionId))!;
    expect((await owner.patch(`/api/follow-ups/${followUp.id}`, { assigneeId: stranger.id })).status).toBe(400);
    const assigned = await owner.patch(`/api/follow-ups/${followUp.id}`, { assigneeId: member.id });
    expect(assigned.body.data.assignee).toEqual({ id: member.id, name: 'Hemi', kind: 'member', signsIn: false });

    const oldest = (await owner.get('/api/follow-ups?sort=oldest-waiting&status=open&limit=100')).body;
    const since = oldest.data.map((f: { waitingSince: string }) => f.waitingSince);
    expect(since).toEqual([...since].sort());
    const newest = (await owner.get('/api/follow-ups?limit=100')).body.data.map((f: { createdAt: string }) => f.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect((await owner.get('/api/follow-ups?status=nonsense')).status).toBe(400);

    const counts = (await owner.get('/api/follow-ups/counts')).body.data;
    const total = (await owner.get('/api/follow-ups?limit=1')).body.total;
    expect(counts.open + counts.waiting + counts.resolved).toBe(total);

    t.clock.advance(10 * 60_000);
    await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'Hemi will call you today.' });
    await owner.patch(`/api/follow-ups/${followUp.id}`, { outcome: 'explained' });
    const stats = (await owner.get('/api/follow-ups/stats?timeRange=1m')).body.data;
    expect(stats.total).toBe(total);
    expect(stats.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-12']);
    const hemi = stats.byMember.find((m: { assignee: { name: string } | null }) => m.assignee?.name === 'Hemi');
    expect(hemi).toMatchObject({ total: 1, answered: 1, resolved: 1, resolvedShare: 1, medianMinutesToFirstAnswer: 10 });
    const resolved = (await owner.get('/api/follow-ups/counts')).body.data.resolved;
    expect(stats).toMatchObject({ resolved, resolvedShare: resolved / total });
  });

  it("answers 404 for another business's follow-up everywhere", async () => {
    const submissionId = await answered(1, 'private', { email: 'tenant@customer.example' });
    const followUp = (await followUpOf(submissionId))!;
    expect((await other.get('/api/follow-ups')).body).toEqual({ data: [], total: 0 });
    expect((await other.get(`/api/follow-ups/${followUp.id}`)).status).toBe(404);
    expect((await other.patch(`/api/follow-ups/${followUp.id}`, { status: 'resolved', outcome: 'fixed' })).status).toBe(404);
    expect((await other.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'Hi' })).status).toBe(404);
    expect((await other.post(`/api/follow-ups/${followUp.id}/notes`, { body: 'Mine now' })).status).toBe(404);
    expect((await other.get('/api/follow-ups/not-a-uuid')).status).toBe(404);
    expect((await t.anonymous().get('/api/follow-ups')).status).toBe(401);
  });

  it('is deleted with its submission', async () => {
    const submissionId = await answered(2, 'private');
    const followUp = (await followUpOf(submissionId))!;
    expect((await owner.delete(`/api/submissions/${submissionId}`)).status).toBe(200);
    await t.drainJobs();
    expect((await owner.get(`/api/follow-ups/${followUp.id}`)).status).toBe(404);
  });
});
