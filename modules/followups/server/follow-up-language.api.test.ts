import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// A stand-in for the built customer page (web/customer), as the lean page's own test has.
const INDEX =
  '<!doctype html><html lang="en-NZ"><head><title>Your conversation · Korero</title></head><body><div id="root"></div></body></html>';

let t: TestKernel;
let dir: string;
let owner: TestAgent & { userId: string };
let people = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-follow-up-reo-'));
  mkdirSync(path.join(dir, 'followups', 'customer'), { recursive: true });
  writeFileSync(path.join(dir, 'followups', 'customer', 'index.html'), INDEX);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups'],
    // 9:00 on Monday 7 December 2026 in Auckland.
    now: '2026-12-06T20:00:00Z',
    env: { PUBLIC_URL: 'https://korero.nz.example' },
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
  owner = await t.signUp('reofollow');
  await owner.patch('/api/profile', { businessName: 'Reo Plumbing', email: 'office@reo-plumbing.example' });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sentTo = async (to: string) => {
  const recent = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(20));
  return recent.find((m) => m.to === to)!;
};

/** A follow-up on an invitation in `language` (or the business's choice), answered by the owner by email and by text. */
async function conversationIn(language: 'en' | 'mi' | 'both' | null) {
  people += 1;
  const email = `aroha${people}@customer.example`;
  const invite = await owner.post('/api/invites', {
    customerName: 'Aroha Smith',
    customerEmail: email,
    customerPhone: `021 555 03${String(people).padStart(2, '0')}`,
    jobDescription: 'Heat pump',
    jobLocation: 'Ōtaki',
    ...(language ? { language } : {}),
  });
  expect(invite.status).toBe(201);
  const answer = await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 2,
    generatedReview: 'The heat pump still rattles.',
    reviewDestination: 'private',
    consent: true,
  });
  expect(answer.status).toBe(200);
  await t.drainJobs();
  const list = (await owner.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>;
  const followUp = list.find((f) => f.submissionId === answer.body.data.submissionId)!;
  const words = 'Sorry Aroha, we will come back on Thursday to fix the rattle.';
  expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: words })).status).toBe(201);
  const mail = await sentTo(email);
  expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'sms', body: words })).status).toBe(201);
  const recent = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(1));
  const token = /\/follow-up\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  return { id: followUp.id, words, mail, sms: recent[0]!.text, token };
}

describe("a follow-up in its customer's language (issue 48)", () => {
  it("answers a te reo invitation's customer in te reo: the email's words round the owner's, the text's greeting, the page", async () => {
    const { id, words, mail, sms, token } = await conversationIn('mi');
    expect(mail.subject).toBe('He karere nā Reo Plumbing');
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('Pānuitia te kōrero katoa, ka whakautu ai ki https://korero.nz.example/follow-up/');
    expect(mail.text).not.toMatch(/Read the whole conversation|does not read replies/);
    // The owner's words go as written; Korero's greeting in te reo comes first.
    expect(sms).toMatch(new RegExp(`^Kia ora! Reo Plumbing: ${words}\\nhttps://korero\\.nz\\.example/f/[A-Za-z0-9_-]{16}$`));
    // The owner's reply box is told, to count the text as it goes.
    expect((await owner.get(`/api/follow-ups/${id}`)).body.data.smsGreeting).toBe('Kia ora! ');

    const page = await t.anonymous().get(`/api/follow-up/${token}`);
    expect(page.body.data.language).toBe('mi');
    const html = String((await t.anonymous().get(`/follow-up/${token}`)).body);
    expect(html).toMatch(/^<!doctype html><html lang="mi">/);
    expect(html).toContain('<title>Reo Plumbing · Korero</title>');
    // ?lang= switches from the first byte.
    expect(String((await t.anonymous().get(`/follow-up/${token}?lang=en`)).body)).toContain('<html lang="en-NZ">');
  });

  it('answers in both: te reo first, then English, each whole; a text has the te reo greeting and the owner’s words', async () => {
    const { words, mail, sms, token } = await conversationIn('both');
    expect(mail.subject).toBe('He karere nā Reo Plumbing / A message from Reo Plumbing');
    const teReo = mail.text.indexOf('Pānuitia te kōrero katoa');
    const english = mail.text.indexOf('Read the whole conversation and answer at');
    expect(teReo).toBeGreaterThan(mail.text.indexOf(words));
    expect(english).toBeGreaterThan(teReo);
    expect(mail.text).toContain('(Or just reply to Reo Plumbing there; this address does not read replies.)');
    expect(sms.startsWith(`Kia ora! Reo Plumbing: ${words}\n`)).toBe(true);
    expect((await t.anonymous().get(`/api/follow-up/${token}`)).body.data.language).toBe('both');
    expect(String((await t.anonymous().get(`/follow-up/${token}`)).body)).toContain('<html lang="mi">');
  });

  it("keeps English for an English invitation, and follows the business's choice when the invitation named none", async () => {
    const english = await conversationIn('en');
    expect(english.mail.subject).toBe('A message from Reo Plumbing');
    expect(english.mail.text).not.toMatch(/Pānuitia/);
    expect(english.sms.startsWith(`Reo Plumbing: ${english.words}\n`)).toBe(true);
    expect((await owner.get(`/api/follow-ups/${english.id}`)).body.data.smsGreeting).toBe('');
    expect(String((await t.anonymous().get(`/follow-up/${english.token}`)).body)).toContain('<html lang="en-NZ">');

    await owner.put('/api/business/language', { language: 'mi' });
    const byDefault = await conversationIn(null);
    expect(byDefault.mail.subject).toBe('He karere nā Reo Plumbing');
    await owner.put('/api/business/language', { language: 'en' });
    // Kept with the invitation: the follow-up stays in te reo after Settings changes.
    expect((await t.anonymous().get(`/api/follow-up/${byDefault.token}`)).body.data.language).toBe('mi');
  });

  it('draws a wrong link in the language ?lang= asks for', async () => {
    const html = String((await t.anonymous().get(`/follow-up/${'x'.repeat(43)}?lang=mi`)).body);
    expect(html).toContain('<html lang="mi">');
    expect(html).toContain('<title>Tō kōrero · Korero</title>');
    expect(html).not.toContain('korero-follow-up');
  });
});
