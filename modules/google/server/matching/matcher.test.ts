import { describe, expect, it } from 'vitest';
import { match, MIN_TEXT, scorePair, THRESHOLD, type MatchCandidate, type MatchReview } from './matcher.ts';
import { firstName, nameSimilarity, normalise, prepare, textSimilarity, timeSimilarity } from './similarity.ts';

const T0 = new Date('2026-11-02T01:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const DAY = 24 * 60;

const APPROVED =
  'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent. Wiremu arrived on time, explained everything and left the kitchen spotless. Highly recommend them to anyone in Petone.';

const sub = (o: Partial<MatchCandidate> = {}): MatchCandidate => ({
  submissionId: 's1',
  createdAt: T0,
  postedAt: T0,
  customerName: 'Aroha Smith',
  starRating: 5,
  approvedText: APPROVED,
  ...o,
});
const review = (o: Partial<MatchReview> = {}): MatchReview => ({
  id: 'r1',
  reviewer: 'Aroha T.',
  starRating: 5,
  comment: APPROVED,
  createdAt: at(6),
  ...o,
});
const text = (a: string, b: string) => textSimilarity(prepare(a), prepare(b));

describe('normalising', () => {
  it('drops case, punctuation, macrons and other marks, emoji and extra whitespace, and reads past Google’s translation', () => {
    expect(normalise('  Kia ORA!!  Ngā mihi 🙏🏽 to the   team…\n')).toBe('kia ora nga mihi to the team');
    expect(normalise('Café — “brilliant” 👍')).toBe('cafe brilliant');
    expect(normalise("Didn't")).toBe('didnt');
    expect(normalise('(Translated by Google) Great work (Original) Mahi pai rawa atu')).toBe('mahi pai rawa atu');
  });
});

describe('text similarity: near and far', () => {
  const rows: Array<[string, string, 'near' | 'far']> = [
    ['identical', APPROVED, 'near'],
    ['identical but for case, emoji and macrons', `${APPROVED.toUpperCase().replace('PETONE', 'Pētone')} 🔥🔥`, 'near'],
    ['trimmed to its first sentence', 'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent.', 'near'],
    [
      'trimmed to its last two sentences',
      'Wiremu arrived on time, explained everything and left the kitchen spotless. Highly recommend them to anyone in Petone.',
      'near',
    ],
    ['typo fixed and made', APPROVED.replace('workmanship', 'workmanshp').replace('Highly recommend', 'Highly recomend'), 'near'],
    ['lightly edited: a word changed and a line added', `${APPROVED.replace('spotless', 'very tidy')} Thanks heaps!`, 'near'],
    [
      'reworded heavily',
      'Tane Gasfitting put in our new cooktop. Good job, the guy was punctual and cleaned up after. Would use them again.',
      'far',
    ],
    [
      "another customer's similar praise",
      'We had our hot water cylinder replaced by Tane Gasfitting, and the communication was excellent. Sione kept us informed and the price was fair. Highly recommend.',
      'far',
    ],
    ['a short comment anyone could write', 'Great service, highly recommend!', 'far'],
    ['something else entirely', 'Parking was hard to find but the staff at the front desk were lovely.', 'far'],
  ];
  it.each(rows)('%s', (_label, comment, expected) => {
    const score = text(APPROVED, comment);
    if (expected === 'near') expect(score).toBeGreaterThanOrEqual(MIN_TEXT);
    else expect(score).toBeLessThan(MIN_TEXT);
  });

  it('ranks the whole text above a part, and a part above another text', () => {
    const whole = text(APPROVED, APPROVED);
    const part = text(APPROVED, 'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent.');
    const other = text(APPROVED, 'Tane Gasfitting did a great job on our hob, the workmanship was excellent.');
    expect(whole).toBe(1);
    expect(part).toBeLessThan(whole);
    expect(other).toBeLessThan(part);
  });
});

describe('first names', () => {
  const rows: Array<[string, string, number | null]> = [
    ['Aroha Smith', 'Aroha T.', 1],
    ['Āroha Smith', 'aroha', 1],
    ['Mere Parata', 'Meré P', 1],
    ['Robert Jones', 'Rob J', 0.8],
    ['Sione Fifita', 'Sioni Fifita', 0.8],
    ['John Smith', 'J. Smith', 0.6],
    ['Dr Aroha Smith', 'Smith Aroha', 0.6],
    ['Aroha Smith', 'John Taylor', 0],
    ['Aroha Smith', 'Hemi T.', 0],
    ['Aroha Smith', 'A Google User', null],
    ['A customer', 'Aroha T.', null],
    ['Aroha Smith', '', null],
  ];
  it.each(rows)('%s vs %s', (customer, reviewer, expected) => {
    expect(nameSimilarity(customer, reviewer)).toBe(expected);
  });
  it('takes the first name past titles', () => {
    expect(firstName('Mrs Mere Parata')).toBe('mere');
    expect(firstName('A Customer')).toBeNull();
  });
});

describe('the time window', () => {
  it('takes a review from a few minutes before the submission (clocks differ) to 30 days after, sooner scoring higher', () => {
    expect(timeSimilarity(sub(), at(-5))).toBe(1);
    expect(timeSimilarity(sub(), at(-11))).toBeNull();
    expect(timeSimilarity(sub(), at(30 * DAY + 1))).toBeNull();
    const hour = timeSimilarity(sub(), at(30))!;
    const day = timeSimilarity(sub(), at(DAY + 60))!;
    const week = timeSimilarity(sub(), at(7 * DAY))!;
    expect(hour).toBe(1);
    expect(day).toBeGreaterThan(week);
    expect(week).toBeGreaterThan(timeSimilarity(sub(), at(29 * DAY))!);
  });
  it("counts from the customer's click to post, when later than the submission", () => {
    const clicked = sub({ postedAt: at(3 * DAY) });
    expect(timeSimilarity(clicked, at(3 * DAY + 10))).toBe(1);
  });
});

describe('one review against one submission', () => {
  it('claims the same text by the same customer soon after', () => {
    expect(scorePair(sub(), review())!.score).toBeGreaterThanOrEqual(0.95);
  });
  it('neither helps nor kills with no first name on either side', () => {
    const s = scorePair(sub(), review({ reviewer: 'A Google User' }))!;
    expect(s.name).toBeNull();
    expect(s.score).toBeGreaterThanOrEqual(THRESHOLD);
  });
  it('refuses more than one star apart, reviews without words, and reviews outside the window', () => {
    expect(scorePair(sub(), review({ starRating: 3 }))).toBeNull();
    expect(scorePair(sub(), review({ starRating: 4 }))).not.toBeNull();
    expect(scorePair(sub(), review({ comment: null }))).toBeNull();
    expect(scorePair(sub(), review({ comment: '  ' }))).toBeNull();
    expect(scorePair(sub(), review({ createdAt: at(-60) }))).toBeNull();
    expect(scorePair(sub(), review({ createdAt: at(31 * DAY) }))).toBeNull();
  });
});

describe('claiming: one to one, and never an uncertain one', () => {
  const claimed = (candidates: MatchCandidate[], reviews: MatchReview[]) =>
    match(candidates, reviews)
      .map((c) => `${c.reviewId}→${c.submissionId}`)
      .sort();

  it('claims a trimmed, lightly edited text posted two days later', () => {
    const trimmed = 'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent. Wiremu arrived on time!';
    expect(claimed([sub()], [review({ comment: trimmed, createdAt: at(2 * DAY) })])).toEqual(['r1→s1']);
  });

  it('does not claim a heavily reworded review, nor the same first name with a different text', () => {
    const reworded = 'Tane Gasfitting put in our new cooktop. Good job, the guy was punctual and cleaned up after. Would use them again.';
    expect(claimed([sub()], [review({ comment: reworded })])).toEqual([]);
    expect(claimed([sub()], [review({ comment: 'Aroha here: the plumber fixed our leaking tap quickly. Cheers.' })])).toEqual([]);
  });

  it("does not claim another customer's similar praise", () => {
    const similar =
      'We had our hot water cylinder replaced by Tane Gasfitting, and the communication was excellent. Sione kept us informed and the price was fair. Highly recommend.';
    expect(claimed([sub()], [review({ comment: similar, reviewer: 'Hemi W.' })])).toEqual([]);
  });

  it('tells two customers of the same day apart by their texts', () => {
    const other = 'Mere and the team replaced our hot water cylinder in a morning. Tidy, friendly and fairly priced.';
    const candidates = [
      sub(),
      sub({ submissionId: 's2', customerName: 'John Taylor', approvedText: other, createdAt: at(20), postedAt: at(20) }),
    ];
    const reviews = [review({ createdAt: at(50) }), review({ id: 'r2', reviewer: 'John Taylor', comment: other, createdAt: at(40) })];
    expect(claimed(candidates, reviews)).toEqual(['r1→s1', 'r2→s2']);
  });

  it('claims neither when two customers approved the same text and nothing tells them apart', () => {
    const candidates = [
      sub({ customerName: 'A customer' }),
      sub({ submissionId: 's2', customerName: 'A customer', createdAt: at(2), postedAt: at(2) }),
    ];
    expect(claimed(candidates, [review({ reviewer: 'A Google User', createdAt: at(10) })])).toEqual([]);
  });

  it('lets first names settle two identical texts, but not when one review names nobody', () => {
    const candidates = [sub(), sub({ submissionId: 's2', customerName: 'John Taylor', createdAt: at(2), postedAt: at(2) })];
    const named = [review({ createdAt: at(10) }), review({ id: 'r2', reviewer: 'John T.', createdAt: at(12) })];
    expect(claimed(candidates, named)).toEqual(['r1→s1', 'r2→s2']);
    // "A Google User" could be Aroha posting again as well as John: Aroha's own is then not certain either.
    const nameless = [review({ createdAt: at(10) }), review({ id: 'r2', reviewer: 'A Google User', createdAt: at(12) })];
    expect(claimed(candidates, nameless)).toEqual([]);
  });

  it('settles a review once the submission it was close to is clearly another review’s', () => {
    const other = 'Mere and the team replaced our hot water cylinder in a morning. Tidy, friendly and fairly priced.';
    // s2's customer approved a text that shares its first sentence with s1's; r2 is that sentence alone.
    const s2Text = `We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent. ${other}`;
    const candidates = [
      sub(),
      sub({ submissionId: 's2', customerName: 'A customer', approvedText: s2Text, createdAt: at(5), postedAt: at(5) }),
    ];
    const first = 'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent.';
    const reviews = [review({ createdAt: at(10) }), review({ id: 'r2', reviewer: 'A Google User', comment: first, createdAt: at(30) })];
    expect(claimed(candidates, reviews)).toEqual(['r1→s1', 'r2→s2']);
    // Alone, r2 is as much s1's as s2's: not claimed.
    expect(claimed(candidates, [reviews[1]!])).toEqual([]);
  });

  it('claims one review for one submission only, even when the customer posted twice', () => {
    const reviews = [review(), review({ id: 'r2', createdAt: at(8) })];
    expect(claimed([sub()], reviews)).toEqual([]);
  });

  it('does not claim a review with no words, even by the same name at the same minute', () => {
    expect(claimed([sub()], [review({ comment: null })])).toEqual([]);
  });
});
