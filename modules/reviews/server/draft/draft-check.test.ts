import { describe, expect, it } from 'vitest';
import { draftProblems } from './draft-check.ts';
import type { ReviewDraftInput } from './review-draft-input.ts';

// A customer who ticked two things, scored nothing, and wrote nothing.
const base = (over: Partial<ReviewDraftInput> = {}): ReviewDraftInput => ({
  starRating: 5,
  positives: [
    { category: 'quality', text: 'Fixed the problem properly' },
    { category: 'communication', text: 'Explained the options clearly' },
  ],
  improvements: [],
  scores: {},
  jobDescription: 'Hot water cylinder replacement',
  jobLocation: 'Lower Hutt',
  businessName: 'Tane Plumbing',
  teamMembers: ['Wiremu'],
  customerWords: '',
  seed: 'x',
  ...over,
});

const OPENING = 'Tane Plumbing fixed the problem properly on our hot water cylinder replacement.';

/** [what the model wrote after the opening, what the customer gave beyond the base, the quality refused or null]. */
type Row = [string, Partial<ReviewDraftInput>, string | null];

const added: Row[] = [
  ['They left the place tidy.', {}, 'tidiness'],
  ['They arrived on time.', {}, 'punctuality'],
  ['Great value for money.', {}, 'value'],
  ['The price was very reasonable.', {}, 'value'],
  ['Wiremu was friendly.', {}, 'friendliness'],
  ['A polite and respectful team.', {}, 'friendliness'],
  ['It was all done quickly.', {}, 'speed'],
  ['Their workmanship was of a high standard.', {}, 'quality of work'],
  ['They kept us updated the whole way.', { positives: [{ category: 'quality', text: 'Fixed the problem properly' }] }, 'communication'],
  ['I would recommend them to anyone.', {}, 'a recommendation'],
  // A friendly chip says nothing of the timing.
  ['Friendly and on time.', { positives: [{ category: 'service', text: 'Friendly' }] }, 'punctuality'],
];

const chosen: Row[] = [
  ['They left everything tidy.', { positives: [{ category: 'service', text: 'Left the site clean and tidy' }] }, null],
  ['They were right on time.', { scores: { timeliness: 9 } }, null],
  ['Good value for money.', { scores: { value: 8 } }, null],
  ['A friendly crew.', { positives: [{ category: 'service', text: 'Friendly, professional crew' }] }, null],
  [
    'Fast, reliable and affordable.',
    { positives: ['Fast Service', 'Reliable', 'Affordable'].map((text) => ({ category: 'service', text })) },
    null,
  ],
  ['I would recommend them.', { customerWords: 'would recommend to anyone' }, null],
  ['Wiremu was really friendly.', { customerWords: 'Wiremu was lovely, so friendly' }, null],
  ['The timing was excellent.', { scores: { timeliness: 10 } }, null],
  ['They explained everything as they went.', {}, null],
];

const late = { starRating: 2, improvements: [{ category: 'timeliness', text: 'Arrived later than arranged' }] };
const slow = { starRating: 2, improvements: [{ category: 'communication', text: 'Slow to return calls' }] };
const negatives: Row[] = [
  ['Unfortunately, they arrived later than arranged.', late, null],
  ['They turned up late.', late, null],
  ['They were slow to get back to us.', slow, null],
  ['The value for money was very poor.', { starRating: 2, scores: { value: 2 } }, null],
  ['There were no delays.', { scores: { timeliness: 8 } }, null],
  // The customer said late; the draft may not say on time.
  ['They arrived on time.', late, 'punctuality'],
  ['They were quick to return calls.', slow, 'speed'],
  ['Good value for money.', { starRating: 2, scores: { value: 2 } }, 'value'],
  // Faults the customer did not choose are refused too.
  ['The site was left messy.', {}, 'tidiness'],
  ['They were not on time.', { scores: { timeliness: 9 } }, 'punctuality'],
  ['It was a bit expensive.', {}, 'value'],
  ['They were rude to us.', { starRating: 2 }, 'friendliness'],
];

describe("the check on a model's draft: qualities the customer did not choose", () => {
  it.each([...added, ...chosen, ...negatives])('"%s" with %o: %s', (sentence, over, refused) => {
    const problems = draftProblems(`${OPENING} ${sentence}`, base(over));
    if (refused === null) expect(problems).toEqual([]);
    else expect(problems).toEqual([expect.stringContaining(`did not choose (${refused}:`)]);
  });

  it('says which words added the quality', () => {
    expect(draftProblems(`${OPENING} They left the place tidy and arrived on time.`, base())).toEqual([
      'a quality the customer did not choose (tidiness: "tidy")',
      'a quality the customer did not choose (punctuality: "on time")',
    ]);
  });
});
