import {
  isLanguageChoice,
  LANGUAGE_TAGS,
  languageChoiceOf,
  translator,
  type Language,
  type LanguageChoice,
  type Translator,
  type Values,
} from '@korero/core/i18n';
import type { ShowcasePublicData, ShowcaseWidgetWords } from '../contract/api.ts';
import { catalogues } from '../locales/index.ts';

/** ?lang= when it names a choice, else the business's own (issue 48: the business chooses, a reader may switch). */
export const publicChoice = (asked: string | undefined, business: LanguageChoice | null | undefined): LanguageChoice =>
  isLanguageChoice(asked) ? asked : languageChoiceOf(business);

export const showcaseWords = (choice: LanguageChoice): Translator => translator(catalogues, choice);

/** Dates in the first language shown, then New Zealand English where a runtime has no te reo dates. */
export const DATE_LOCALES: Record<Language, string[]> = { en: ['en-NZ'], mi: ['mi-NZ', 'en-NZ'] };

/** A rating as written in the first language shown (one decimal). */
export const ratingText = (t: Translator, rating: number): string =>
  rating.toLocaleString(DATE_LOCALES[t.languages[0]!], { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "Showing 3 of 37 reviews." and who chose them, or '' (the page and the widget say the same; `say` makes a message). */
export function aboutText(
  say: (id: string, values?: Values) => string,
  d: Pick<ShowcasePublicData, 'reviews' | 'count' | 'chosenByBusiness' | 'businessName'>,
): string {
  return [
    d.reviews.length > 0 && d.reviews.length < d.count ? say('reviews.showing', { shown: d.reviews.length, count: d.count }) : '',
    d.chosenByBusiness ? say('reviews.chosen', { business: d.businessName }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The widget's words, made here: the script stays one function with no catalogue (decision 0030). */
export function widgetWords(t: Translator, d: Omit<ShowcasePublicData, 'words' | 'language'>): ShowcaseWidgetWords {
  const first = t.languages[0]!;
  const about = aboutText(t.t, d);
  return {
    lang: LANGUAGE_TAGS[first],
    dateLocales: DATE_LOCALES[first],
    label: t.t('widget.label', { business: d.businessName }),
    count: t.t('reviews.count', { count: d.count }),
    rating: d.rating === null ? null : t.t('reviews.stars', { rating: ratingText(t, d.rating) }),
    stars: [1, 2, 3, 4, 5].map((n) => t.t('reviews.stars', { rating: n })),
    about: about || null,
    seeAll: t.t('reviews.seeAll'),
    seeThem: t.t('widget.seeThem'),
    onGoogle: t.t('reviews.onGoogle'),
    byKorero: t.t('reviews.byKorero'),
    replyFrom: t.t('reviews.replyFrom', { business: d.businessName }),
    recent: t.t('reviews.heading'),
    readMore: t.t('widget.readMore'),
    showLess: t.t('widget.showLess'),
    previous: t.t('widget.previous'),
    next: t.t('widget.next'),
  };
}
