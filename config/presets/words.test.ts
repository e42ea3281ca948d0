import { describe, expect, it } from 'vitest';
import { catalogues } from '../locales/index.ts';
import { presetList, VALUE_IMPROVEMENTS, type ReviewCriteria } from './index.ts';
import { presetPhrasesIn } from './words.ts';

// Issue 48: the presets' criteria and feedback points are Korero's words, so each has a te reo version.
const phrasesOf = (criteria: ReviewCriteria) => Object.values(criteria).flat();
const all = [...new Set([...presetList.flatMap((p) => phrasesOf(p.criteria)), ...VALUE_IMPROVEMENTS])];

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

  it('leave out a phrase the owner wrote or edited: it stays as written', () => {
    const words = presetPhrasesIn('mi', ['Careful, thorough work', 'Careful, thorough work!', 'Came on a Sunday']);
    expect(words).toEqual({ 'Careful, thorough work': 'He mahi tūpato, he mahi ata whakaaro' });
    // Not an inherited name either.
    expect(presetPhrasesIn('mi', ['toString', 'constructor'])).toEqual({});
  });
});
