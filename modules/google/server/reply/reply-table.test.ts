import type { AiPort, CompletionRequest } from '@korero/core/sdk';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { draftReply } from './embedded-drafter.ts';
import { replyProblems } from './reply-check.ts';
import type { ReplyInput } from './reply-input.ts';
import { createReplySuggester, REPLY_RULES } from './reply-suggester.ts';

const BUSINESS = 'Harbour Plumbing';
const review = (starRating: number, comment: string | null, reviewer = 'Aroha Smith', businessName = BUSINESS): ReplyInput => ({
  businessName,
  reviewer,
  starRating,
  comment,
});

/** Each review, and what its suggested reply must (and must not) contain beyond the rules every reply keeps. */
const TABLE: Array<{ name: string; input: ReplyInput; has?: RegExp[]; hasNot?: RegExp[] }> = [
  {
    name: '5★ with praise',
    input: review(5, 'Wiremu turned up on time and left everything tidy. Highly recommend!'),
    has: [/^Kia ora Aroha,/, /“Wiremu turned up on time and left everything tidy”/, /Harbour Plumbing/],
    hasNot: [/sorry/i],
  },
  { name: '5★ no comment', input: review(5, null), has: [/five-star rating/, /Kia ora Aroha/], hasNot: [/“/, /sorry/i] },
  { name: '4★ no comment, empty text', input: review(4, '   '), has: [/four-star rating/] },
  {
    name: '4★ mixed',
    input: review(4, 'Great job on the hot water cylinder. Parking was a nightmare but that is not their fault.'),
    has: [/“Great job on the hot water cylinder”/, /telling us what could have been better/],
    hasNot: [/sorry/i, /nightmare/i, /Parking/],
  },
  {
    name: '3★ lukewarm',
    input: review(3, 'It was fine. Job got done eventually.', 'Sam Lee'),
    has: [/Kia ora Sam,/, /get in touch with us directly/],
    hasNot: [/sorry/i],
  },
  {
    name: '3★ with a stated problem',
    input: review(3, 'Friendly guys. They were two hours late though.', 'Sam Lee'),
    has: [/“Friendly guys”/, /sorry to hear it fell short/, /get in touch/],
    hasNot: [/late/],
  },
  {
    name: '1★ angry, naming a staff member',
    input: review(1, 'Tom was rude and the leak is still not fixed. Never again!!', 'Jo Bloggs'),
    has: [/Kia ora Jo,/, /sorry to hear about your experience/, /get in touch with us directly/],
    hasNot: [/refund|discount|free/i, /Tom/, /rude/, /leak/, /“/],
  },
  { name: '1★ no comment', input: review(1, null, 'Jo Bloggs'), has: [/get in touch/], hasNot: [/sorry/i, /“/] },
  { name: '2★ no comment', input: review(2, '', 'Jo Bloggs'), has: [/what went wrong/], hasNot: [/sorry/i] },
  {
    name: 'praise naming staff',
    input: review(5, 'Huge thanks to Mere and Hemi, they sorted our blocked drain fast.', 'Kate Brown'),
    has: [/Mere and Hemi/],
  },
  {
    name: 'te reo Māori and emoji',
    input: review(5, 'Ka pai te mahi! Tino pai rawa atu 👍', 'Tama Ngata'),
    has: [/Kia ora Tama,/, /“Ka pai te mahi!”/],
  },
  {
    name: 'emoji only',
    input: review(5, '👍👍👍', 'Tama Ngata'),
    has: [/appreciate you taking the time/],
  },
  {
    name: 'very long comment',
    input: review(
      5,
      `${'We had the most wonderful experience with the whole crew from the first phone call right through to the final clean-up of the site, and every single person was courteous, careful and thorough in everything they did for us over the three weeks. '.repeat(6)}`,
    ),
    has: [/…”/],
  },
  {
    name: 'comment with a price',
    input: review(4, 'Quoted $450 and charged $450. Very professional crew.', 'Ben Carter'),
    has: [/“Very professional crew”/],
    hasNot: [/\$|450/],
  },
  {
    name: 'comment with a phone number and a link',
    input: review(5, 'Call them on 021 555 0101, see harbour.example for more. Brilliant service.', 'Ben Carter'),
    has: [/“Brilliant service”/],
    hasNot: [/021|harbour\.example/],
  },
  {
    name: 'a Google user with no name',
    input: review(5, 'Great service.', 'A Google User'),
    has: [/^Kia ora, thank you/],
    hasNot: [/Google User/],
  },
  { name: 'a handle, not a name', input: review(4, 'Good job.', 'kiwi_dave99'), has: [/^Kia ora, /], hasNot: [/kiwi_dave/] },
  {
    name: 'a very long business name',
    input: review(5, 'Great work.', 'Aroha Smith', `Harbour Plumbing ${'and Gasfitting '.repeat(30)}Limited`),
  },
  {
    name: 'a 2★ with a problem in a long sentence',
    input: review(
      2,
      'The plumber arrived late, did not bring the right parts, had to come back the next day, left mud all over the carpet and then charged us for two call-outs which we did not expect at all.',
      'Liz Wong',
    ),
    has: [/sorry to hear about your experience/],
    hasNot: [/late|parts|mud|call-outs/],
  },
  {
    name: 'a business name ending in a full stop',
    input: review(5, 'Great work.', 'Aroha Smith', 'Harbour Plumbing Ltd.'),
    has: [/review of Harbour Plumbing Ltd\. We/],
    hasNot: [/\.\./],
  },
  {
    name: 'a rating with no words for a name ending in a full stop',
    input: review(5, null, 'Aroha Smith', 'Harbour Plumbing Ltd.'),
    has: [/rating for Harbour Plumbing Ltd\. We/],
    hasNot: [/\.\./],
  },
];

describe('the embedded drafter over a table of reviews', () => {
  it.each(TABLE)('$name: keeps every rule', ({ input, has = [], hasNot = [] }) => {
    const reply = draftReply(input);
    expect(replyProblems(reply, input), reply).toEqual([]);
    expect(reply.length).toBeLessThanOrEqual(600);
    expect(new TextEncoder().encode(reply).length).toBeLessThan(4096);
    expect(reply).not.toMatch(/\[|\]|\{|\}|https?:|@/);
    expect(reply).not.toMatch(/\b(update|change|edit|remove)\b[^.]*\breview\b/i);
    for (const pattern of has) expect(reply).toMatch(pattern);
    for (const pattern of hasNot) expect(reply).not.toMatch(pattern);
  });

  it('gives the same reply to the same review', () => {
    for (const { input } of TABLE) expect(draftReply(input)).toBe(draftReply(input));
  });
});

describe("the check on a model's reply", () => {
  const praise = review(5, 'Wiremu was quick and tidy. Great job on the hot water cylinder.');
  const angry = review(1, 'Tom was rude and the leak is still not fixed.', 'Jo Bloggs');
  const quiet = review(5, null);

  const refused: Array<[string, string, ReplyInput, RegExp]> = [
    ['an invented discount', 'Thanks Aroha! Enjoy 10% off your next job with us.', praise, /offer|number/],
    ['a refund offered', 'Kia ora Jo, we are sorry to hear this and will refund your call-out fee.', angry, /offer|promise/],
    ['free anything', 'Thanks Aroha, your next drain check is free.', praise, /offer the review did not ask about \(free\)/],
    ['an apology without a problem', 'Kia ora Aroha, sorry for any inconvenience, and thanks for the review.', praise, /apology/],
    ['an apology to a rating with no words', 'We apologise that we fell short.', quiet, /apology/],
    [
      'staff the review does not name',
      'Thanks Aroha! Sarah and Wiremu loved working with you.',
      praise,
      /name the review did not give \(Sarah\)/,
    ],
    ['a signature with a person’s name', 'Thanks so much, Aroha!\n\nCheers, Dave', praise, /name the review did not give \(Dave\)/],
    ['please update your review', 'Kia ora Jo, we have fixed the leak; please update your review.', angry, /change the review|promise/],
    ['asking for more stars', 'We would love it if you could raise your rating to five stars.', angry, /change the review/],
    ['asking to remove it', 'Kia ora Jo, could you remove this review once we talk?', angry, /change the review/],
    ['a URL', 'Thanks Aroha! Book again at https://harbour.example/book', praise, /web address/],
    ['a bare domain', 'Thanks Aroha! See harbourplumbing.example for more.', praise, /web address/],
    ['an email address', 'Kia ora Jo, please email office@harbour.example about this.', angry, /email address/],
    ['a phone number', 'Kia ora Jo, please call us on 04 555 0199.', angry, /phone number/],
    ['a placeholder', 'Thanks [Name], we appreciate it!', praise, /placeholder/],
    ['a price', 'Thanks Aroha, glad the $300 cylinder is working well.', praise, /price|number/],
    ['a promise', 'Kia ora Jo, this will never happen again and we have spoken to Tom.', angry, /promise/],
    ['a quality the review did not mention', 'Thanks Aroha! Glad you found us friendly and good value.', praise, /quality/],
    ['a recommendation the review did not make', 'Thanks for recommending us, Aroha!', praise, /recommendation/],
    ['stars the reviewer did not give', 'Thanks for the 4 stars, Aroha!', praise, /number the review did not give \(4\)/],
    [
      'the complaint quoted back',
      'Kia ora Jo, we are sorry to hear Tom was rude and that the leak is still not fixed. Please get in touch with us directly.',
      angry,
      /quotes the complaint back \("tom was rude"\)/,
    ],
    [
      'the complaint repeated in part',
      'Kia ora Jo, sorry the leak is still not fixed. Please get in touch.',
      angry,
      /quotes the complaint back/,
    ],
    ['an empty reply', '   ', praise, /empty/],
    ['a reply too long', `Thanks Aroha! ${'We appreciate it. '.repeat(40)}`, praise, /longer than 600/],
  ];

  it.each(refused)('refuses %s', (_name, reply, input, problem) => {
    const problems = replyProblems(reply, input);
    expect(problems.join('; ')).toMatch(problem);
  });

  const accepted: Array<[string, string, ReplyInput]> = [
    [
      'thanks by name, in the review’s words',
      'Kia ora Aroha, thanks so much! Great to hear Wiremu was quick and tidy. Ngā mihi, the Harbour Plumbing team',
      praise,
    ],
    [
      'an apology for the problem stated, in its own words, with an invitation to get in touch',
      'Kia ora Jo, we are sorry to hear about your experience. Please get in touch with us directly so we can talk it through.',
      angry,
    ],
    ['a short thanks for a rating with no words', 'Thank you for the five stars! Feel free to get in touch any time.', quiet],
    ['the rating the reviewer gave, in digits', 'Thank you for the 5-star rating, Aroha! We really appreciate your support.', quiet],
  ];

  it.each(accepted)('accepts %s', (_name, reply, input) => {
    expect(replyProblems(reply, input)).toEqual([]);
  });
});

/** An AI port whose model answers `raw` (or fails), checked against the caller's schema as a real provider does. */
function model(raw: unknown, asked: Array<CompletionRequest<z.ZodType>> = []): AiPort {
  return {
    completer: raw === null ? null : 'test',
    transcriber: null,
    transcribe: () => Promise.reject(new Error('none')),
    async complete(request) {
      asked.push(request);
      if (raw === null) return { ok: false, reason: 'none', detail: 'no model' };
      const parsed = request.schema.safeParse(raw);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'invalid', detail: 'shape' };
    },
  };
}

describe('the reply suggester', () => {
  const input = review(5, 'Wiremu was quick and tidy.', 'Aroha Smith');

  it("uses the model's reply when it keeps the rules, asked with the review's words and the business's name only", async () => {
    const asked: Array<CompletionRequest<z.ZodType>> = [];
    const suggestion = await createReplySuggester(
      model({ reply: 'Kia ora Aroha, thank you! Glad Wiremu was quick and tidy.' }, asked),
    ).suggest(input);
    expect(suggestion).toEqual({ comment: 'Kia ora Aroha, thank you! Glad Wiremu was quick and tidy.', by: 'model' });
    expect(asked[0]).toMatchObject({ task: 'google_review_reply', instructions: REPLY_RULES });
    expect(JSON.parse(asked[0]!.input.split('\n')[1]!)).toEqual({
      business: BUSINESS,
      reviewerFirstName: 'Aroha',
      starRating: 5,
      comment: 'Wiremu was quick and tidy.',
    });
  });

  it("replaces a reply that breaks a rule with the embedded drafter's, and says why in the log", async () => {
    const warnings: object[] = [];
    const suggestion = await createReplySuggester(model({ reply: 'Thanks Aroha! Here is 20% off next time.' }), {
      warn: (details) => warnings.push(details),
    }).suggest(input);
    expect(suggestion).toEqual({ comment: draftReply(input), by: 'embedded' });
    expect(JSON.stringify(warnings)).toContain('number the review did not give (20)');
  });

  it('uses the embedded drafter without a model, or when the model answers out of shape', async () => {
    expect(await createReplySuggester(model(null)).suggest(input)).toEqual({ comment: draftReply(input), by: 'embedded' });
    expect(await createReplySuggester(model({ text: 'wrong field' })).suggest(input)).toEqual({
      comment: draftReply(input),
      by: 'embedded',
    });
  });
});
