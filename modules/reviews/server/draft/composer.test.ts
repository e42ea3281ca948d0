import { describe, expect, it } from 'vitest';
import { composeReview } from './composer.ts';
import { draftProblems } from './draft-check.ts';
import type { ReviewDraftInput } from './review-draft-input.ts';

const UNCHOSEN = ['Fair, upfront quote', 'Left the site spotless', 'Slow to return calls', 'Job ran over the agreed time'];

const base = (over: Partial<ReviewDraftInput> = {}): ReviewDraftInput => ({
  starRating: 5,
  positives: [
    { category: 'quality', text: 'Tidy, careful workmanship' },
    { category: 'timeliness', text: 'Turned up when they said they would' },
  ],
  improvements: [],
  scores: { overall: 9, quality: 9, timeliness: 8, communication: 10, value: 5 },
  jobDescription: 'Hot water cylinder replacement',
  jobLocation: 'Lower Hutt',
  businessName: 'Tane Plumbing',
  teamMembers: ['Wiremu Tane', 'Sione Fifita'],
  customerWords: 'hot water was back on by lunchtime',
  seed: 'seed-1',
  ...over,
});

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('the built-in composer', () => {
  it('uses every phrase the customer ticked, and none they did not', () => {
    const text = composeReview(base());
    expect(text.toLowerCase()).toContain('tidy, careful workmanship');
    expect(text.toLowerCase()).toContain('turned up when they said they would');
    for (const phrase of UNCHOSEN) expect(text.toLowerCase()).not.toContain(phrase.toLowerCase());
    expect(text).toContain('Tane Plumbing');
    expect(text.toLowerCase()).toContain('hot water cylinder replacement');
  });

  it("keeps the customer's own words, and names the team by first name only", () => {
    const text = composeReview(base());
    expect(text).toContain('Hot water was back on by lunchtime.');
    expect(text).toMatch(/Wiremu and Sione/);
    expect(text).not.toMatch(/Fifita/);
    expect(text.replace('Tane Plumbing', '')).not.toMatch(/\bTane\b/);
  });

  it("never drops the team or the customer's words to make room: the scores sentence goes first", () => {
    const full = composeReview(
      base({ improvements: [{ category: 'communication', text: 'Slow to return calls' }], scores: { value: 2, communication: 9 } }),
    );
    expect(full).toMatch(/Wiremu and Sione/);
    expect(full).toContain('Hot water was back on by lunchtime.');
    expect(full.toLowerCase()).toContain('slow to return calls');
  });

  it('turns scores into words, never numbers', () => {
    const text = composeReview(base({ positives: [], scores: { overall: 9, communication: 10, value: 2 } }));
    expect(text).not.toMatch(/\d/);
    expect(text.toLowerCase()).toContain('the communication was excellent');
    expect(text.toLowerCase()).toContain('the value for money was very poor');
  });

  it("writes two to five sentences before the customer's own words", () => {
    for (let i = 0; i < 20; i++) {
      const text = composeReview(base({ seed: `s${i}`, customerWords: '' }));
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(text)).toBeLessThanOrEqual(5);
    }
    const bare = composeReview(base({ positives: [], improvements: [], teamMembers: [], customerWords: '', scores: {} }));
    expect(sentenceCount(bare)).toBe(2);
    expect(bare).toContain('five stars');
  });

  it('varies the wording between customers who chose the same things', () => {
    const texts = new Set(Array.from({ length: 12 }, (_, i) => composeReview(base({ seed: `invite-${i}` }))));
    expect(texts.size).toBeGreaterThanOrEqual(6);
    expect(composeReview(base({ seed: 'same' }))).toBe(composeReview(base({ seed: 'same' })));
  });

  it('neither softens a poor rating nor inflates a good one', () => {
    const poorInput = base({
      starRating: 1,
      positives: [],
      improvements: [
        { category: 'timeliness', text: 'Job ran over the agreed time' },
        { category: 'communication', text: 'Slow to return calls' },
      ],
      scores: { overall: 2 },
      customerWords: '',
    });
    const poor = composeReview(poorInput);
    expect(poor).toMatch(/did not go well|poor experience|unhappy/i);
    expect(poor.toLowerCase()).toContain('job ran over the agreed time');
    expect(poor.toLowerCase()).toContain('slow to return calls');
    expect(poor).not.toMatch(/\b(great|excellent|thanks|thank you|cheers|recommend)\b/i);
    expect(poor).toMatch(/Wiremu and Sione were on the job\./);
    expect(draftProblems(poor, poorInput)).toEqual([]);

    const great = composeReview(base({ starRating: 5 }));
    expect(great).not.toMatch(/\b(poor|disappointing|let down)\b/i);
  });
});

describe('the drafts the issue found reading badly', () => {
  const seeds = Array.from({ length: 30 }, (_, i) => `bad-${i}`);

  it('places a ticked deed after "they", never after "appreciated"', () => {
    for (const seed of seeds) {
      const text = composeReview(base({ seed, positives: [{ category: 'service', text: 'Left the site clean and tidy' }] }));
      expect(text).toMatch(/\bthey left the site clean and tidy\b/i);
      expect(text).not.toMatch(/appreciated left/);
    }
  });

  it('never puts a job written as a clause where a thing belongs', () => {
    for (const seed of seeds) {
      const text = composeReview(base({ seed, starRating: 1, jobDescription: 'Blocked drain cleared' }));
      expect(text).toMatch(/^We had our blocked drain cleared by Tane Plumbing, and /);
      expect(text).not.toMatch(/(handled|of|for|on|with) our blocked drain cleared/);
    }
  });

  it("lower-cases the simple form's chips inside a sentence", () => {
    for (const seed of seeds) {
      const text = composeReview(
        base({ seed, positives: ['Quality Work', 'Professional', 'Fast Service'].map((text) => ({ category: 'service', text })) }),
      );
      expect(text).toMatch(/the quality work/);
      expect(text).toMatch(/the fast service/);
      expect(text).not.toMatch(/Work|Service|Professional/);
    }
  });

  it('thanks people by first name and never a team', () => {
    for (const seed of seeds) {
      const text = composeReview(base({ seed, teamMembers: ['Wellington crew', 'Wiremu Tane', 'Mere (apprentice)'] }));
      expect(text).toMatch(/Wiremu and Mere/);
      expect(text).not.toMatch(/Wellington|crew|apprentice/);
    }
  });
});

describe('the check on drafts from a model', () => {
  it('accepts what the composer writes (the check is not stricter than Korero itself)', () => {
    for (let i = 0; i < 40; i++) {
      for (const stars of [1, 3, 5]) {
        const input = base({
          seed: `c${i}`,
          starRating: stars,
          improvements: stars < 5 ? [{ category: 'communication', text: 'Slow to return calls' }] : [],
        });
        expect(draftProblems(composeReview(input), input)).toEqual([]);
      }
    }
  });

  it('refuses names, numbers and tone the customer did not give', () => {
    expect(draftProblems('Bob from Tane Plumbing was great.', base())).toEqual(['a name the customer did not give (Bob)']);
    expect(draftProblems('Tane Plumbing scored 9 out of 10.', base())).toEqual([
      'a number the customer did not give (9)',
      'a number the customer did not give (10)',
    ]);
    expect(draftProblems('An amazing job by Tane Plumbing.', base({ starRating: 1, scores: { overall: 2 } }))).toContain(
      'praise the rating does not support',
    );
    expect(draftProblems('Terrible work from Tane Plumbing.', base({ starRating: 5 }))).toContain('criticism the rating does not support');
    expect(
      draftProblems('Great job from Tane Plumbing on the hot water cylinder replacement. Thanks to Wiremu and Sione.', base()),
    ).toEqual([]);
  });
});
