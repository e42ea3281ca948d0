/**
 * The business module's HTTP contract: request and answer schemas (the server validates and serializes with them),
 * their types, and the one mapping of a business to what its customers may see. Zod only, so any front end may
 * import it. Lists the spec's call tables give as JSON text stay text on the wire; `client.ts` parses them once.
 */
import { z } from 'zod';
import { PRESET_IDS, type ReviewCriteria } from '@korero/config/presets/types';
import { PLACE_ID_FORMAT, PLACE_ID_FORMAT_MESSAGE } from './place-id.ts';
import {
  jsonText,
  jsonTextAnswer,
  languageChoice,
  messageAnswer,
  messageDelivery,
  SMS_LONG_TEXT,
  smsEncoding,
  subscriptionStatus,
  successAnswer,
  tierId,
} from '@korero/core/contract';
import type { PublicBusinessProfile } from './index.ts';
import { criteriaSchema, settingsSchema } from './settings.ts';

export { messageAnswer, successAnswer };

const presetId = z.enum(PRESET_IDS);

const optionalField = (max: number, pattern?: RegExp, message?: string) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v || !pattern || pattern.test(v), message ?? 'is not valid')
    .nullish()
    .transform((v) => v || null);

const serviceTypes = jsonText(
  z
    .array(z.string().trim().max(60, 'Keep each service type to 60 characters or fewer'))
    .max(30, 'List at most 30 service types')
    // Blank entries and repeats (ignoring case; the first spelling wins) are dropped, as the form does.
    .transform((list) => list.filter((s, i) => s && list.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)),
  'serviceTypes',
);

/** PATCH /api/profile: serviceTypes as a list, or as the spec's JSON text. */
export const profileBody = z.object({
  businessName: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(120, 'Keep the business name to 120 characters or fewer'),
  email: z
    .string({ error: 'Email is required for subscription features' })
    .trim()
    .min(1, 'Email is required for subscription features')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  businessPhone: optionalField(30, /^[+()\d\s-]{5,30}$/, 'Enter a phone number using digits, spaces, + and -'),
  googlePlaceId: optionalField(300, PLACE_ID_FORMAT, PLACE_ID_FORMAT_MESSAGE),
  logoUrl: z.string().nullish(),
  serviceTypes: serviceTypes.optional(),
});
export type ProfileInput = z.input<typeof profileBody>;

/**
 * PUT /api/profile: customCriteria as an object, or as the spec's JSON string. Every field is optional, so each
 * Settings section sends only its own and the rest stay as they are; the spec's full body still works.
 */
export const settingsBody = settingsSchema
  .extend({ customCriteria: jsonText(criteriaSchema, 'customCriteria') })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error:
      'Send at least one setting to change: businessType, customCriteria, personalExperiencePrompt, personalExperiencePlaceholder, customSmsMessage, customSmsMessageMi or logoUrl.',
  });
export type SettingsInput = z.input<typeof settingsBody>;

/** PUT /api/profile/sms-long-text: what happens when a text would run past one segment. */
export const smsLongTextBody = z.object({
  smsLongText: z.enum(SMS_LONG_TEXT, { error: 'Choose "shorten" (shorten the job to keep one text) or "split" (send more texts)' }),
});
export type SmsLongTextInput = z.input<typeof smsLongTextBody>;
export const smsLongTextAnswer = z.strictObject({ data: z.strictObject({ smsLongText: z.enum(SMS_LONG_TEXT) }) });

/**
 * PUT /api/business/sms-name: the business's name as its texts write it (issue 44). Plain letters keep a text at 160
 * characters a part, where one macron in the name makes every part hold 70. Null: the business name, as it is.
 */
export const smsNameBody = z.object({
  smsName: z
    .string({ error: 'Send smsName: the name for texts, or null to use the business name' })
    .trim()
    .min(1, 'Write the name for texts, or clear it to use the business name')
    .max(60, 'Keep the name for texts to 60 characters or fewer')
    .refine((name) => smsEncoding(name) === 'GSM-7', {
      error:
        'Use plain letters in the name for texts ("Nga Hau E Wha Plumbing" rather than "Ngā Hau E Whā Plumbing"): one macron makes every text hold 70 characters instead of 160',
    })
    .nullable(),
});
export type SmsNameInput = z.input<typeof smsNameBody>;
export const smsNameAnswer = z.strictObject({ data: z.strictObject({ smsName: z.string().nullable() }) });

/**
 * PUT /api/business/language: the language the business's customers are asked in (issue 48): 'en', 'mi', or 'both'
 * (te reo first, then English). An invitation may choose another; its customer can switch on the page.
 */
export const customerLanguageBody = z.object({ language: languageChoice });
export type CustomerLanguageInput = z.input<typeof customerLanguageBody>;
export const customerLanguageAnswer = z.strictObject({ data: z.strictObject({ language: languageChoice }) });

export const logoBody = z.object({ logoUrl: z.string({ error: 'logoUrl is required (empty to remove)' }).max(300) });

export const placeSearchBody = z.object({
  query: z.string({ error: 'Enter your business name to search' }).trim().min(1, 'Enter your business name to search').max(200),
  location: z.unknown().optional(),
});

const filled = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);
export const placeIdHelpBody = z.object({
  email: filled('Please fill in all three fields').pipe(z.email('Please enter a valid email address')),
  businessName: filled('Please fill in all three fields'),
  businessAddress: filled('Please fill in all three fields'),
});
export type PlaceIdHelpInput = z.input<typeof placeIdHelpBody>;
/** POST /api/support/place-id-request: the spec's message, and what became of the email to Korero's support. */
export const placeIdHelpAnswer = z.strictObject({ success: z.boolean().describe('true'), message: z.string(), delivery: messageDelivery });
export type PlaceIdHelpAnswer = z.infer<typeof placeIdHelpAnswer>;

export const clientIdParams = z.object({ clientId: z.string().max(64) });
export const uploadTokenParams = z.object({ token: z.string().min(20).max(64) });
export const logoFileParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}$/) });

// ---- answers

export const criteriaAnswer = z
  .strictObject({
    quality: z.array(z.string()),
    service: z.array(z.string()),
    timeliness: z.array(z.string()),
    communication: z.array(z.string()),
    value: z.array(z.string()),
    improvementAreas: z.array(z.string()),
  })
  .meta({ id: 'ReviewCriteria' }) satisfies z.ZodType<ReviewCriteria>;

/**
 * GET /api/profile's data: the owner's profile and settings in the spec's field names (serviceTypes and
 * customCriteria as JSON text). Other modules add fields through `contributeProfileFields`, so more may follow.
 */
const profileFields = {
  businessName: z.string().nullable(),
  email: z.string().nullable(),
  businessPhone: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  placeIdStatus: z.enum(['not_configured', 'linked', 'invalid']).describe("The spec's Place ID status of the stored value"),
  logoUrl: z.string().nullable(),
  businessType: presetId,
  usesPresetCriteria: z.boolean(),
  personalExperiencePrompt: z.string(),
  personalExperiencePlaceholder: z.string(),
  customSmsMessage: z.string(),
  customSmsMessageMi: z.string().nullable().describe("The owner's own invitation text in te reo, STOP line last; null: none"),
  smsName: z.string().nullable().describe('The name texts use, in plain letters; null: the business name'),
  customerLanguage: languageChoice.describe("The language customers are asked in: 'en', 'mi' or 'both' (te reo first)"),
  smsRule: z.enum(['locked', 'branded', 'full']),
  smsLongText: z.enum(SMS_LONG_TEXT).describe("A text longer than one segment: 'shorten' the job in the text, or 'split' into more texts"),
  logoOnReviewPages: z.boolean().describe('Whether customers see the logo (plans without it keep the upload)'),
  subscriptionTier: tierId,
  subscriptionStatus,
  isAdmin: z.boolean(),
  username: z.string(),
  messengerEnabled: z.boolean(),
  facebookPageId: z.string().nullable(),
  facebookPageName: z.string().nullable(),
};
export const profileAnswer = z
  .looseObject({
    ...profileFields,
    serviceTypes: jsonTextAnswer('the list of service types'),
    customCriteria: jsonTextAnswer('the review criteria (ReviewCriteria)'),
  })
  .meta({ id: 'Profile' });
const profileView = z.looseObject({ ...profileFields, serviceTypes: z.array(z.string()), customCriteria: criteriaAnswer });
export type ProfileAnswer = z.infer<typeof profileAnswer>;
export const profileDataAnswer = z.strictObject({ data: profileAnswer });

export const logoAnswer = z.strictObject({ data: z.strictObject({ logoUrl: z.string().nullable() }) });
export const uploadTicketAnswer = z.strictObject({
  uploadURL: z.string().describe('Where to PUT the image bytes (single use, 10 minutes)'),
  logoUrl: z.string().describe('The public path to save on the profile once uploaded'),
});

export const statsAnswer = z.strictObject({
  invitesSent: z.number().int(),
  reviewsGenerated: z.number().int().describe('Reviews answering invitations (the public link has its own counts)'),
  averageRating: z.number(),
  responseRate: z.number().int().describe('Invitation responses ÷ invitations sent, whole percent'),
  publicLink: z.strictObject({ submissions: z.number().int(), averageRating: z.number() }),
});
export type Stats = z.infer<typeof statsAnswer>;
export const statsDataAnswer = z.strictObject({ data: statsAnswer });

export const businessTypeAnswer = z.strictObject({
  id: presetId,
  name: z.string(),
  description: z.string(),
  placeholder: z.string(),
  criteria: criteriaAnswer,
});
export type BusinessType = z.infer<typeof businessTypeAnswer>;
export const businessTypesAnswer = z.strictObject({ data: z.array(businessTypeAnswer) });

export const placeCandidateAnswer = z.strictObject({
  name: z.string(),
  place_id: z.string(),
  formatted_address: z.string(),
  rating: z.number().optional(),
  user_ratings_total: z.number().int().optional(),
});
export type PlaceCandidate = z.infer<typeof placeCandidateAnswer>;
export const placeSearchAnswer = z.strictObject({
  success: z.boolean(),
  data: z.strictObject({ candidates: z.array(placeCandidateAnswer) }),
});

/**
 * GET /api/business/profile/{clientId}'s data, and the business half of the customer page's inlined data: what a
 * customer may see of a business, in the spec's form (customCriteria and serviceTypes as JSON text).
 */
export const publicBusinessAnswer = z
  .strictObject({
    businessName: z.string().nullable(),
    businessType: presetId,
    customCriteria: jsonTextAnswer('the review criteria (ReviewCriteria)'),
    logoUrl: z.string().nullable(),
    personalExperiencePrompt: z.string(),
    personalExperiencePlaceholder: z.string(),
    serviceTypes: jsonTextAnswer('the list of service types'),
    criteriaWords: z
      .strictObject({ mi: z.record(z.string(), z.string()) })
      .describe(
        "Korero's te reo for those criteria phrases that are a preset's own, phrase → words (issue 48); an owner's own phrase is not in it and stays as written. What a customer ticks is kept as the phrase itself.",
      ),
    experienceWords: z
      .strictObject({ mi: z.record(z.string(), z.string()) })
      .describe(
        "Korero's te reo for personalExperiencePrompt and personalExperiencePlaceholder, each only when it is Korero's text exactly (the default prompt, a preset's placeholder), text → words (issue 48); an owner's own or edited text is not in it and stays as written.",
      ),
  })
  .meta({ id: 'PublicBusiness' });
export type PublicBusinessAnswer = z.infer<typeof publicBusinessAnswer>;
export const publicBusinessDataAnswer = z.strictObject({ data: publicBusinessAnswer });

/** The one mapping from the directory's profile to what customers are sent. */
export function toPublicBusinessAnswer(profile: PublicBusinessProfile): PublicBusinessAnswer {
  return {
    businessName: profile.businessName,
    businessType: profile.businessType,
    customCriteria: JSON.stringify(profile.criteria),
    logoUrl: profile.logoUrl,
    personalExperiencePrompt: profile.personalExperiencePrompt,
    personalExperiencePlaceholder: profile.personalExperiencePlaceholder,
    serviceTypes: JSON.stringify(profile.serviceTypes),
    criteriaWords: profile.criteriaWords,
    experienceWords: profile.experienceWords,
  };
}

/** The profile with its lists as lists: what the server builds and what the client hands its screens. */
export type ProfileView = z.infer<typeof profileView>;

/** The one place the profile's lists become the spec's JSON text. */
export function toProfileAnswer(view: ProfileView): ProfileAnswer {
  return { ...view, serviceTypes: JSON.stringify(view.serviceTypes), customCriteria: JSON.stringify(view.customCriteria) };
}
