/**
 * The languages a customer may be asked in (issue 48, decision 0050): their names and tags, so any contract
 * may use them without the translation runtime (that is @korero/core/i18n). No zod here: a customer page imports
 * these and would otherwise carry zod for one enum (the rule is language-choice.ts).
 */
/** The languages a customer may read Korero in. Adding one: see the README ("Adding a language"). */
export const LANGUAGES = ['en', 'mi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a business chooses: one language, or both (te reo first, then English, at the same size). */
export const LANGUAGE_CHOICES = ['en', 'mi', 'both'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** The order "both" shows them in: te reo first, as public bilingual practice does. */
export const BOTH_ORDER: readonly Language[] = ['mi', 'en'];

/** BCP 47 tags for a page's lang attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-NZ', mi: 'mi' };

/** What the customer sees it called, in its own words (a language switch lists these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mi: 'Te reo Māori' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
export const isLanguageChoice = (value: unknown): value is LanguageChoice => (LANGUAGE_CHOICES as readonly unknown[]).includes(value);

/** A choice read from anywhere (a query, a stored row): anything unknown is English, the language every row began in. */
export const languageChoiceOf = (value: unknown): LanguageChoice => (isLanguageChoice(value) ? value : 'en');
