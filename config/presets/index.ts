import { architecturePreset } from './architecture.ts';
import { automotivePreset } from './automotive.ts';
import { cleaningPreset } from './cleaning.ts';
import { constructionPreset } from './construction.ts';
import { consultingPreset } from './consulting.ts';
import { generalPreset } from './general.ts';
import { healthcarePreset } from './healthcare.ts';
import { hospitalityPreset } from './hospitality.ts';
import { landscapingPreset } from './landscaping.ts';
import { legalPreset } from './legal.ts';
import { DEFAULT_PRESET, PRESET_IDS } from './types.ts';
import type { BusinessPreset, PresetId } from './types.ts';

export * from './types.ts';
export {
  architecturePreset,
  automotivePreset,
  cleaningPreset,
  constructionPreset,
  consultingPreset,
  generalPreset,
  healthcarePreset,
  hospitalityPreset,
  landscapingPreset,
  legalPreset,
};

export const presets: Record<PresetId, BusinessPreset> = {
  general: generalPreset,
  architecture: architecturePreset,
  construction: constructionPreset,
  consulting: consultingPreset,
  landscaping: landscapingPreset,
  automotive: automotivePreset,
  healthcare: healthcarePreset,
  legal: legalPreset,
  hospitality: hospitalityPreset,
  cleaning: cleaningPreset,
};

/** In PRESET_IDS order, for pickers. */
export const presetList: BusinessPreset[] = PRESET_IDS.map((id) => presets[id]);

// Checked against the list, not with `in`, so inherited keys such as "toString" are not preset ids.
export function isPresetId(value: string): value is PresetId {
  return (PRESET_IDS as readonly string[]).includes(value);
}

/** The preset for a stored business type; unknown or missing ids (old data, typos) get the general preset. */
export function getPreset(id: string | null | undefined): BusinessPreset {
  return id != null && isPresetId(id) ? presets[id] : presets[DEFAULT_PRESET];
}
