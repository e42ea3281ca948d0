import { describe, expect, it } from 'vitest';
import { composeReview, composerCases, draftFlaws } from './composer-table.ts';
import { draftProblems } from './draft-check.ts';

// Over ten thousand drafts each: seconds alone, more on a busy machine.
describe('the composer over every preset, phrase, rating and combination', { timeout: 60_000 }, () => {
  const cases = composerCases();
  const drafts = cases.map(({ preset, input }) => ({ preset, input, draft: composeReview(input) }));

  it('covers every preset phrase at every rating, and the combinations', () => {
    expect(cases.length).toBeGreaterThan(10_000);
  });

  it('writes no draft with a known bad pattern', () => {
    const bad = drafts
      .map((row) => ({ preset: row.preset, stars: row.input.starRating, draft: row.draft, flaws: draftFlaws(row.draft, row.input) }))
      .filter((row) => row.flaws.length);
    // The first few in full, so a failure reads as the drafts themselves.
    expect(bad.slice(0, 8), `${bad.length} of ${cases.length} drafts read badly`).toEqual([]);
  });

  it("passes the check a model's draft must pass, so the two drafters follow the same rules", () => {
    const refused = drafts
      .map((row) => ({ draft: row.draft, problems: draftProblems(row.draft, row.input) }))
      .filter((row) => row.problems.length);
    expect(refused.slice(0, 8), `${refused.length} of ${cases.length} drafts refused`).toEqual([]);
  });
});
