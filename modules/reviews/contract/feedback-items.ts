import type { ReviewCriteria } from '@korero/config/presets/types';

export type Category = 'quality' | 'service' | 'timeliness' | 'communication' | 'value';
export const CATEGORIES: Category[] = ['quality', 'service', 'timeliness', 'communication', 'value'];
export const CATEGORY_LABELS: Record<Category, string> = {
  quality: 'Quality',
  service: 'Service',
  timeliness: 'Timeliness',
  communication: 'Communication',
  value: 'Value',
};

/** Value's improvement options are the same for every business. */
export const VALUE_IMPROVEMENTS = ['Overpriced for the service', 'Limited value for money'];
export const OTHER_IMPROVEMENT = { id: 'other-improvement', text: 'Other areas for improvement' } as const;

export interface FeedbackItem {
  /** "quality-0" for a positive, "quality-imp-1" for an improvement, "other-improvement". */
  id: string;
  category: Category | 'other';
  kind: 'positive' | 'improvement';
  text: string;
}

/**
 * The checkboxes of the customer's form, from the business's criteria: four positives per category, two
 * improvements per category (the business's eight, plus value's fixed two), and "Other areas for improvement".
 * The server resolves the ids the customer sends with the same function, so a draft can only use these words.
 */
export function feedbackItems(criteria: ReviewCriteria): FeedbackItem[] {
  const items: FeedbackItem[] = [];
  for (const category of CATEGORIES) {
    (criteria[category] ?? []).forEach((text, i) => items.push({ id: `${category}-${i}`, category, kind: 'positive', text }));
  }
  const improvementTexts: Record<Category, string[]> = {
    quality: criteria.improvementAreas.slice(0, 2),
    service: criteria.improvementAreas.slice(2, 4),
    timeliness: criteria.improvementAreas.slice(4, 6),
    communication: criteria.improvementAreas.slice(6, 8),
    value: VALUE_IMPROVEMENTS,
  };
  for (const category of CATEGORIES) {
    improvementTexts[category].forEach((text, i) => items.push({ id: `${category}-imp-${i}`, category, kind: 'improvement', text }));
  }
  items.push({ id: OTHER_IMPROVEMENT.id, category: 'other', kind: 'improvement', text: OTHER_IMPROVEMENT.text });
  return items;
}

export const SCORE_NAMES = ['overall', 'quality', 'timeliness', 'communication', 'value'] as const;
export type ScoreName = (typeof SCORE_NAMES)[number];
export const SCORE_LABELS: Record<ScoreName, string> = {
  overall: 'Overall',
  quality: 'Quality',
  timeliness: 'Timeliness',
  communication: 'Communication',
  value: 'Value',
};

/** The simple satisfaction form's choices. */
export const SATISFACTION = ['Very Satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very Dissatisfied'] as const;
export const SIMPLE_FEEDBACK = ['Fast Service', 'Professional', 'Affordable', 'Reliable', 'Quality Work', 'Friendly'] as const;

/** Google's write-a-review page for a Place ID. */
export function googleReviewUrl(placeId: string | null | undefined): string | null {
  const id = placeId?.trim();
  return id ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(id)}` : null;
}
