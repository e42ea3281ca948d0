import { describe, expect, it } from 'vitest';
import { readReviews, themesFromMentions } from './analyser.ts';

const reviews = [
  { rating: 5, text: 'Turned up on time and explained everything. Tidy job, great job on the cylinder.' },
  { rating: 5, text: 'Really prompt, arrived within the hour. Fair price too.' },
  { rating: 4, text: 'Good job overall. The quote was higher than expected.' },
  { rating: 1, text: 'Two hours late and never called back. Left a mess in the laundry.' },
  { rating: 5, text: '' },
];

describe('reading public reviews', () => {
  it('counts each theme once per review that mentions it, praise and complaint apart', () => {
    const themes = readReviews(reviews);
    expect(themes.reviewsRead).toBe(4);
    expect(themes.commonPraise).toEqual([
      { text: 'Quality of the work', mentions: 2 },
      { text: 'Turning up on time', mentions: 2 },
      { text: 'Clear communication', mentions: 1 },
    ]);
    expect(themes.commonComplaints).toEqual([
      { text: 'Attitude or mess left behind', mentions: 1 },
      { text: 'Lateness or delays', mentions: 1 },
      { text: 'Poor communication', mentions: 1 },
    ]);
    // Praised by at least half of the four reviews read.
    expect(themes.strengthAreas).toEqual([
      { text: 'Quality of the work', mentions: 2 },
      { text: 'Turning up on time', mentions: 2 },
    ]);
    expect(themes.keywords).toContainEqual({ text: 'on time', mentions: 1 });
    expect(themes.keywords).toContainEqual({ text: 'great job', mentions: 1 });
  });

  it('reads a higher-than-expected quote in a good review as a complaint about price, not praise', () => {
    const themes = readReviews([{ rating: 4, text: 'The quote was higher than expected, not cheap.' }]);
    expect(themes.commonPraise).toEqual([]);
    expect(themes.commonComplaints).toEqual([{ text: 'Price', mentions: 1 }]);
  });

  it('invents nothing from reviews without words', () => {
    expect(readReviews([{ rating: 5, text: '  ' }])).toEqual({
      reviewsRead: 0,
      commonPraise: [],
      commonComplaints: [],
      strengthAreas: [],
      opportunityAreas: [],
      keywords: [],
    });
  });

  it("takes an AI reader's mentions only when every quote is in its review and every theme is on the list", () => {
    const ok = themesFromMentions(reviews, [
      { review: 0, theme: 'timeliness', kind: 'praise', quote: 'turned up on time' },
      { review: 1, theme: 'timeliness', kind: 'praise', quote: 'Really prompt' },
      { review: 3, theme: 'timeliness', kind: 'complaint', quote: 'Two hours late' },
      { review: 3, theme: 'timeliness', kind: 'complaint', quote: 'late' },
    ]);
    expect(ok).toMatchObject({
      reviewsRead: 4,
      commonPraise: [{ text: 'Turning up on time', mentions: 2 }],
      commonComplaints: [{ text: 'Lateness or delays', mentions: 1 }],
    });
    // A quote no reviewer wrote, a theme not on the list, a review that does not exist: the whole reading is refused.
    expect(themesFromMentions(reviews, [{ review: 0, theme: 'value', kind: 'praise', quote: 'great value for money' }])).toBeNull();
    expect(themesFromMentions(reviews, [{ review: 0, theme: 'parking', kind: 'praise', quote: 'on time' }])).toBeNull();
    expect(themesFromMentions(reviews, [{ review: 9, theme: 'timeliness', kind: 'praise', quote: 'on time' }])).toBeNull();
  });
});
