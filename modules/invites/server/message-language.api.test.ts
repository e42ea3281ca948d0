import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// Issue 48: the emails, the reminder texts and the unsubscribe page follow the invitation's language.

// Tuesday 24 November 2026, 11:00 in New Zealand.
const NOW = '2026-11-23T22:00:00Z';
let t: TestKernel;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  t = await startTestKernel({ now: NOW });
  await t.runSchedules(); // the reminder schedule is first seen now
});
afterAll(async () => t?.close());

async function owner(name: string): Promise<TestAgent & { userId: string }> {
  const agent = await t.signUp(name);
  await agent.patch('/api/profile', { businessName: `${name} Plumbing`, email: `${name}@nz.example` });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  return agent;
}

let phones = 0;
/** An invitation by email and text in `language`; its messages, read from the outbox. */
async function invite(agent: TestAgent, language: string) {
  const n = ++phones;
  const res = await agent.post('/api/invites', {
    customerName: 'Mere Parata',
    customerEmail: `mere${n}.${language}@nz.example`,
    customerPhone: `021 555 03${String(n).padStart(2, '0')}`,
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
    sendEmail: true,
    sendSms: true,
    consent: true,
    language,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.kernel.db.withContext(() =>
    t.kernel.db.em.execute<Array<{ id: string }>>('select id from invites_invitation where token = ?', [res.body.data.inviteToken]),
  );
  return row!.id;
}

const messages = (id: string, purpose: string) =>
  t.kernel.db.withContext(async () => (await t.kernel.get(messagingPort).byReference(id)).filter((m) => m.purpose === purpose));
const emailOf = async (id: string, purpose: string) => (await messages(id, purpose)).find((m) => m.channel === 'email')!;
const textOf = async (id: string, purpose: string) => (await messages(id, purpose)).find((m) => m.channel === 'sms')!.text;

async function sweepAt(when: string) {
  t.clock.set(new Date(when));
  await t.kernel.db.withContext(() =>
    t.kernel.db.em.execute(`update core_job_schedule set next_run_at = ? where name = 'invites.reminderSweep'`, [new Date(when)], 'run'),
  );
  await t.runSchedules();
  await t.drainJobs();
}

describe("messages in the invitation's language (issue 48)", () => {
  let ids: Record<'en' | 'mi' | 'both', string>;

  beforeAll(async () => {
    const rangi = await owner('rangi');
    ids = { en: await invite(rangi, 'en'), mi: await invite(rangi, 'mi'), both: await invite(rangi, 'both') };
  });

  it('sends the invitation email in English, te reo, or te reo then English', async () => {
    const en = await emailOf(ids.en, 'invite');
    expect(en.subject).toBe('rangi Plumbing would love your feedback');
    expect(en.text).toMatch(/^Kia ora Mere,\n\nThanks for choosing rangi Plumbing \(Hot water cylinder\)\. How did it go\?/);
    expect(en.text).toContain("Don't want these emails? http");

    const mi = await emailOf(ids.mi, 'invite');
    expect(mi.subject).toBe('Kei te pīrangi a rangi Plumbing ki ō whakaaro');
    expect(mi.text).toContain('Ngā mihi i kōwhiri koe i a rangi Plumbing (Hot water cylinder). I pēhea te mahi?');
    expect(mi.text).toMatch(/Tukuna ō whakaaro: http\S+/);
    expect(mi.text).toContain('Kāore koe e pīrangi ki ēnei īmēra? http');
    for (const english of ['Thanks for choosing', 'Share your feedback', "Don't want"]) expect(mi.text).not.toContain(english);

    const both = await emailOf(ids.both, 'invite');
    expect(both.subject).toBe('Kei te pīrangi a rangi Plumbing ki ō whakaaro / rangi Plumbing would love your feedback');
    expect(both.text.indexOf('Ngā mihi i kōwhiri')).toBeGreaterThanOrEqual(0);
    expect(both.text.indexOf('Ngā mihi i kōwhiri')).toBeLessThan(both.text.indexOf('Thanks for choosing'));
    expect(both.text.indexOf('Tukuna ō whakaaro:')).toBeLessThan(both.text.indexOf('Share your feedback:'));
  });

  it('sends the reminders, email and text, in the same language', async () => {
    await sweepAt('2026-11-26T23:00:00Z'); // three days and an hour on, 12:00 in New Zealand
    expect((await emailOf(ids.en, 'reminder')).subject).toBe('A reminder: rangi Plumbing would love your feedback');
    expect((await emailOf(ids.mi, 'reminder')).subject).toBe('He whakamaumahara: kei te pīrangi a rangi Plumbing ki ō whakaaro');
    expect((await emailOf(ids.mi, 'reminder')).text).toContain('He whakamaumahara poto: ngā mihi i kōwhiri koe i a rangi Plumbing');
    expect((await emailOf(ids.both, 'reminder')).subject).toBe(
      'He whakamaumahara: kei te pīrangi a rangi Plumbing ki ō whakaaro / A reminder: rangi Plumbing would love your feedback',
    );

    expect(await textOf(ids.en, 'reminder')).toMatch(
      /^Kia ora Mere, a quick reminder from rangi Plumbing: how did Hot water cylinder go\? http\S+ Reply STOP to opt out\.$/,
    );
    expect(await textOf(ids.mi, 'reminder')).toMatch(
      /^Kia ora Mere, he whakamaumahara poto nā rangi Plumbing: i pēhea a Hot water cylinder\? http\S+ Reply STOP to opt out\.$/,
    );
    // 'both' is the te reo greeting with the English text, as an invitation's: the English text opens with "Kia ora".
    expect(await textOf(ids.both, 'reminder')).toMatch(/^Kia ora Mere, a quick reminder from rangi Plumbing: how did/);
  });

  it("opens the unsubscribe page in the email's language, with a switch to the other, and unsubscribes in it", async () => {
    const link = (text: string) => /Kāore koe e pīrangi ki ēnei īmēra\? (\S+)/.exec(text)![1]!;
    const url = new URL(link((await emailOf(ids.mi, 'invite')).text));
    const token = url.searchParams.get('token')!;

    const page = await t.anonymous().get(`/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="mi">');
    expect(page.body).toContain('Me mutu ngā tono arotake?');
    expect(page.body).toContain(`Ka kore e tukuna anō ki a mere2.mi@nz.example ngā īmēra tono arotake mā Korero.`);
    expect(page.body).toContain('action="/unsubscribe?lang=mi"');
    expect(page.body).toContain(`<a lang="en-NZ" href="/unsubscribe?token=${token}&amp;lang=en"`);
    expect(page.body).not.toContain('Stop review invitations?');

    const english = await t.anonymous().get(`/unsubscribe?token=${token}&lang=en`);
    expect(english.body).toContain('<html lang="en-NZ">');
    expect(english.body).toContain('Stop review invitations?');
    expect(english.body).toContain('>Te reo Māori</a>');
    // A language Korero does not speak is ignored, not refused: the link's own is used.
    expect((await t.anonymous().get(`/unsubscribe?token=${token}&lang=fr`)).body).toContain('Me mutu ngā tono arotake?');

    const done = await t.anonymous().request('POST', '/unsubscribe?lang=mi', `token=${token}`, form);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Kua mutu ngā īmēra ki a koe');
    expect(done.body).toContain('action="/unsubscribe/undo?lang=mi"');
    const undoToken = /name="token" value="([^"]+)"/.exec(done.body as string)![1]!;
    const undone = await t.anonymous().request('POST', '/unsubscribe/undo?lang=mi', `token=${undoToken}`, form);
    expect(undone.status).toBe(200);
    expect(undone.body).toContain('Ka tukuna mai anō ngā īmēra');
  });

  it("draws both languages on the page for 'both', te reo first, each marked", async () => {
    const link = /Don't want these emails\? (\S+)/.exec((await emailOf(ids.both, 'invite')).text)![1]!;
    const page = (await t.anonymous().get(new URL(link).pathname + new URL(link).search)).body as string;
    expect(page).toContain('<span lang="mi">Me mutu ngā tono arotake?</span><br><span lang="en-NZ">Stop review invitations?</span>');
    expect(page.indexOf('<p lang="mi">')).toBeLessThan(page.indexOf('<p lang="en-NZ">'));
    // An invalid link's page is in English: nothing says which language it came in.
    const bad = await t.anonymous().get('/unsubscribe?token=nope');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('This link is not valid');
  });
});

describe("where the details came from, in the invitation's language (issue 48)", () => {
  const EN = {
    sms: "We got your number from kauri Plumbing's own software.",
    email: "Korero got your email address from kauri Plumbing's own software.",
  };
  const MI = {
    sms: 'I whiwhi mātou i tō nama waea mai i te pūnaha ake o kauri Plumbing.',
    email: 'I whiwhi a Korero i tō wāhitau īmēra mai i te pūnaha ake o kauri Plumbing.',
  };
  let sent: (language: string) => Promise<{ text: string; email: string }>;

  beforeAll(async () => {
    const kauri = await owner('kauri');
    // Sent with an API key: Korero did not get the details from the customer, so each first message says where from.
    const key = (await kauri.post('/api/api-keys', { name: 'Booking app', scopes: ['invites:write'] })).body.data.key as string;
    let n = 0;
    sent = async (language) => {
      n++;
      const res = await t.anonymous().post(
        '/api/invites',
        {
          customerName: 'Hemi Walker',
          customerEmail: `hemi${n}@customer.example`,
          customerPhone: `021 555 04${String(n).padStart(2, '0')}`,
          jobDescription: 'Heat pump service',
          jobLocation: 'Karori',
          sendEmail: true,
          sendSms: true,
          consent: true,
          language,
        },
        { authorization: `Bearer ${key}` },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await t.kernel.db.withContext(() =>
        t.kernel.db.em.execute<Array<{ id: string }>>('select id from invites_invitation where token = ?', [res.body.data.inviteToken]),
      );
      return { text: await textOf(row!.id, 'invite'), email: (await emailOf(row!.id, 'invite')).text };
    };
  });

  it('says it in English for an English invitation', async () => {
    const { text, email } = await sent('en');
    expect(text).toContain(`${EN.sms} Reply STOP to opt out.`);
    expect(email).toContain(`\n${EN.email}\n`);
    expect(text + email).not.toContain('I whiwhi');
  });

  it('says it in te reo for a te reo one, in the text and the email', async () => {
    const { text, email } = await sent('mi');
    expect(text).toMatch(/^Kia ora mai i Korero! /);
    expect(text).toContain(`${MI.sms} Reply STOP to opt out.`);
    expect(email).toContain(`\n${MI.email}\n`);
    expect(text + email).not.toMatch(/got your (number|email address)/);
  });

  it("with 'both', says it in te reo then English in the email, and in English in the text (te reo greeting, English text)", async () => {
    const { text, email } = await sent('both');
    expect(text).toMatch(/^Kia ora mai i Korero! /);
    expect(text).toContain(`${EN.sms} Reply STOP to opt out.`);
    expect(text).not.toContain('I whiwhi');
    expect(email).toContain(`\n${MI.email}\n${EN.email}\n`);
  });
});
