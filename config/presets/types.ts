/** The five things a customer rates and ticks, in the order every list uses. */
export const CRITERIA_CATEGORIES = ['quality', 'service', 'timeliness', 'communication', 'value'] as const;
export type CriteriaCategory = (typeof CRITERIA_CATEGORIES)[number];

/**
 * A business's review criteria: four positive phrases a customer can tick in each category, and eight improvement
 * areas, two each for quality, service, timeliness and communication, in that order. (Value's two improvement
 * options are the same for every business: "Overpriced for the service" and "Limited value for money".)
 * Every phrase is at most 50 characters.
 */
export interface ReviewCriteria {
  quality: string[];
  service: string[];
  timeliness: string[];
  communication: string[];
  value: string[];
  improvementAreas: string[];
}

export interface BusinessPreset {
  id: PresetId;
  /** Shown in the business type picker, e.g. "Construction & Building". */
  name: string;
  /** One sentence: who this preset suits. */
  description: string;
  /** The personal-experience text box's placeholder on the customer's page. */
  placeholder: string;
  criteria: ReviewCriteria;
}

export const PRESET_IDS = [
  'general',
  'architecture',
  'construction',
  'consulting',
  'landscaping',
  'automotive',
  'healthcare',
  'legal',
  'hospitality',
  'cleaning',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const DEFAULT_PRESET: PresetId = 'general';

/** The fixed value-improvement options every review form offers. */
export const VALUE_IMPROVEMENTS = ['Overpriced for the service', 'Limited value for money'] as const;

/** The personal-experience text box's label on the customer's page while the owner keeps Korero's (every preset's). */
export const DEFAULT_EXPERIENCE_PROMPT = 'Tell us about your experience in your own words (optional)';
