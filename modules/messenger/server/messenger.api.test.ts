import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort, modulesPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { GraphStandIn } from './testing/graph-stand-in.ts';

const SECRET = 'app-secret-0123456789abcdef';
const VERIFY = 'verify-token-korero-0001';
let graph: GraphStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const hoursAgo = (h: number) => new Date(Date.parse('2026-11-24T02:00:00Z') - h * 3_600_000).toISOString();
/** Every answer the owner's agents received, and every log line, to check no token ever leaves Korero. */
const answers: string[] = [];
const logLines: string[] = [];

async function get(agent: TestAgent, path: string) {
  const res = await agent.get(path);
  answers.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
  return res;
}

/** A sign-in started by `agent`: the state from its auth URL. */
async function startLogin(agent: TestAgent): Promise<{ url: URL; state: string }> {
  const res = await get(agent, '/api/facebook/auth-url');
  expect(res.body.success).toBe(true);
  const url = new URL(res.body.authUrl);
  return { url, state: url.searchParams.get('state')! };
}

const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const event = (mid: string, psid: string, text: string, at = Date.parse('2026-11-24T01:59:00Z')) =>
  JSON.stringify({
    object: 'page',
    entry: [
      { id: '1010', time: at, messaging: [{ sender: { id: psid }, recipient: { id: '1010' }, timestamp: at, message: { mid, text } }] },
    ],
  });

beforeAll(async () => {
  graph = await GraphStandIn.start();
  graph.conversations = [
    { psid: '9001', name: 'Aroha Ngata', lastMessageAt: hoursAgo(2) },
    { psid: '9002', name: 'Arohanui Smith', lastMessageAt: hoursAgo(30) },
    { psid: '9003', name: 'Tama Hohaia', lastMessageAt: hoursAgo(1) },
  ];
  t = await startTestKernel({
    now: '2026-11-24T02:00:00Z',
    logLines,
    env: {
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: SECRET,
      FACEBOOK_VERIFY_TOKEN: VERIFY,
      FACEBOOK_GRAPH_URL: graph.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  owner = await t.signUp('rangi');
  other = await t.signUp('other');
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

describe('connecting a Facebook Page', () => {
  it('starts Facebook Login with the messaging permissions and a state of its own', async () => {
    expect((await get(owner, '/api/facebook/status')).body.data).toEqual({
      configured: true,
      connected: false,
      pageId: null,
      pageName: null,
      problem: null,
    });
    const { url, state } = await startLogin(owner);
    expect(url.pathname).toBe('/v21.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('1234567890');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/facebook\/callback$/);
    expect(url.searchParams.get('scope')!.split(',')).toEqual(expect.arrayContaining(['pages_messaging', 'pages_manage_metadata']));
    expect(state.length).toBeGreaterThanOrEqual(32);
  });

  it('connects the one Page, subscribes it to the webhook, and keeps its token sealed', async () => {
    const { state } = await startLogin(owner);
    const done = await get(owner, `/api/facebook/callback?code=code-for-korero&state=${state}`);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Connected');
    expect(done.body).toContain('Rangi Plumbing');
    expect((await get(owner, '/api/facebook/status')).body.data).toMatchObject({
      connected: true,
      pageId: '1010',
      pageName: 'Rangi Plumbing',
    });
    const subscribed = graph.calls.find((c) => c.path.endsWith('/1010/subscribed_apps') && c.method === 'POST')!;
    expect(subscribed.authorization).toBe('Bearer page-token-1010');
    const [row] = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ token_sealed: string }>>('select token_sealed from messenger_connection'),
    );
    expect(row!.token_sealed).not.toContain('page-token');
    expect((await get(owner, '/api/profile')).body.data).toMatchObject({ messengerEnabled: true, facebookPageName: 'Rangi Plumbing' });

    // The same state again: refused, and the connection stands.
    const replay = await get(owner, `/api/facebook/callback?code=code-for-korero&state=${state}`);
    expect(replay.body).toContain('has expired or was not started here');
  });

  it("refuses another owner's state, and a cancelled sign-in connects nothing", async () => {
    const theirs = await startLogin(other);
    expect((await get(owner, `/api/facebook/callback?code=code-for-korero&state=${theirs.state}`)).body).toContain('not started here');
    // Someone else's attempt did not use the state up: its owner can still finish (here, by cancelling).
    expect((await get(other, `/api/facebook/callback?error=access_denied&state=${theirs.state}`)).body).toContain('cancelled');
    expect((await get(other, `/api/facebook/callback?code=code-for-korero&state=${theirs.state}`)).body).toContain('has expired');
    expect((await get(other, '/api/facebook/status')).body.data.connected).toBe(false);
  });

  it('lets an owner with several Pages choose one', async () => {
    graph.pages = [
      { id: '2020', name: 'Tama Builders' },
      { id: '2021', name: 'Tama Builders Wairarapa' },
    ];
    try {
      const { state } = await startLogin(other);
      const choose = await get(other, `/api/facebook/callback?code=code-for-korero&state=${state}`);
      expect(choose.body).toContain('Choose your Page');
      const link = /href="(\/api\/facebook\/choose\?[^"]+page=2021)"/.exec(choose.body)![1]!.replace(/&amp;/g, '&');
      const chosen = await get(other, link);
      expect(chosen.body, JSON.stringify(chosen)).toContain('Tama Builders Wairarapa');
      expect((await get(other, '/api/facebook/status')).body.data).toMatchObject({ connected: true, pageId: '2021' });
      expect((await get(other, link)).body).toContain('has expired');
    } finally {
      graph.pages = [{ id: '1010', name: 'Rangi Plumbing' }];
    }
  });
});

describe('the people who messaged the Page', () => {
  it('finds them by name (2 characters or more), with whether Meta lets the Page message them now', async () => {
    expect((await get(owner, '/api/facebook/users?q=a')).status).toBe(400);
    const { data } = (await get(owner, '/api/facebook/users?q=aroha')).body;
    expect(data).toEqual([
      expect.objectContaining({
        id: '9001',
        name: 'Aroha Ngata',
        canMessage: true,
        reason: null,
        profile_pic: expect.stringContaining('9001'),
      }),
      expect.objectContaining({
        id: '9002',
        name: 'Arohanui Smith',
        canMessage: false,
        reason: expect.stringContaining('over 24 hours ago'),
      }),
    ]);
    expect((await get(t.anonymous() as TestAgent, '/api/facebook/users?q=aroha')).status).toBe(401);
  });
});

describe('the webhook', () => {
  it("answers Meta's verification challenge only with the verify token", async () => {
    const good = await t.anonymous().get(`/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect([good.status, good.body]).toEqual([200, '1158201444']);
    expect((await t.anonymous().get('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1')).status).toBe(403);
  });

  it('records nothing without a good signature', async () => {
    const body = event('m.bad', '9002', 'hi');
    const anon = t.anonymous();
    for (const signature of [undefined, sign(body, 'wrong-secret'), 'sha256=00']) {
      const res = await anon.post('/api/webhooks/facebook', body, {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      });
      expect(res.status).toBe(403);
    }
    const { data } = (await get(owner, '/api/facebook/users?q=arohanui')).body;
    expect(data[0].canMessage).toBe(false);
  });

  it("opens a person's 24-hour window when they write, and honours STOP and START once each", async () => {
    const post = (body: string) =>
      t.anonymous().post('/api/webhooks/facebook', body, { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) });
    expect((await post(event('m.1', '9002', 'Hi, is Thursday ok?'))).body).toBe('EVENT_RECEIVED');
    expect((await get(owner, '/api/facebook/users?q=arohanui')).body.data[0]).toMatchObject({ canMessage: true });

    const stop = event('m.2', '9002', 'STOP');
    await post(stop);
    const optedOut = () => t.kernel.db.withContext(() => t.kernel.get(messagingPort).isOptedOut('messenger', '9002'));
    expect(await optedOut()).toBe(true);
    await post(event('m.3', '9002', 'start'));
    expect(await optedOut()).toBe(false);
    // Meta delivers at least once: the STOP again (same message id) changes nothing.
    expect((await post(stop)).status).toBe(200);
    expect(await optedOut()).toBe(false);
  });
});

describe('sending an invitation by Messenger', () => {
  const invite = (agent: TestAgent, facebookUserId: string, more: { language?: string } = {}) =>
    agent.post('/api/invites', {
      customerName: 'Aroha Ngata',
      jobDescription: 'hot water cylinder',
      jobLocation: 'Petone',
      sendMessenger: true,
      messageChannel: 'messenger',
      facebookUserId,
      consent: true,
      ...more,
    });
  const outbox = () => t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(20));

  it('is for the paid plans', async () => {
    const refused = await invite(owner, '9001');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('needs the Professional plan');
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  });

  it('sends a button template from the Page, with the review link on the button, inside the 24-hour window', async () => {
    const res = await invite(owner, '9001');
    expect(res.status).toBe(201);
    await t.drainJobs();
    const sent = graph.sent.at(-1)!;
    expect(sent).toMatchObject({ pageId: '1010', psid: '9001', url: `${res.body.data.reviewUrl}` });
    expect(sent.text).toMatch(/^Kia ora Aroha, thanks for choosing .* \(hot water cylinder\)\./);
    expect(sent.text).toContain('Reply STOP');
    expect(sent.text).not.toContain('http');
    expect(sent.title).toBe('Leave a review');
    expect((await outbox()).find((m) => m.channel === 'messenger')).toMatchObject({ status: 'sent', to: '9001' });
  });

  it("is in the invitation's language (issue 48): te reo, or with 'both' the English note that opens with Kia ora", async () => {
    const sentIn = async (language: string) => {
      expect((await invite(owner, '9001', { language })).status).toBe(201);
      await t.drainJobs();
      return graph.sent.at(-1)!;
    };
    const teReo = await sentIn('mi');
    expect(teReo.text).toMatch(/^Kia ora Aroha, ngā mihi i kōwhiri koe i a .* \(hot water cylinder\)\./);
    // STOP stays the word to reply: it is what the webhook reads as an opt-out, in any language.
    expect(teReo.text).toContain('Tuhia mai STOP kia kore ai ēnei e tae mai anō.');
    expect(teReo.text).not.toMatch(/thanks|Reply|Tap/);
    expect(teReo.title).toBe('Tukuna he arotake');
    // 'both', as a text in both: the te reo greeting ("Kia ora") with the English words, since a note in each would
    // say everything twice.
    const both = await sentIn('both');
    expect(both.text).toMatch(/^Kia ora Aroha, thanks for choosing .* \(hot water cylinder\)\./);
    expect(both.title).toBe('Leave a review');
    const english = await sentIn('en');
    expect(english.text).toContain('Reply STOP to get no more of these.');
    expect(english.title).toBe('Leave a review');
  });

  it('is refused, and nothing goes through Messenger, while an administrator has it switched off; then works again', async () => {
    const admin = t.kernel.get(modulesPort);
    const sentBefore = graph.sent.length;
    expect(await admin.setEnabled('messenger', false, null)).toEqual({ ok: true });
    try {
      // The form offers no Messenger: the profile says it is not connected, as on a Korero without the module.
      expect((await owner.get('/api/profile')).body.data).toMatchObject({ messengerEnabled: false, facebookPageId: null });
      // The same refusal as on a Korero without the module: the invitations module finds no Messenger to ask.
      const refused = await invite(owner, '9001');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: 'Connect your Facebook Page in Settings before sending by Messenger.',
        fields: { sendMessenger: 'Facebook Not Connected' },
      });
      await t.drainJobs();
      expect(graph.sent.length).toBe(sentBefore);
    } finally {
      expect(await admin.setEnabled('messenger', true, null)).toEqual({ ok: true });
    }
    expect((await owner.get('/api/profile')).body.data).toMatchObject({ messengerEnabled: true, facebookPageId: '1010' });
    const res = await invite(owner, '9001');
    expect(res.status).toBe(201);
    await t.drainJobs();
    expect(graph.sent.at(-1)).toMatchObject({ pageId: '1010', psid: '9001', url: res.body.data.reviewUrl });
  });

  it('refuses before sending when the person last wrote over 24 hours ago, saying why', async () => {
    graph.conversations.push({ psid: '9004', name: 'Mere Parata', lastMessageAt: hoursAgo(40) });
    const res = await invite(owner, '9004');
    expect(res.status).toBe(400);
    expect(res.body.fields.facebookUserId).toContain('over 24 hours ago');
  });

  it('retries when Facebook has a passing fault', async () => {
    graph.send = 'transient';
    const before = graph.sent.length;
    expect((await invite(owner, '9003')).status).toBe(201);
    await t.drainJobs();
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000));
    await t.drainJobs();
    expect(graph.sent.length).toBe(before + 1);
    expect(graph.sent.at(-1)!.psid).toBe('9003');
  });

  it('marks the connection broken when Facebook no longer accepts the token, and tells the owner', async () => {
    graph.send = 'expired';
    try {
      expect((await invite(owner, '9001')).status).toBe(201);
      await t.drainJobs();
    } finally {
      graph.send = 'ok';
    }
    const failed = (await outbox()).find((m) => m.channel === 'messenger' && m.status === 'failed')!;
    expect(failed.error).toContain('connect the Page again in Settings');
    expect((await get(owner, '/api/facebook/status')).body.data).toMatchObject({
      connected: false,
      problem: expect.stringContaining('Connect it again'),
    });
    expect((await invite(owner, '9001')).status).toBe(409);
    // Connecting again mends it.
    const { state } = await startLogin(owner);
    await get(owner, `/api/facebook/callback?code=code-for-korero&state=${state}`);
    expect((await get(owner, '/api/facebook/status')).body.data).toMatchObject({ connected: true, problem: null });
  });

  it('does not send an invitation queued before the person replied STOP, and records it as refused', async () => {
    graph.conversations.push({ psid: '9005', name: 'Hemi Walker', lastMessageAt: hoursAgo(1) });
    const before = graph.sent.length;
    const res = await invite(owner, '9005');
    expect(res.status).toBe(201);
    const stop = event('m.late-stop', '9005', 'STOP');
    const answered = await t
      .anonymous()
      .post('/api/webhooks/facebook', stop, { 'content-type': 'application/json', 'x-hub-signature-256': sign(stop) });
    expect(answered.body).toBe('EVENT_RECEIVED');
    await t.drainJobs();
    expect(graph.sent.slice(before).some((m) => m.psid === '9005')).toBe(false);
    const row = (await outbox()).find((m) => m.channel === 'messenger' && m.to === '9005')!;
    expect(row).toMatchObject({ status: 'refused', sentAt: null });
    expect(row.error).toMatch(/opted out before the message went/);
  });
});

describe('the owner’s data', () => {
  it('exports the Page’s name and id, never its token, and account deletion unsubscribes the Page at Meta', async () => {
    const exported = await get(other, '/api/account/export');
    expect(JSON.stringify(exported.body)).toContain('Tama Builders Wairarapa');
    expect(JSON.stringify(exported.body)).not.toMatch(/page-token|token_sealed|v1\./);
    graph.pages = [{ id: '2021', name: 'Tama Builders Wairarapa' }];
    try {
      expect((await other.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    } finally {
      graph.pages = [{ id: '1010', name: 'Rangi Plumbing' }];
    }
    const unsubscribed = graph.calls.find((c) => c.method === 'DELETE' && c.path.endsWith('/2021/subscribed_apps'));
    expect(unsubscribed?.authorization).toBe('Bearer page-token-2021');
    const left = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from messenger_connection where business_id = ?', [other.userId]),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe('disconnecting', () => {
  it('forgets the Page and its token, and no answer ever carried a token', async () => {
    expect((await owner.post('/api/facebook/disconnect')).body).toEqual({ success: true });
    expect(graph.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/1010/subscribed_apps'))).toBe(true);
    expect((await get(owner, '/api/facebook/status')).body.data.connected).toBe(false);
    expect((await get(owner, '/api/facebook/users?q=aroha')).status).toBe(409);
    expect(answers.join('\n')).not.toMatch(/page-token|short-user-token/);
    // The log has every request (the callbacks among them) and the connection's events, but no token, code or state.
    const log = logLines.join('');
    expect(log).toContain('/api/facebook/callback?code=%5Bredacted%5D&state=%5Bredacted%5D');
    expect(log).toContain('Facebook Page connected');
    expect(log).not.toMatch(/page-token|short-user-token|code-for-korero|app-secret/);
  });
});
