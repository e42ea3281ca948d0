import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { smsLength } from '@korero/core/contract';

let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites'], env: { PUBLIC_URL: 'https://korero.nz.example' } });
});
afterAll(() => t?.close());

const link = (o: Record<string, unknown> = {}) => ({
  customerName: 'Aroha Smith',
  jobDescription: 'Heat pump',
  jobLocation: 'Ōtaki',
  ...o,
});
const languageOf = async (token: string) => (await t.anonymous().get(`/api/invites/token/${token}`)).body.data.language as string;

describe("an invitation's language (issue 48)", () => {
  it("is the business's choice in Settings unless the invitation names one, and its customer's page is told", async () => {
    const owner = await t.signUp('reo');
    expect((await owner.get('/api/profile')).body.data.customerLanguage).toBe('en');
    const plain = await owner.post('/api/invites', link());
    expect(await languageOf(plain.body.data.inviteToken)).toBe('en');

    const set = await owner.put('/api/business/language', { language: 'both' });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ language: 'both' });
    expect((await owner.get('/api/profile')).body.data.customerLanguage).toBe('both');
    const byDefault = await owner.post('/api/invites', link());
    expect(await languageOf(byDefault.body.data.inviteToken)).toBe('both');

    const named = await owner.post('/api/invites', link({ language: 'mi' }));
    expect(named.status).toBe(201);
    expect(await languageOf(named.body.data.inviteToken)).toBe('mi');
    // The privacy notice's sentence on where the details came from is in the invitation's language too.
    expect((await t.anonymous().get(`/api/invites/token/${named.body.data.inviteToken}`)).body.data.contactSource).toBe(
      'Nā reo o te pakihi i tuhi ōu taipitopito, kia pātai ai mō tō mahi.',
    );
    // Kept with the invitation: changing Settings later does not change what was sent.
    await owner.put('/api/business/language', { language: 'en' });
    expect(await languageOf(named.body.data.inviteToken)).toBe('mi');
    expect(await languageOf(byDefault.body.data.inviteToken)).toBe('both');
  });

  it('refuses a language Korero does not speak, saying which it does', async () => {
    const owner = await t.signUp('reo2');
    const res = await owner.post('/api/invites', link({ language: 'fr' }));
    expect(res.status).toBe(400);
    expect(res.body.fields.language).toBe("language must be 'en', 'mi' or 'both'");
    const settings = await owner.put('/api/business/language', { language: 'de' });
    expect(settings.status).toBe(400);
    expect((await owner.put('/api/business/language', {})).status).toBe(400);
  });

  it("texts in te reo, or the te reo greeting with the English text for both, its parts counted as every text's are", async () => {
    const owner = await t.signUp('reotext');
    await owner.patch('/api/profile', { businessName: 'Reo Plumbing', email: 'reo@plumbing.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    const textFor = async (language: string, phone: string) => {
      const res = await owner.post('/api/invites', link({ language, customerPhone: phone, sendSms: true, consent: true }));
      expect(res.status).toBe(201);
      const [sms] = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(1));
      return sms!.text;
    };
    const teReo = await textFor('mi', '021 555 0201');
    expect(teReo).toMatch(/^Kia ora mai i Korero! I pēhea a Reo Plumbing \(Heat pump\)\? Arotake: https:\/\/\S+ Reply STOP to opt out\.$/);
    // The macron makes it UCS-2 (70 characters a part): counted so, as any text is.
    expect(smsLength(teReo).encoding).toBe('UCS-2');
    const both = await textFor('both', '021 555 0202');
    expect(both).toMatch(/^Kia ora mai i Korero! How was Reo Plumbing \(Heat pump\)\? Review: https:\/\/\S+ Reply STOP to opt out\.$/);
    expect(await textFor('en', '021 555 0203')).toMatch(/^Hi from Korero! How was Reo Plumbing/);
  });

  it("sends an owner's own te reo text for te reo, checked by the English text's rules; both and English keep the English one", async () => {
    const owner = await t.signUp('reoown');
    await owner.patch('/api/profile', { businessName: 'Own Plumbing', email: 'own@plumbing.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    const english = 'Hi from Korero! Thanks from Own Plumbing for [job] with [business name]. [link] Reply STOP to opt out.';
    const own = 'Kia ora mai i Korero! Ngā mihi mō [job], nā [business name]. [link]';
    const save = (customSmsMessageMi: unknown) => owner.put('/api/profile', { customSmsMessage: english, customSmsMessageMi });

    // Professional fixes the greeting: Korero's, in te reo.
    const unbranded = await save('Kia ora! [job] [business name] [link]');
    expect(unbranded.status).toBe(400);
    expect(unbranded.body.fields.customSmsMessageMi).toBe(
      'On the Professional plan the te reo message must start with "Kia ora mai i Korero!"',
    );
    const noLink = await save('Kia ora mai i Korero! [job] [business name]');
    expect(noLink.status).toBe(400);
    expect(noLink.body.fields.customSmsMessageMi).toBe('Te reo SMS message must include [link]');
    const long = await save(`Kia ora mai i Korero! [job] [business name] [link] ${'ā'.repeat(120)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields.customSmsMessageMi).toMatch(/^Te reo SMS message must not exceed 160 characters/);
    expect((await save(42)).status).toBe(400);

    const saved = await save(own);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.customSmsMessageMi).toBe(`${own} Reply STOP to opt out.`);
    expect((await owner.get('/api/profile')).body.data.customSmsMessageMi).toBe(`${own} Reply STOP to opt out.`);

    const textFor = async (language: string, phone: string) => {
      const res = await owner.post('/api/invites', link({ language, customerPhone: phone, sendSms: true, consent: true }));
      expect(res.status).toBe(201);
      const [sms] = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(1));
      return sms!.text;
    };
    expect(await textFor('mi', '021 555 0211')).toMatch(
      /^Kia ora mai i Korero! Ngā mihi mō Heat pump, nā Own Plumbing\. https:\/\/\S+ Reply STOP to opt out\.$/,
    );
    expect(await textFor('both', '021 555 0212')).toMatch(
      /^Kia ora mai i Korero! Thanks from Own Plumbing for Heat pump with Own Plumbing\. https:\/\/\S+ Reply STOP to opt out\.$/,
    );
    expect(await textFor('en', '021 555 0213')).toMatch(/^Hi from Korero! Thanks from Own Plumbing/);

    // Removed: te reo invitations send the owner's English words with Korero's te reo greeting, as before.
    const cleared = await save(null);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.customSmsMessageMi).toBeNull();
    expect(await textFor('mi', '021 555 0214')).toMatch(/^Kia ora mai i Korero! Thanks from Own Plumbing for Heat pump/);
  });

  it("refuses an owner's te reo text on Free, where the text is Korero's", async () => {
    const owner = await t.signUp('reofree');
    const res = await owner.put('/api/profile', { customSmsMessageMi: 'Kia ora mai i Korero! [job] [business name] [link]' });
    expect(res.status).toBe(403);
    expect(res.body.fields.customSmsMessageMi).toBe('Custom SMS text needs the Professional plan.');
  });
});
