import { aiPort } from '@korero/core/sdk';
import { OpenAiStandIn, type StandInAnswer, type StandInChat, startTestKernel, type TestKernel } from '@korero/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftReply } from './embedded-drafter.ts';
import type { ReplyInput } from './reply-input.ts';
import { createReplySuggester, REPLY_RULES, type ReplySuggester } from './reply-suggester.ts';

/**
 * The suggested reply with OPENAI_API_KEY pointed at a local OpenAI stand-in (the kernel's real OpenAI provider): the
 * model's reply when it keeps the rules, the embedded drafter's when it offers something, fails or answers out of shape.
 */
let stand: OpenAiStandIn;
let next: (chat: StandInChat) => StandInAnswer = () => '{}';
let t: TestKernel;
let suggester: ReplySuggester;
const warnings: object[] = [];
const reply = (text: string) => JSON.stringify({ reply: text });

const angry: ReplyInput = {
  businessName: 'Harbour Plumbing',
  reviewer: 'Jo Bloggs',
  starRating: 1,
  comment: 'Tom was rude and the leak is still not fixed.',
};

beforeAll(async () => {
  stand = await OpenAiStandIn.start((chat) => next(chat));
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'google'],
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stand.url, OPENAI_MODEL: 'stand-in-model' },
    logLines: [],
  });
  suggester = createReplySuggester(t.kernel.get(aiPort), { warn: (details) => warnings.push(details) });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

describe('a suggested reply through a model', () => {
  it("uses the model's reply when it keeps the rules, asked with the review and the business's name only", async () => {
    const good = 'Kia ora Jo, we are sorry to hear about your experience. Please get in touch with us directly so we can talk it through.';
    next = () => reply(good);
    expect(await suggester.suggest(angry)).toEqual({ comment: good, by: 'model' });
    const chat = stand.chats.at(-1)!;
    expect(chat.task).toBe('google_review_reply');
    expect(chat.system).toBe(REPLY_RULES);
    expect(chat.user).toContain('"reviewerFirstName":"Jo"');
    expect(chat.user).toContain('"comment":"Tom was rude and the leak is still not fixed."');
    expect(chat.user).not.toContain('Bloggs');
    expect(chat.schema).toMatchObject({ type: 'object', required: ['reply'] });
  });

  it("replaces a reply that offers a discount, asks to update the review or quotes the complaint, with the embedded drafter's", async () => {
    next = () => reply('Kia ora Jo, sorry about Tom. We would like to offer you a discount on your next job.');
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
    expect(JSON.stringify(warnings.at(-1))).toContain('discount');
    next = () => reply('Kia ora Jo, the leak is fixed now, please update your review.');
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
    next = () => reply('Kia ora Jo, we are sorry to hear Tom was rude. Please get in touch with us directly.');
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
    expect(JSON.stringify(warnings.at(-1))).toContain('quotes the complaint back');
  });

  it('falls back to the embedded drafter when the model fails or answers out of shape', async () => {
    next = () => ({ status: 503 });
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
    next = () => 'Here is a reply: thanks!';
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
    next = () => JSON.stringify({ text: 'wrong field' });
    expect(await suggester.suggest(angry)).toEqual({ comment: draftReply(angry), by: 'embedded' });
  });
});
