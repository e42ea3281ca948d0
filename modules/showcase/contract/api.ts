/**
 * The showcase module's HTTP contract (issue 37): the owner's widget settings, and the public answers a business's
 * website (the widget script) and its public page (/b/{slug}) read. Zod only, so any front end may import it.
 *
 * Owner routes (signed in): /api/showcase… · public routes (no account; the widget key or the slug is the capability,
 * CORS `*`, cacheable): /w/{key}.js, /api/showcase/{key}/reviews, /b/{slug}.
 */
import { z } from 'zod';
import { isoDate, languageChoice } from '@korero/core/contract';

/** light or dark backgrounds, or the business's brand colour (its profile's) for stars and links. */
export const SHOWCASE_THEMES = ['light', 'dark', 'brand'] as const;
/** badge: rating and count in one line · carousel: one review at a time, swipeable · list: the recent reviews stacked. */
export const SHOWCASE_LAYOUTS = ['badge', 'carousel', 'list'] as const;
export const showcaseTheme = z.enum(SHOWCASE_THEMES);
export const showcaseLayout = z.enum(SHOWCASE_LAYOUTS);
export type ShowcaseTheme = z.infer<typeof showcaseTheme>;
export type ShowcaseLayout = z.infer<typeof showcaseLayout>;

/** Where a shown review came from: synced from Google, or collected by Korero with its customer's agreement. */
export const SHOWCASE_SOURCES = ['google', 'korero'] as const;
export const showcaseSource = z.enum(SHOWCASE_SOURCES);
export type ShowcaseSource = z.infer<typeof showcaseSource>;

/** The widget key: 128 random bits, base64url (22 characters). Rotating it makes the old snippet render nothing. */
export const SHOWCASE_KEY = /^[A-Za-z0-9_-]{22}$/;
/** The public page's address: lower-case words joined by hyphens, 3 to 60 characters. */
export const SHOWCASE_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
/** A brand colour as the owner's colour picker gives it. */
export const BRAND_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** The most reviews the public answer carries (the widget shows fewer, by layout). */
export const SHOWCASE_REVIEWS_MAX = 20;

// ---- the owner's settings

export const settingsAnswer = z.strictObject({
  data: z.strictObject({
    key: z.string().describe('The widget key the snippet carries'),
    /** The HTML to paste: a sized placeholder (its height reserved, so the host page does not shift) and the async script. */
    snippet: z.string(),
    enabled: z.boolean().describe('Off: the snippet renders nothing and the public answer is 404'),
    theme: showcaseTheme,
    layout: showcaseLayout,
    /** The public page's slug (/b/{slug}), made from the business name when first asked for. */
    slug: z.string(),
    /** The colour (#rrggbb) the "brand" theme draws stars and links in; null: Korero's teal. */
    brandColour: z.string().nullable(),
    pageUrl: z.string().describe('The public page, absolute (PUBLIC_URL)'),
  }),
});
export type ShowcaseSettings = z.infer<typeof settingsAnswer>['data'];

export const settingsBody = z
  .strictObject({
    enabled: z.boolean().optional(),
    theme: showcaseTheme.optional(),
    layout: showcaseLayout.optional(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SHOWCASE_SLUG, 'The page address is 3 to 60 lower-case letters, digits and hyphens, e.g. "rangi-plumbing"')
      .optional(),
    brandColour: z
      .string()
      .trim()
      .regex(BRAND_COLOUR, 'The brand colour is a hex colour, e.g. #0f766e')
      .transform((v) => v.toLowerCase())
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send enabled, theme, layout, slug or brandColour to change');
export type ShowcaseSettingsInput = z.input<typeof settingsBody>;

// ---- the owner's list of what the widget may show, and hiding

/**
 * Why an owner hides a review: a short list, so hiding is for what should not be public, never for a low score
 * (issue 44). Kept with the hidden review, and shown to the owner beside it.
 */
export const HIDE_REASONS = ['personal-details', 'offensive', 'not-about-business'] as const;
export const hideReason = z.enum(HIDE_REASONS, {
  error: 'The reason is personal-details, offensive or not-about-business',
});
export type HideReason = z.infer<typeof hideReason>;
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  'personal-details': 'It shows personal details',
  offensive: 'It is offensive',
  'not-about-business': 'It is not about this business',
};

export const ownerReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(50),
});

/** One review the widget may show (the customer agreed, or it is a Google review), with the owner's hidden flag. */
export const ownerReviewAnswer = z
  .strictObject({
    source: showcaseSource,
    /** The Korero submission id, or the Korero id of the synced Google review. */
    id: z.string(),
    name: z.string().describe('As the widget shows it: first name and initial'),
    starRating: z.number().int().min(1).max(5),
    text: z.string(),
    createdAt: isoDate,
    hidden: z.boolean(),
    /** Why it is hidden; null when shown, or hidden before reasons were asked. */
    hiddenReason: hideReason.nullable(),
  })
  .meta({ id: 'ShowcaseOwnerReview' });
export type ShowcaseOwnerReview = z.infer<typeof ownerReviewAnswer>;
export const ownerReviewsAnswer = z.strictObject({ data: z.array(ownerReviewAnswer) });

export const hideParams = z.object({ source: showcaseSource, id: z.string().max(64) });
export const hideBody = z
  .strictObject({
    hidden: z.boolean({ error: 'Send hidden: true to hide the review, false to show it' }),
    reason: hideReason.optional().describe('Why it is hidden: needed to hide, not to show again'),
  })
  .refine((b) => !b.hidden || b.reason !== undefined, {
    error: 'Say why the review is hidden: personal-details, offensive or not-about-business',
    path: ['reason'],
  });
export type HideInput = z.infer<typeof hideBody>;

// ---- public

export const keyParams = z.object({ key: z.string().regex(SHOWCASE_KEY, 'Not a widget key') });
export const slugParams = z.object({ slug: z.string().max(80) });
/** ?lang=en|mi|both picks the language; anything else (or none) is the business's own choice, as on the review pages. */
export const publicLanguageQuery = z.object({ lang: z.string().max(4, 'lang is en, mi or both').optional() });

/**
 * The widget's own words in the answer's language (issue 48): the script has no catalogue and no imports (decision
 * 0030), so the server sends each sentence made. With "both", each is te reo then English, joined by " / ".
 */
export const widgetWordsAnswer = z
  .strictObject({
    lang: z.string().describe("The BCP 47 tag of the first language shown, for the widget's lang attribute"),
    dateLocales: z.array(z.string()).describe('The locales dates are written in, best first (a browser without te reo uses the next)'),
    label: z.string().describe('The widget\'s name for screen readers: "Reviews of Rangi Plumbing"'),
    count: z.string().describe('"48 reviews"'),
    rating: z.string().nullable().describe('The average as a screen reader hears it: "4.6 out of 5 stars"; null without one'),
    stars: z.array(z.string()).length(5).describe('One to five stars, as a screen reader hears them, by starRating - 1'),
    about: z
      .string()
      .nullable()
      .describe('"Showing 5 of 48 reviews. Rangi Plumbing chose which reviews appear here."; null: nothing to say'),
    seeAll: z.string(),
    seeThem: z.string().describe('The badge\'s shorter "See them on Google"'),
    onGoogle: z.string(),
    byKorero: z.string(),
    replyFrom: z.string().describe('Put before a reply: "Reply from Rangi Plumbing:"'),
    recent: z.string(),
    readMore: z.string(),
    showLess: z.string(),
    previous: z.string(),
    next: z.string(),
  })
  .meta({ id: 'ShowcaseWidgetWords' });
export type ShowcaseWidgetWords = z.infer<typeof widgetWordsAnswer>;

export const publicReviewAnswer = z
  .strictObject({
    name: z.string().describe("First name and initial (Google's: the author's name as Google gives it)"),
    starRating: z.number().int().min(1).max(5),
    text: z.string().describe('Plain text: the script sets it as text, never as HTML'),
    source: showcaseSource,
    createdAt: isoDate,
    /** The business's public reply (Google's owner reply), shown under the review; null without one. */
    reply: z.string().nullable(),
  })
  .meta({ id: 'ShowcaseReview' });
export type ShowcaseReview = z.infer<typeof publicReviewAnswer>;

export const publicReviewsAnswer = z.strictObject({
  data: z.strictObject({
    businessName: z.string(),
    /** The average star rating over what is counted (Google's own when connected, else the shown Korero reviews'); null with none. */
    rating: z.number().nullable(),
    count: z.number().int().describe('How many reviews the rating counts; the list may show fewer ("Showing 5 of 48")'),
    reviews: z.array(publicReviewAnswer),
    /** The business has hidden at least one review: the widget and page say the reviews were chosen by the business. */
    chosenByBusiness: z.boolean(),
    /** The business's Google reviews (or write-a-review) link, for "See all on Google"; null without a Place ID. */
    googleUrl: z.string().nullable(),
    theme: showcaseTheme,
    layout: showcaseLayout,
    /** The brand colour (#rrggbb) for the "brand" theme. */
    brandColour: z.string().nullable(),
    /** The answer's language: ?lang=, else the business's choice for its customers (issue 48). */
    language: languageChoice,
    words: widgetWordsAnswer,
  }),
});
export type ShowcasePublicData = z.infer<typeof publicReviewsAnswer>['data'];
