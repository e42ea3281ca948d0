import { describe, expect, it } from 'vitest';
import { catalogues } from '../locales/index.ts';
import { DEFAULT_EXPERIENCE_PROMPT, presetList, VALUE_IMPROVEMENTS, type ReviewCriteria } from './index.ts';
import { presetPhrasesIn } from './words.ts';

// Issue 48: the presets' criteria, feedback points and placeholders, and the default prompt, are Korero's words, so
// each has a te reo version.
const phrasesOf = (criteria: ReviewCriteria) => Object.values(criteria).flat();
/** The texts around the customer's own words: each preset's placeholder, and the prompt every business starts with. */
const experience = [DEFAULT_EXPERIENCE_PROMPT, ...presetList.map((p) => p.placeholder)];
const all = [...new Set([...presetList.flatMap((p) => phrasesOf(p.criteria)), ...VALUE_IMPROVEMENTS, ...experience])];

describe("the presets' words", () => {
  it('are every one in the config catalogue, its English the phrase itself, and nothing else is', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...all].sort());
    for (const phrase of all) expect(catalogues.en[phrase], phrase).toEqual([phrase]);
  });

  it('have te reo for every phrase, none the same as another in its own preset (a customer could not tell them apart)', () => {
    for (const preset of presetList) {
      const phrases = phrasesOf(preset.criteria);
      const words = presetPhrasesIn('mi', phrases);
      expect(Object.keys(words).sort(), preset.id).toEqual([...new Set(phrases)].sort());
      expect(new Set(Object.values(words)).size, preset.id).toBe(new Set(phrases).size);
    }
  });

  it('have te reo for the default prompt and every placeholder, each its own', () => {
    const words = presetPhrasesIn('mi', experience);
    expect(Object.keys(words).sort()).toEqual([...experience].sort());
    expect(new Set(Object.values(words)).size).toBe(experience.length);
    expect(words[DEFAULT_EXPERIENCE_PROMPT]).toBe('Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)');
  });

  it('leave out a phrase the owner wrote or edited: it stays as written', () => {
    const words = presetPhrasesIn('mi', ['Careful, thorough work', 'Careful, thorough work!', 'Came on a Sunday']);
    expect(words).toEqual({ 'Careful, thorough work': 'He mahi tūpato, he mahi ata whakaaro' });
    // Not an inherited name either.
    expect(presetPhrasesIn('mi', ['toString', 'constructor'])).toEqual({});
  });
});
