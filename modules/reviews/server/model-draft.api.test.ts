import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OpenAiStandIn,
  startTestKernel,
  type StandInAnswer,
  type StandInChat,
  type TestAgent,
  type TestKernel,
} from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

/**
 * The customer's draft with OPENAI_API_KEY pointed at a local OpenAI stand-in: the model's draft when it keeps to what
 * the customer chose, the composer's when it adds a quality, fails or answers out of shape. The same page without a key
 * is reviews.api.test.ts (the composer drafts).
 */
let stand: OpenAiStandIn;
let next: (chat: StandInChat) => StandInAnswer = () => '{}';
let t: TestKernel;
let owner: TestAgent & { userId: string };
const logLines: string[] = [];
const review = (text: string) => JSON.stringify({ review: text });

beforeAll(async () => {
  stand = await OpenAiStandIn.start((chat) => next(chat));
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews'],
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stand.url, OPENAI_MODEL: 'stand-in-model' },
    logLines,
  });
  owner = await t.signUp('modeldraft');
  await owner.patch('/api/profile', { businessName: 'Tane Gasfitting', email: 'office@tanegas.example' });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

async function draft(selectedFeedback = ['quality-0'], ratingScores = {}): Promise<string> {
  const res = await owner.post('/api/invites', {
    customerName: 'Aroha Smith',
    jobDescription: 'Gas hob install',
    jobLocation: 'Petone',
    teamMembers: ['Wiremu Tane'],
  });
  expect(res.body).toMatchObject({ data: {} });
  const token: string = res.body.data.inviteToken;
  const drafted = await t.anonymous().post(`/api/reviews/generate/${token}`, {
    starRating: 5,
    selectedFeedback,
    ratingScores,
    reviewerText: '',
  });
  expect(drafted.status).toBe(200);
  return drafted.body.data.generatedText;
}

describe("the customer's draft through a model", () => {
  it('says the model drafts', async () => {
    expect((await t.anonymous().get('/api/reviews/capabilities')).body.data).toEqual({ transcription: true, drafter: 'openai' });
  });

  it("keeps the model's draft when it says only what the customer chose, sent as the customer's facts", async () => {
    next = () => review('Tane Gasfitting did a great job on our gas hob install. Thanks to Wiremu.');
    expect(await draft()).toBe('Tane Gasfitting did a great job on our gas hob install. Thanks to Wiremu.');
    const chat = stand.chats.at(-1)!;
    expect(chat.task).toBe('review_draft');
    expect(chat.model).toBe('stand-in-model');
    expect(chat.user).toContain('"teamFirstNames":["Wiremu"]');
    expect(chat.user).not.toContain('Tane"]');
    expect(chat.schema).toMatchObject({ type: 'object', required: ['review'] });
  });

  it("replaces a draft that adds a quality the customer did not choose with the composer's, and says why in the log", async () => {
    next = () => review('Tane Gasfitting did a great job on our gas hob install and left the place tidy. Thanks to Wiremu.');
    const text = await draft();
    expect(text).not.toMatch(/tidy/i);
    expect(text).toContain('Tane Gasfitting');
    expect(logLines.some((l) => l.includes('AI draft refused') && l.includes('tidiness'))).toBe(true);
  });

  it('accepts the same words when the customer scored them', async () => {
    next = () => review('Tane Gasfitting did a great job on our gas hob install, and they were right on time.');
    expect(await draft(['quality-0'], { timeliness: 9 })).toBe(
      'Tane Gasfitting did a great job on our gas hob install, and they were right on time.',
    );
  });

  it('uses the composer when the model fails or answers out of shape', async () => {
    next = () => ({ status: 503 });
    expect(await draft()).toContain('Tane Gasfitting');
    next = () => 'Here is your review: great job!';
    expect(await draft()).toContain('Tane Gasfitting');
    next = () => JSON.stringify({ text: 'wrong field' });
    expect(await draft()).toContain('Tane Gasfitting');
  });

  it('drafts the simple form through the model too', async () => {
    const key: string = (await owner.get('/api/reviews/public-link')).body.data.key;
    next = () => review('Tane Gasfitting were friendly.');
    const sent = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Satisfied', feedback: ['Friendly'], comments: '', rating: 4, key, jobId: null });
    expect(sent.status).toBe(200);
    expect(stand.chats.at(-1)!.user).toContain('"wentWell":["Friendly"]');
  });
});
