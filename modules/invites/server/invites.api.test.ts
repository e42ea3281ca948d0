import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, messagingPort, type TierId } from '@korero/core/sdk';
import { smsLength } from '@korero/core/contract';

let t: TestKernel;
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const setTier = (userId: string, tier: TierId) => ctx(() => t.kernel.get(billingPort).update(userId, { tier, status: 'active' }));

beforeAll(async () => {
  // 10:00 on 23 November 2026 in Auckland.
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites'],
    now: '2026-11-22T21:00:00Z',
    env: { PUBLIC_URL: 'https://korero.nz.example', ADMIN_SETUP_TOKEN: 'ADMIN-SETUP-CODE-1' },
  });
});
afterAll(() => t?.close());

const link = (o: Record<string, unknown> = {}) => ({
  customerName: 'Aroha Smith',
  jobDescription: 'Hot water cylinder',
  jobLocation: 'Lower Hutt',
  ...o,
});

async function ownerWithName(name: string, tier: TierId = 'free') {
  const agent = await t.signUp(name);
  await agent.patch('/api/profile', { businessName: `${name} Plumbing`, email: `${name}@biz.example` });
  if (tier !== 'free') await setTier(agent.userId, tier);
  return agent;
}

describe('creating an invitation', () => {
  let owner: TestAgent & { userId: string };
  beforeAll(async () => {
    owner = await ownerWithName('linkonly');
  });

  it("checks every field with the spec's messages", async () => {
    const res = await owner.post('/api/invites', { customerName: ' ', jobDescription: '', jobLocation: '', customerEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      customerName: 'Customer name is required',
      jobDescription: 'Job description is required',
      jobLocation: 'Job location is required',
      customerEmail: 'Valid email is required',
    });
    expect((await owner.post('/api/invites', link({ customerPhone: 'abc' }))).body.fields).toEqual({
      customerPhone: 'Enter a valid mobile number, e.g. 021 123 4567',
    });
    const combined = await owner.post('/api/invites', link({ sendSms: true, consent: true }));
    expect(combined.status).toBe(400);
    expect(combined.body.error).toBe('Please ensure required fields are filled for selected contact methods');
    expect((await owner.post('/api/invites', link({ teamMembers: 'not json' }))).status).toBe(400);
    expect((await t.anonymous().post('/api/invites', link())).status).toBe(401);
  });

  it('makes a link-only invitation on Free, with a 128-bit URL-safe token', async () => {
    const res = await owner.post('/api/invites', link({ teamMembers: JSON.stringify(['Wiremu Tane', 'Sione']) }));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      inviteToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      customerPhone: null,
      customerEmail: null,
      facebookUserId: null,
      reviewUrl: `https://korero.nz.example/review/${res.body.data.inviteToken}`,
      deliveries: [],
    });
  });

  it('refuses SMS and email on Free, naming Professional', async () => {
    const sms = await owner.post('/api/invites', link({ customerPhone: '021 555 0101', sendSms: true, consent: true }));
    expect(sms.status).toBe(403);
    expect(sms.body.error).toMatch(/text message needs the Professional plan/);
    const email = await owner.post('/api/invites', link({ customerEmail: 'a@b.example', sendEmail: true, consent: true }));
    expect(email.status).toBe(403);
    expect(email.body.error).toMatch(/Professional/);
  });

  it('allows 5 invitations a month on Free, refuses the 6th, and counts again next month (NZ time)', async () => {
    const free = await ownerWithName('fiveonly');
    for (let i = 0; i < 5; i++) expect((await free.post('/api/invites', link())).status).toBe(201);
    const sixth = await free.post('/api/invites', link());
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatch(/all 5 invitations included in Free for November 2026.*Professional/);
    expect((await free.get('/api/invites/usage')).body.data).toEqual({
      month: 'November 2026',
      resetsAt: '2026-11-30T11:00:00.000Z',
      planName: 'Free',
      invitesThisMonth: 5,
      smsThisMonth: 0,
      invitesLimit: 5,
      smsLimit: 0,
    });
    t.clock.set('2026-11-30T11:30:00Z'); // 00:30 on 1 December in Auckland
    await free.post('/api/login', { username: 'fiveonly', password: 'correct horse battery' }); // a week later: signed out idle
    expect((await free.post('/api/invites', link())).status).toBe(201);
    t.clock.set('2026-11-22T21:00:00Z');
  });

  it("reports the month's use against the plan, and starts again at midnight on the 1st in New Zealand", async () => {
    const counted = await ownerWithName('counted');
    const usage = async () => (await counted.get('/api/invites/usage')).body.data;
    // Other businesses have made invitations this month (the tests above): none of them count here.
    expect(await usage()).toEqual({
      month: 'November 2026',
      resetsAt: '2026-11-30T11:00:00.000Z', // 00:00 on 1 December, daylight time
      planName: 'Free',
      invitesThisMonth: 0,
      smsThisMonth: 0,
      invitesLimit: 5,
      smsLimit: 0,
    });
    for (let i = 0; i < 4; i++) expect((await counted.post('/api/invites', link())).status).toBe(201);
    expect(await usage()).toMatchObject({ invitesThisMonth: 4, invitesLimit: 5 });
    try {
      t.clock.set('2026-11-30T10:59:00Z'); // 23:59 on 30 November in Auckland: still November
      await counted.post('/api/login', { username: 'counted', password: 'correct horse battery' });
      expect(await usage()).toMatchObject({ month: 'November 2026', invitesThisMonth: 4 });
      t.clock.set('2026-11-30T11:00:00Z'); // midnight: December, counted from nothing
      expect(await usage()).toMatchObject({ month: 'December 2026', resetsAt: '2026-12-31T11:00:00.000Z', invitesThisMonth: 0 });
      // The limits are the plan's, as config/plans.ts gives them.
      await setTier(counted.userId, 'professional');
      expect(await usage()).toMatchObject({ planName: 'Professional', invitesLimit: null, smsLimit: 30 });
    } finally {
      t.clock.set('2026-11-22T21:00:00Z');
    }
  });

  it('lets only 5 of 10 simultaneous requests through on Free', async () => {
    const racer = await ownerWithName('racer');
    const results = await Promise.all(Array.from({ length: 10 }, () => racer.post('/api/invites', link())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
  });
});

describe('sending on Professional', () => {
  let pro: TestAgent & { userId: string };
  beforeAll(async () => {
    pro = await ownerWithName('pro', 'professional');
  });

  it('wants the owner to confirm consent before messaging a customer', async () => {
    const res = await pro.post('/api/invites', link({ customerPhone: '021 555 0102', sendSms: true }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ consent: 'Confirm the customer agreed to be contacted' });
  });

  it('queues an SMS from the business template, placeholders filled, the short link, STOP line last, in one segment', async () => {
    const res = await pro.post('/api/invites', link({ customerPhone: '021 555 0103', sendSms: true, consent: true }));
    expect(res.status).toBe(201);
    // No SMS provider on this Korero: the answer says the text waits, rather than that it is being sent.
    expect(res.body.data.deliveries).toEqual([{ channel: 'sms', delivery: 'waiting', reason: null }]);
    const [sms] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(sms).toMatchObject({ channel: 'sms', to: '+64215550103', status: 'queued', purpose: 'invite' });
    expect(sms!.text).toMatch(
      /^Hi from Korero! How was pro Plumbing \(Hot water cylinder\)\? Review: https:\/\/korero\.nz\.example\/r\/[\w-]{16} Reply STOP to opt out\.$/,
    );
    expect(smsLength(sms!.text).segments).toBe(1);
    await t.drainJobs();
    const list = await pro.get('/api/invites');
    expect(list.body.data[0].channels).toEqual([{ channel: 'sms', status: 'held', delivery: 'waiting', error: null, sentAt: null }]);
    expect(list.body.data[0].consent).toEqual({ at: expect.any(String), channels: ['sms'] });
  });

  it('never refuses a text for its length: a long job is shortened to one text, and a long name takes more texts', async () => {
    const long = 'Replaced the hot water cylinder, moved the header tank, and re-plumbed the laundry';
    const res = await pro.post('/api/invites', link({ customerPhone: '021 555 0104', sendSms: true, consent: true, jobDescription: long }));
    expect(res.status).toBe(201);
    const [sms] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(smsLength(sms!.text).segments).toBe(1);
    expect(sms!.text).toContain('...');
    const wordy = await ownerWithName('wordy', 'professional');
    await wordy.patch('/api/profile', { businessName: 'W'.repeat(110), email: 'w@biz.example' });
    const sent = await wordy.post('/api/invites', link({ customerPhone: '021 555 0105', sendSms: true, consent: true }));
    expect(sent.status).toBe(201);
    const [text] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(text!.text).toContain('W'.repeat(110));
    expect((await wordy.get('/api/invites/usage')).body.data.smsThisMonth).toBe(smsLength(text!.text).segments);
    expect(smsLength(text!.text).segments).toBe(2);
  });

  it('queues an email with the business name, the link and a working unsubscribe link', async () => {
    const res = await pro.post('/api/invites', link({ customerEmail: 'Aroha@nz.example', sendEmail: true, consent: true }));
    expect(res.status).toBe(201);
    expect(res.body.data.customerEmail).toBe('aroha@nz.example');
    const [mail] = await ctx(() => t.kernel.get(messagingPort).recent(1));
    expect(mail).toMatchObject({ channel: 'email', to: 'aroha@nz.example', subject: 'pro Plumbing would love your feedback' });
    expect(mail!.text).toContain(`https://korero.nz.example/review/${res.body.data.inviteToken}`);
    const unsubscribe = /https:\/\/korero\.nz\.example\/unsubscribe\?token=[\w.-]+/.exec(mail!.text)![0];
    const page = await t.anonymous().request('POST', unsubscribe.replace('https://korero.nz.example', ''), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(page.status).toBe(200);
    const again = await pro.post('/api/invites', link({ customerEmail: 'aroha@nz.example', sendEmail: true, consent: true }));
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/unsubscribed/);
  });

  it('refuses a number that replied STOP, with a clear error, and keeps nothing of the invitation', async () => {
    await ctx(() => t.kernel.get(messagingPort).optOut({ channel: 'sms', address: '021 555 0199', source: 'sms-reply' }));
    const before = {
      list: (await pro.get('/api/invites')).body.pagination.totalCount,
      usage: (await pro.get('/api/invites/usage')).body.data,
    };
    const res = await pro.post('/api/invites', link({ customerPhone: '+64 21 555 0199', sendSms: true, consent: true }));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/opted out of text messages/);
    expect(res.body.fields).toEqual({ customerPhone: 'This number has opted out of text messages' });
    // The outbox found the opt-out as it stored the messages; the transaction rolled back, the email with it.
    const both = await pro.post(
      '/api/invites',
      link({ customerPhone: '021 555 0199', customerEmail: 'kept-out@nz.example', sendSms: true, sendEmail: true, consent: true }),
    );
    expect(both.status).toBe(403);
    expect(both.body.fields).toEqual({ customerPhone: 'This number has opted out of text messages' });
    const stored = await ctx(() => t.kernel.get(messagingPort).recent(50));
    expect(stored.filter((m) => m.to === '+64215550199' || m.to === 'kept-out@nz.example')).toEqual([]);
    expect((await pro.get('/api/invites')).body.pagination.totalCount).toBe(before.list);
    expect((await pro.get('/api/invites/usage')).body.data).toEqual(before.usage);
  });

  it('stops at 30 SMS a month on Professional, and does not count link invitations', async () => {
    const busy = await ownerWithName('busy', 'professional');
    for (let i = 0; i < 30; i++) {
      const r = await busy.post('/api/invites', link({ customerPhone: `021 600 ${String(1000 + i)}`, sendSms: true, consent: true }));
      expect(r.status).toBe(201);
    }
    const over = await busy.post('/api/invites', link({ customerPhone: '021 600 2000', sendSms: true, consent: true }));
    expect(over.status).toBe(403);
    expect(over.body.error).toMatch(/all 30 SMS texts included in Professional/);
    expect((await busy.post('/api/invites', link())).status).toBe(201);
  });

  it('refuses Messenger until a Facebook Page is connected', async () => {
    const res = await pro.post(
      '/api/invites',
      link({ facebookUserId: '12345', sendMessenger: true, messageChannel: 'messenger', consent: true }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Connect your Facebook Page/);
  });
});

describe('the invitation by token (public)', () => {
  it('answers only what the customer page shows, marks the link opened, and draws a QR code', async () => {
    const owner = await ownerWithName('tokenowner');
    const token = (await owner.post('/api/invites', link({ teamMembers: ['Wiremu Tane', 'Wellington Crew'] }))).body.data.inviteToken;
    const res = await t.anonymous().get(`/api/invites/token/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      clientId: owner.userId,
      customerName: 'Aroha Smith',
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Lower Hutt',
      businessName: 'tokenowner Plumbing',
      // People by first name only; a team is never shown to the customer as a person.
      teamMembers: JSON.stringify(['Wiremu']),
      // Where the details came from (issue 47): the owner typed them, named as staff see them (their username here).
      contactSource: 'tokenowner at tokenowner Plumbing typed in your details to ask about your job.',
      // The language its pages are in (issue 48): the business's, English until it chooses.
      language: 'en',
    });
    expect((await owner.get('/api/invites')).body.data[0].openedAt).not.toBeNull();
    const qr = await t.anonymous().get(`/api/invites/token/${token}/qr.svg`);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(String(qr.body)).toMatch(/^<svg/);
  });

  it('answers 404 with the message for unknown, malformed and expired tokens', async () => {
    const unknown = await t.anonymous().get('/api/invites/token/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Review invitation not found or has expired.');
    expect((await t.anonymous().get('/api/invites/token/<script>')).status).toBe(404);
    const owner = await ownerWithName('expiring');
    const token = (await owner.post('/api/invites', link())).body.data.inviteToken;
    t.clock.advance(181 * 86_400_000);
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).status).toBe(404);
    t.clock.set('2026-11-22T21:00:00Z');
  });
});

describe("the owner's list, stats and the admin outbox", () => {
  it("lists only this business's invitations, newest first, paginated", async () => {
    const a = await ownerWithName('lista');
    const b = await ownerWithName('listb');
    for (const name of ['First', 'Second', 'Third']) {
      await a.post('/api/invites', link({ customerName: name }));
      t.clock.advance(1000);
    }
    await b.post('/api/invites', link({ customerName: 'Not yours' }));
    const page1 = await a.get('/api/invites?page=1&limit=2');
    expect(page1.body.data.map((i: { customerName: string }) => i.customerName)).toEqual(['Third', 'Second']);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, totalCount: 3, totalPages: 2 });
    expect((await a.get('/api/invites?page=2&limit=2')).body.data.map((i: { customerName: string }) => i.customerName)).toEqual(['First']);
    expect((await a.get('/api/invites?limit=1000')).status).toBe(400);
    expect((await a.get('/api/stats')).body.data.invitesSent).toBe(3);
  });

  it('shows the outbox to admins only', async () => {
    const owner = await ownerWithName('notadmin');
    expect((await owner.get('/api/outbox')).status).toBe(403);
    expect((await t.anonymous().get('/api/outbox')).status).toBe(401);
    await owner.post('/api/admin-setup', { code: 'ADMIN-SETUP-CODE-1' });
    await enrolTotp(owner, t.clock.now());
    const res = await owner.get('/api/outbox?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      channel: expect.any(String),
      recipient: expect.any(String),
      text: expect.any(String),
      status: expect.any(String),
    });
    expect(res.body.providers).toEqual({ sms: null, email: null, messenger: null });
  });
});

describe('with an email provider set up', () => {
  let mailing: TestKernel;
  beforeAll(async () => {
    // A provider that is never reached: the jobs are not run, so the message stays queued with a provider to take it.
    mailing = await startTestKernel({ modules: ['business', 'teams', 'invites'], env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => mailing?.close());

  it('answers that the email is being sent, and a link-only invitation has no deliveries', async () => {
    const owner = await mailing.signUp('mailer');
    await owner.patch('/api/profile', { businessName: 'Mailer Plumbing', email: 'mailer@biz.example' });
    await mailing.kernel.db.withContext(() =>
      mailing.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }),
    );
    const res = await owner.post('/api/invites', link({ customerEmail: 'aroha@nz.example', sendEmail: true, consent: true }));
    expect(res.status).toBe(201);
    expect(res.body.data.deliveries).toEqual([{ channel: 'email', delivery: 'sending', reason: null }]);
    const list = await owner.get('/api/invites');
    expect(list.body.data[0].channels[0]).toMatchObject({ channel: 'email', status: 'queued', delivery: 'sending' });
    const plain = await owner.post('/api/invites', link());
    expect(plain.body.data.deliveries).toEqual([]);
  });
});
