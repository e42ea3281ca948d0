import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, type TierId } from '@korero/core/sdk';
import { getPreset } from '@korero/config/presets';

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams'] });
  owner = await t.signUp('kiriclean');
  other = await t.signUp('otherbiz');
});
afterAll(() => t?.close());

const setTier = (userId: string, tier: TierId) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(userId, { tier, status: 'active' }));

const validSettings = (overrides: Record<string, unknown> = {}) => {
  const preset = getPreset('cleaning');
  return {
    businessType: 'cleaning',
    customCriteria: JSON.stringify(preset.criteria),
    personalExperiencePrompt: 'Tell us how the clean went',
    personalExperiencePlaceholder: preset.placeholder,
    customSmsMessage: 'Hi from Korero! How did [job] go with [business name]? Tap to review: [link] Reply STOP to opt out.',
    ...overrides,
  };
};

describe('the business profile', () => {
  it('starts with defaults: the general preset, the account email, the default SMS text', async () => {
    const res = await owner.get('/api/profile');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      businessName: null,
      email: 'kiriclean@co-nz.example',
      serviceTypes: '[]',
      businessType: 'general',
      subscriptionTier: 'free',
      smsRule: 'locked',
      username: 'kiriclean',
      isAdmin: false,
      messengerEnabled: false,
    });
    expect(JSON.parse(p.customCriteria)).toEqual(getPreset('general').criteria);
    expect(p.customSmsMessage).toMatch(/^Hi from Korero! .*\[link\] Reply STOP to opt out\.$/);
    for (const placeholder of ['[business name]', '[job]', '[link]']) expect(p.customSmsMessage).toContain(placeholder);
    expect(p.personalExperiencePlaceholder).toBe(getPreset('general').placeholder);
  });

  it('is read without being written: the row is made by the first save', async () => {
    const fresh = await t.signUp('readonly');
    const rows = async () =>
      Number(
        (
          await t.kernel.db.direct<Array<{ n: string }>>('select count(*) as n from business_profile where business_id = ?', [fresh.userId])
        )[0]!.n,
      );
    await t.drainJobs();
    expect((await fresh.get('/api/profile')).body.data).toMatchObject({ businessName: null, email: 'readonly@co-nz.example' });
    expect((await t.anonymous().get(`/api/business/profile/${fresh.userId}`)).body.data).toMatchObject({
      businessName: null,
      businessType: 'general',
    });
    expect(await rows()).toBe(0);
    expect((await fresh.patch('/api/profile', { businessName: 'Read Only Ltd', email: 'readonly@co-nz.example' })).status).toBe(200);
    expect(await rows()).toBe(1);
    expect((await fresh.get('/api/profile')).body.data).toMatchObject({ businessName: 'Read Only Ltd', email: 'readonly@co-nz.example' });
  });

  it('saves the profile, with service types as JSON text, trimmed, deduplicated, blanks dropped', async () => {
    const res = await owner.patch('/api/profile', {
      businessName: '  Kiri Cleaning Co ',
      email: 'Hello@KiriCleaning.example',
      businessPhone: '021 555 0101',
      googlePlaceId: 'ChIJkiriCleaningPlaceId0001',
      serviceTypes: JSON.stringify(['House cleaning', ' ', 'Windows', 'house cleaning', 'End of tenancy']),
      logoUrl: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      businessName: 'Kiri Cleaning Co',
      email: 'hello@kiricleaning.example',
      businessPhone: '021 555 0101',
      googlePlaceId: 'ChIJkiriCleaningPlaceId0001',
      serviceTypes: JSON.stringify(['House cleaning', 'Windows', 'End of tenancy']),
    });
  });

  it("refuses a bad profile with the spec's messages, naming the field", async () => {
    const res = await owner.patch('/api/profile', { businessName: ' ', email: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ businessName: 'Business name is required', email: 'Email is required for subscription features' });
    expect((await owner.patch('/api/profile', { businessName: 'X', email: 'not-an-email' })).body.fields).toEqual({
      email: 'Please enter a valid email address',
    });
    expect((await owner.patch('/api/profile', { businessName: 'X', email: 'a@b.example', serviceTypes: '[not json' })).body.error).toMatch(
      /serviceTypes must be valid JSON/,
    );
    expect((await owner.patch('/api/profile', { businessName: 'X', email: 'a@b.example', googlePlaceId: 'ChIJ<script>' })).status).toBe(
      400,
    );
    expect((await owner.patch('/api/profile', { businessName: 'X', email: 'a@b.example', businessPhone: 'call me maybe' })).status).toBe(
      400,
    );
    expect((await t.anonymous().get('/api/profile')).status).toBe(401);
  });
});

describe('settings', () => {
  it('applies a preset: criteria equal to the template are stored as "use the template"', async () => {
    const res = await owner.put(
      '/api/profile',
      validSettings({ customSmsMessage: (await owner.get('/api/profile')).body.data.customSmsMessage }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      businessType: 'cleaning',
      usesPresetCriteria: true,
      personalExperiencePrompt: 'Tell us how the clean went',
    });
    expect(JSON.parse(res.body.data.customCriteria)).toEqual(getPreset('cleaning').criteria);
  });

  it('keeps valid custom criteria over the preset', async () => {
    const criteria = {
      ...getPreset('cleaning').criteria,
      quality: ['Spotless ovens', 'Gleaming bathrooms', 'Fresh-smelling home', 'Dust-free skirting'],
    };
    const current = (await owner.get('/api/profile')).body.data.customSmsMessage;
    // A customer's page read it just before: the copy kept for those pages must not outlive the change.
    expect(JSON.parse((await t.anonymous().get(`/api/business/profile/${owner.userId}`)).body.data.customCriteria).quality).not.toEqual(
      criteria.quality,
    );
    const res = await owner.put('/api/profile', validSettings({ customCriteria: JSON.stringify(criteria), customSmsMessage: current }));
    expect(res.body.data.usesPresetCriteria).toBe(false);
    expect(JSON.parse(res.body.data.customCriteria).quality).toEqual(criteria.quality);
    const pub = await t.anonymous().get(`/api/business/profile/${owner.userId}`);
    expect(JSON.parse(pub.body.data.customCriteria).quality).toEqual(criteria.quality);
    // Issue 48: Korero's te reo comes only for the phrases still the preset's; the owner's own stay as written.
    const words = pub.body.data.criteriaWords.mi as Record<string, string>;
    expect(words['Trustworthy in our home']).toBe('Ka taea te whakawhirinaki ki a rātou i tō mātou kāinga');
    expect(Object.keys(words)).not.toContain('Spotless ovens');
    expect(Object.keys(words)).toHaveLength(Object.values(criteria).flat().length - criteria.quality.length);
  });

  it('enforces exactly 4 non-empty criteria per category, 8 improvement areas, and the required texts', async () => {
    const preset = getPreset('cleaning').criteria;
    const current = (await owner.get('/api/profile')).body.data.customSmsMessage;
    const bad = {
      ...preset,
      service: ['One', 'Two', 'Three'],
      value: ['a', ' ', 'c', 'd'],
      improvementAreas: preset.improvementAreas.slice(0, 7),
    };
    const res = await owner.put(
      '/api/profile',
      validSettings({ customCriteria: JSON.stringify(bad), personalExperiencePrompt: '', customSmsMessage: current }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'customCriteria.service': 'Must have exactly 4 criteria',
      'customCriteria.value.1': 'Criteria cannot be empty',
      'customCriteria.improvementAreas': 'Must have exactly 8 improvement areas',
      personalExperiencePrompt: 'Personal experience prompt is required',
    });
    const long = { ...preset, quality: ['x'.repeat(51), 'b', 'c', 'd'] };
    expect(
      (await owner.put('/api/profile', validSettings({ customCriteria: JSON.stringify(long), customSmsMessage: current }))).status,
    ).toBe(400);
    expect((await owner.put('/api/profile', validSettings({ businessType: 'bakery', customSmsMessage: current }))).body.fields).toEqual({
      businessType: 'Business type is required',
    });
  });

  it('locks the SMS text on Free: a change is refused with a reason, not ignored', async () => {
    const res = await owner.put(
      '/api/profile',
      validSettings({ customSmsMessage: 'Hi from Korero! Rate [job] by [business name]: [link]' }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Professional plan/);
    expect(res.body.fields.customSmsMessage).toMatch(/Professional plan/);
  });

  it('on Professional: the greeting, the three placeholders and 160 characters, with one STOP line appended', async () => {
    await setTier(owner.userId, 'professional');
    const put = (customSmsMessage: string) => owner.put('/api/profile', validSettings({ customSmsMessage }));
    expect((await put('Kia ora! Rate [job] by [business name]: [link]')).body.fields.customSmsMessage).toMatch(
      /must start with "Hi from Korero!"/,
    );
    expect((await put('Hi from Korero! Rate [job]: [link]')).body.fields.customSmsMessage).toMatch(/must include \[business name\]/);
    const long = `Hi from Korero! [business name] [job] [link] ${'x'.repeat(120)}`;
    expect((await put(long)).body.fields.customSmsMessage).toMatch(/must not exceed 160 characters/);

    const ok = await put(
      'Hi from Korero! Thanks for choosing [business name] for [job]. Review: [link] Reply STOP to opt out. Reply STOP to opt out.',
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.customSmsMessage).toBe(
      'Hi from Korero! Thanks for choosing [business name] for [job]. Review: [link] Reply STOP to opt out.',
    );
    expect(ok.body.data.smsRule).toBe('branded');
    const noStop = await put('Hi from Korero! [business name] and [job] at [link]');
    expect(noStop.body.data.customSmsMessage).toBe('Hi from Korero! [business name] and [job] at [link] Reply STOP to opt out.');
  });

  it('on Business: any wording with the placeholders', async () => {
    await setTier(owner.userId, 'business');
    const res = await owner.put('/api/profile', validSettings({ customSmsMessage: 'Kia ora from [business name]! How was [job]? [link]' }));
    expect(res.status).toBe(200);
    expect(res.body.data.customSmsMessage).toBe('Kia ora from [business name]! How was [job]? [link] Reply STOP to opt out.');
    await setTier(owner.userId, 'free');
  });

  it('saves one section at a time: a partial body changes only the fields it names', async () => {
    const biz = await t.signUp('partialsave');
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(biz.userId, { tier: 'business', status: 'active' }));
    const criteria = { ...getPreset('cleaning').criteria, quality: ['Spotless ovens', 'Gleaming bathrooms', 'Fresh linen', 'Tidy yard'] };
    const sms = 'Kia ora from [business name]! How was [job]? [link] Reply STOP to opt out.';
    const full = await biz.put('/api/profile', validSettings({ customCriteria: JSON.stringify(criteria), customSmsMessage: sms }));
    expect(full.status).toBe(200);

    // The SMS section sends its one field: the review page's settings stay as they were.
    const smsOnly = await biz.put('/api/profile', { customSmsMessage: 'Thanks from [business name] for [job]: [link]' });
    expect(smsOnly.status).toBe(200);
    expect(smsOnly.body.data).toMatchObject({
      businessType: 'cleaning',
      usesPresetCriteria: false,
      personalExperiencePrompt: 'Tell us how the clean went',
      customSmsMessage: 'Thanks from [business name] for [job]: [link] Reply STOP to opt out.',
    });
    expect(JSON.parse(smsOnly.body.data.customCriteria)).toEqual(criteria);

    // The review page's section sends its fields without the SMS text: the text stays.
    const prompt = await biz.put('/api/profile', { personalExperiencePrompt: 'Anything else about the clean?' });
    expect(prompt.status).toBe(200);
    expect(prompt.body.data).toMatchObject({
      personalExperiencePrompt: 'Anything else about the clean?',
      customSmsMessage: 'Thanks from [business name] for [job]: [link] Reply STOP to opt out.',
      usesPresetCriteria: false,
    });
    expect(JSON.parse(prompt.body.data.customCriteria)).toEqual(criteria);

    // A partial body is checked like a full one, field by field.
    const bad = await biz.put('/api/profile', { personalExperiencePlaceholder: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ personalExperiencePlaceholder: 'Personal experience placeholder is required' });
    const empty = await biz.put('/api/profile', { somethingElse: true });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/at least one setting/);
    expect((await biz.get('/api/profile')).body.data.personalExperiencePrompt).toBe('Anything else about the clean?');
  });

  it('lists the ten presets', async () => {
    const res = await owner.get('/api/business-types');
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([
      'general',
      'architecture',
      'construction',
      'consulting',
      'landscaping',
      'automotive',
      'healthcare',
      'legal',
      'hospitality',
      'cleaning',
    ]);
  });
});

describe('the public profile the customer page reads', () => {
  it('shows only what a customer should see', async () => {
    const res = await t.anonymous().get(`/api/business/profile/${owner.userId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'businessName',
        'businessType',
        'customCriteria',
        'criteriaWords',
        'experienceWords',
        'logoUrl',
        'personalExperiencePlaceholder',
        'personalExperiencePrompt',
        'serviceTypes',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/kiricleaning\.example|kiriclean@|subscription|username|021 555/);
  });

  it("carries Korero's te reo for the prompt and placeholder while each is Korero's text exactly (issue 48)", async () => {
    const biz = await t.signUp('tereoprompt');
    const words = async () =>
      (await t.anonymous().get(`/api/business/profile/${biz.userId}`)).body.data.experienceWords.mi as Record<string, string>;
    const general = getPreset('general').placeholder;
    expect(await words()).toEqual({
      'Tell us about your experience in your own words (optional)': 'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)',
      [general]: 'He aha te mahi i mahia e mātou mōu, ā, i pēhea?',
    });
    // The owner's own prompt stays as written: no words for it.
    expect((await biz.put('/api/profile', { personalExperiencePrompt: 'Anything else about the job?' })).status).toBe(200);
    expect(Object.keys(await words())).toEqual([general]);
    // Another preset's placeholder is still Korero's text; an edited one is the owner's.
    const landscaping = getPreset('landscaping').placeholder;
    expect((await biz.put('/api/profile', { personalExperiencePlaceholder: landscaping })).status).toBe(200);
    expect(Object.keys(await words())).toEqual([landscaping]);
    expect((await biz.put('/api/profile', { personalExperiencePlaceholder: landscaping.replace('garden', 'yard') })).status).toBe(200);
    expect(await words()).toEqual({});
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.anonymous().get('/api/business/profile/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.anonymous().get('/api/business/profile/not-an-id')).status).toBe(404);
  });
});

describe('stats', () => {
  it('are zero for a new business', async () => {
    expect((await other.get('/api/stats')).body).toEqual({
      data: { invitesSent: 0, reviewsGenerated: 0, averageRating: 0, responseRate: 0, publicLink: { submissions: 0, averageRating: 0 } },
    });
  });
});
