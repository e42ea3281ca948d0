import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, messagingPort, type TierId } from '@korero/core/sdk';
import { smsLength } from '@korero/core/contract';

/**
 * Texts on a real domain (issue 32): with the default text, a 40-character business name and a 40-character job, an
 * SMS invitation is always created, and its text is what the owner's rule for long texts says
 * (docs/decisions/0017-sms-length-and-short-links.md).
 */
let t: TestKernel;
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const PUBLIC_URL = 'https://app.korero.co.nz';
const NAME_40 = "Mike's Plumbing & Drainage of Wellington";
const MACRON_40 = 'Tāmaki Plumbing & Drainage of Wellington';
const JOB_40 = 'Blocked drain cleared, downpipe replaced';

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites'], now: '2026-11-22T21:00:00Z', env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

async function owner(username: string, businessName: string, tier: TierId = 'professional') {
  const agent = await t.signUp(username);
  expect((await agent.patch('/api/profile', { businessName, email: `${username}@biz.example` })).status).toBe(200);
  await ctx(() => t.kernel.get(billingPort).update(agent.userId, { tier, status: 'active' }));
  return agent;
}

let phone = 1000;
/** Sends one SMS invitation; answers the text that went and its invitation's short code. */
async function sendSms(agent: TestAgent, jobDescription: string) {
  const res = await agent.post('/api/invites', {
    customerName: 'Aroha Smith',
    customerPhone: `021 700 ${phone++}`,
    jobDescription,
    jobLocation: 'Petone',
    sendSms: true,
    consent: true,
  });
  expect(res.status).toBe(201);
  const [sms] = await ctx(() => t.kernel.get(messagingPort).recent(1));
  const [row] = await t.kernel.db.direct<Array<{ short_code: string }>>('select short_code from invites_invitation where token = ?', [
    res.body.data.inviteToken,
  ]);
  return { text: sms!.text, code: row!.short_code, token: res.body.data.inviteToken as string };
}

const smsUsed = async (agent: TestAgent) => (await agent.get('/api/invites/usage')).body.data.smsThisMonth as number;

describe('the default text with a 40-character name and a 40-character job', () => {
  it('names are 40 characters', () => {
    expect([NAME_40.length, MACRON_40.length, JOB_40.length]).toEqual([40, 40, 40]);
  });

  it('shortens the job to keep one text (the default rule), and the review page keeps the job whole', async () => {
    const mike = await owner('mikeshort', NAME_40);
    expect((await mike.get('/api/profile')).body.data).toMatchObject({ smsLongText: 'shorten', smsLinkLength: 43 });
    const { text, code, token } = await sendSms(mike, JOB_40);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(text).toBe(`Hi from Korero! How was ${NAME_40} (Blocked drain...)? Review: ${PUBLIC_URL}/r/${code} Reply STOP to opt out.`);
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(await smsUsed(mike)).toBe(1);
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).body.data.jobDescription).toBe(JOB_40);
  });

  it('sends the whole text as two, counted as two, when the owner chose that', async () => {
    const mike = await owner('mikesplit', NAME_40);
    const chose = await mike.put('/api/profile/sms-long-text', { smsLongText: 'split' });
    expect(chose.status).toBe(200);
    expect(chose.body.data).toEqual({ smsLongText: 'split' });
    expect((await mike.get('/api/profile')).body.data.smsLongText).toBe('split');
    const { text, code } = await sendSms(mike, JOB_40);
    expect(text).toBe(`Hi from Korero! How was ${NAME_40} (${JOB_40})? Review: ${PUBLIC_URL}/r/${code} Reply STOP to opt out.`);
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(await smsUsed(mike)).toBe(2);
  });

  it('with a macron in the name the text is UCS-2: the fewest texts it can be, counted as such, under either rule', async () => {
    const tamaki = await owner('tamakishort', MACRON_40);
    const short = await sendSms(tamaki, JOB_40);
    // UCS-2 holds 67 a segment once split: even a job cut to 12 characters needs three, so the job stays whole in them.
    expect(short.text).toBe(
      `Hi from Korero! How was ${MACRON_40} (${JOB_40})? Review: ${PUBLIC_URL}/r/${short.code} Reply STOP to opt out.`,
    );
    expect(smsLength(short.text)).toMatchObject({ encoding: 'UCS-2', segments: 3 });
    expect(await smsUsed(tamaki)).toBe(3);
    // A longer job: shortened to stay at three.
    const longer = await sendSms(tamaki, `${JOB_40} and the gully trap rebuilt by the back door`);
    expect(smsLength(longer.text)).toMatchObject({ encoding: 'UCS-2', segments: 3 });
    expect(longer.text).toContain('…');
    expect(await smsUsed(tamaki)).toBe(6);

    const split = await owner('tamakisplit', MACRON_40);
    await split.put('/api/profile/sms-long-text', { smsLongText: 'split' });
    const whole = await sendSms(split, `${JOB_40} and the gully trap rebuilt by the back door`);
    expect(whole.text).toContain(`${JOB_40} and the gully trap rebuilt by the back door`);
    expect(smsLength(whole.text)).toMatchObject({ encoding: 'UCS-2', segments: 4 });
    expect(await smsUsed(split)).toBe(4);
  });

  it('a 30-character name with a 20-character job fits one text whole', async () => {
    const name = 'Hutt Valley Plumbing & Gas Ltd';
    const job = 'Hot water cylinder !';
    expect([name.length, job.length]).toEqual([30, 20]);
    const hutt = await owner('hutt', name);
    const { text, code } = await sendSms(hutt, job);
    expect(text).toBe(`Hi from Korero! How was ${name} (${job})? Review: ${PUBLIC_URL}/r/${code} Reply STOP to opt out.`);
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it("takes a new name for texts in the very next text (the SMS settings come with the profile's read, dropped on a change)", async () => {
    const whaa = await owner('ngahau', 'Ngā Hau E Whā');
    expect((await sendSms(whaa, 'Leaking tap')).text).toContain('How was Ngā Hau E Whā (Leaking tap)?');
    expect((await whaa.put('/api/business/sms-name', { smsName: 'Nga Hau E Wha' })).status).toBe(200);
    expect((await sendSms(whaa, 'Leaking tap')).text).toContain('How was Nga Hau E Wha (Leaking tap)?');
  });

  it('sends smart punctuation plain, so an iPhone apostrophe does not make the text UCS-2', async () => {
    const curly = await owner('curly', 'Mike’s Plumbing');
    const { text } = await sendSms(curly, 'Blocked drain');
    expect(text).toContain("How was Mike's Plumbing (Blocked drain)?");
    expect(smsLength(text).encoding).toBe('GSM-7');
  });
});

describe('the rule for long texts', () => {
  it('takes only shorten or split, with a sentence a person can act on', async () => {
    const agent = await owner('rulecheck', 'Rule Check Ltd');
    const bad = await agent.put('/api/profile/sms-long-text', { smsLongText: 'truncate' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/shorten.*split/);
    expect((await t.anonymous().put('/api/profile/sms-long-text', { smsLongText: 'split' })).status).toBe(401);
  });

  it('counts a two-segment text as two against the plan, and says so when only one is left', async () => {
    const busy = await owner('busysplit', NAME_40);
    await busy.put('/api/profile/sms-long-text', { smsLongText: 'split' });
    for (let i = 0; i < 14; i++) await sendSms(busy, JOB_40);
    await busy.put('/api/profile/sms-long-text', { smsLongText: 'shorten' });
    await sendSms(busy, JOB_40);
    expect(await smsUsed(busy)).toBe(29);
    await busy.put('/api/profile/sms-long-text', { smsLongText: 'split' });
    const over = await busy.post('/api/invites', {
      customerName: 'Aroha Smith',
      customerPhone: '021 700 9999',
      jobDescription: JOB_40,
      jobLocation: 'Petone',
      sendSms: true,
      consent: true,
    });
    expect(over.status).toBe(403);
    expect(over.body.error).toMatch(/text is 2 SMS long and 1 of the 30 included in Professional for November 2026 is left/);
    expect(over.body.error).toMatch(/shortened to one in Settings/);
    // Shortened to one text, it goes.
    await busy.put('/api/profile/sms-long-text', { smsLongText: 'shorten' });
    await sendSms(busy, JOB_40);
    expect(await smsUsed(busy)).toBe(30);
  });
});

describe('short links', () => {
  it('lead to the review page; unknown codes to its not-found page; long links already sent keep working', async () => {
    const agent = await owner('shortlink', 'Short Link Plumbing');
    const { code, token } = await sendSms(agent, 'Leaking tap');
    const res = await t.anonymous().get(`/r/${code}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/review/${token}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const unknown = await t.anonymous().get('/r/AAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/review/AAAAAAAAAAAAAAAA');
    expect((await t.anonymous().get('/api/invites/token/AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.anonymous().get(`/r/${'x'.repeat(65)}`)).status).toBe(404);
    // The long link (every link sent before short links) answers as it always has.
    expect((await t.anonymous().get(`/api/invites/token/${token}`)).status).toBe(200);
    // Every invitation has its own code.
    const again = await sendSms(agent, 'Leaking tap');
    expect(again.code).not.toBe(code);
  });
});
