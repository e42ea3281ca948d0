import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

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
});
