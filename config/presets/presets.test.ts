import { describe, expect, it } from 'vitest';
import {
  CRITERIA_CATEGORIES,
  DEFAULT_PRESET,
  PRESET_IDS,
  VALUE_IMPROVEMENTS,
  getPreset,
  isPresetId,
  presetList,
  presets,
} from './index.ts';
import type { BusinessPreset } from './index.ts';

const displayNames = {
  general: 'General Business',
  architecture: 'Architecture & Design',
  construction: 'Construction & Building',
  consulting: 'Professional Consulting',
  landscaping: 'Landscaping & Outdoor Services',
  automotive: 'Automotive Services',
  healthcare: 'Healthcare & Wellness',
  legal: 'Legal Services',
  hospitality: 'Hospitality & Events',
  cleaning: 'Cleaning Services',
};

// Stems, so "organized" and "favorite" are caught too; "program" only as a whole word, since "programme" is right.
const usSpellings = [/color/i, /favor/i, /organiz/i, /realiz/i, /center/i, /\bprogram\b/i, /analyz/i, /behavior/i, /neighbor/i];

function phrasesOf(preset: BusinessPreset): string[] {
  return [...CRITERIA_CATEGORIES.flatMap((category) => preset.criteria[category]), ...preset.criteria.improvementAreas];
}

describe.each(PRESET_IDS.map((id) => [id, presets[id]] as const))('the %s preset', (id, preset) => {
  it('is filed under its own id, with the agreed display name', () => {
    expect(preset.id).toBe(id);
    expect(preset.name).toBe(displayNames[id]);
  });

  it('has a description and a placeholder', () => {
    for (const text of [preset.name, preset.description, preset.placeholder]) {
      expect(text.trim()).not.toBe('');
      expect(text).toBe(text.trim());
    }
    expect(preset.placeholder.length).toBeLessThan(200);
  });

  it('has four phrases in each category and eight improvement areas', () => {
    for (const category of CRITERIA_CATEGORIES) expect(preset.criteria[category], category).toHaveLength(4);
    expect(preset.criteria.improvementAreas).toHaveLength(8);
  });

  it('has phrases that read well inside a drafted review', () => {
    for (const phrase of phrasesOf(preset)) {
      expect(phrase, phrase).toBe(phrase.trim());
      expect(phrase, phrase).not.toBe('');
      expect(phrase.length, phrase).toBeLessThanOrEqual(50);
      expect(phrase, phrase).not.toMatch(/\.$/);
      expect(phrase, phrase).not.toMatch(/!/);
      expect(phrase, phrase).toMatch(/^[A-Z0-9]/);
    }
  });

  it('repeats no phrase, and leaves the fixed value improvements out', () => {
    const seen = phrasesOf(preset).map((phrase) => phrase.toLowerCase());
    expect(new Set(seen).size).toBe(seen.length);
    for (const fixed of VALUE_IMPROVEMENTS) expect(seen).not.toContain(fixed.toLowerCase());
  });

  it('uses New Zealand spelling', () => {
    for (const text of [preset.name, preset.description, preset.placeholder, ...phrasesOf(preset)]) {
      for (const spelling of usSpellings) expect(text, text).not.toMatch(spelling);
    }
  });
});

describe('presetList', () => {
  it('follows PRESET_IDS', () => {
    expect(presetList.map((preset) => preset.id)).toEqual([...PRESET_IDS]);
    expect(Object.keys(presets).sort()).toEqual([...PRESET_IDS].sort());
  });
});

describe('getPreset', () => {
  it('returns the preset asked for', () => {
    for (const id of PRESET_IDS) expect(getPreset(id)).toBe(presets[id]);
  });

  it('falls back to general for unknown or missing ids', () => {
    expect(DEFAULT_PRESET).toBe('general');
    for (const id of ['plumbing', '', 'General', 'toString', '__proto__', null, undefined]) {
      expect(getPreset(id)).toBe(presets.general);
    }
  });
});

describe('isPresetId', () => {
  it('accepts the ten ids and nothing else', () => {
    for (const id of PRESET_IDS) expect(isPresetId(id)).toBe(true);
    for (const id of ['plumbing', '', 'toString', 'constructor']) expect(isPresetId(id)).toBe(false);
  });
});
