import { describe, expect, it } from 'vitest';
import { CRITERIA_CATEGORIES, PRESET_IDS, VALUE_IMPROVEMENTS, presets } from '@korero/config/presets';
import { OTHER_IMPROVEMENT, SIMPLE_FEEDBACK } from '../../contract/feedback-items.ts';
import { hasPhraseForm, lowerFirst, phraseForm } from './phrase-forms.ts';

describe.each(PRESET_IDS)('the %s preset', (id) => {
  it('gives every phrase a form a drafted review can place in a sentence', () => {
    const { criteria } = presets[id];
    for (const phrase of [...CRITERIA_CATEGORIES.flatMap((c) => criteria[c]), ...criteria.improvementAreas, ...VALUE_IMPROVEMENTS]) {
      expect(hasPhraseForm(phrase), phrase).toBe(true);
      const { kind, text } = phraseForm(phrase);
      expect(kind, phrase).not.toBe('listed');
      expect(text, phrase).not.toMatch(/[.!?]$/);
      // Lower case inside a sentence, except "I" and acronyms such as WOF, ACC and 3D.
      expect(text, phrase).toMatch(/^([a-z]|I |[A-Z0-9]{2,}\b)/);
    }
  });
});

describe('phraseForm', () => {
  it("places every form's fixed choices: the simple form's chips and the other improvement", () => {
    for (const phrase of [...SIMPLE_FEEDBACK, OTHER_IMPROVEMENT.text]) expect(hasPhraseForm(phrase), phrase).toBe(true);
  });

  it("lists an owner's own phrase, lower-casing a label's title case but not acronyms", () => {
    expect(phraseForm('Went above and beyond')).toEqual({ kind: 'listed', text: 'went above and beyond' });
    expect(phraseForm('Great Communication')).toEqual({ kind: 'listed', text: 'great communication' });
    expect(lowerFirst('WOF done on time')).toBe('WOF done on time');
    expect(lowerFirst('Used Resene paint')).toBe('used Resene paint');
    expect(phraseForm('Quality Work')).toEqual({ kind: 'the', text: 'quality work' });
    expect(phraseForm('Site left untidy')).toEqual({ kind: 'clause', text: 'the site was left untidy' });
  });
});
