import { z } from 'zod';
// Types and ids only: the phrases themselves come from the server (GET /api/business-types), so a deployment
// can change its presets without rebuilding front ends.
import { PRESET_IDS, type ReviewCriteria } from '@korero/config/presets/types';

/** The settings' rules, used by the page's sections and enforced again by the server. */
const phrase = (empty: string) => z.string().trim().min(1, empty).max(50, 'Keep each phrase to 50 characters or fewer');
const four = z.array(phrase('Criteria cannot be empty')).length(4, 'Must have exactly 4 criteria');

export const criteriaSchema = z.object({
  quality: four,
  service: four,
  timeliness: four,
  communication: four,
  value: four,
  improvementAreas: z.array(phrase('Improvement area cannot be empty')).length(8, 'Must have exactly 8 improvement areas'),
}) satisfies z.ZodType<ReviewCriteria>;

export const settingsSchema = z.object({
  businessType: z.enum(PRESET_IDS, { error: 'Business type is required' }),
  customCriteria: criteriaSchema,
  personalExperiencePrompt: z
    .string()
    .trim()
    .min(1, 'Personal experience prompt is required')
    .max(500, 'Keep the prompt to 500 characters or fewer'),
  personalExperiencePlaceholder: z
    .string()
    .trim()
    .min(1, 'Personal experience placeholder is required')
    .max(500, 'Keep the placeholder to 500 characters or fewer'),
  customSmsMessage: z.string().trim().min(1, 'SMS message is required'),
  /** The owner's te reo version (issue 48): the English text's rules; empty or null removes it. */
  customSmsMessageMi: z.string().trim().max(1000, 'The te reo SMS message is far over 160 characters').nullable(),
  logoUrl: z.string().nullish(),
});

/** Settings → Review page: what one Save there sends (PUT /api/profile takes a section's fields alone). */
export const reviewPageSchema = settingsSchema.pick({
  businessType: true,
  customCriteria: true,
  personalExperiencePrompt: true,
  personalExperiencePlaceholder: true,
});
export type ReviewPageValues = z.infer<typeof reviewPageSchema>;

/** Korero's own prompt (config, beside the presets: the config catalogue has its te reo, issue 48). */
export { DEFAULT_EXPERIENCE_PROMPT } from '@korero/config/presets/types';
