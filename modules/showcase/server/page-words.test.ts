import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { LANGUAGE_NAMES } from '@korero/core/contract';
import type { ShowcasePublicData } from '../contract/api.ts';
import { missingPage, showcasePage } from './page.ts';
import { widgetWords, showcaseWords } from './words.ts';

/**
 * Issue 48, as every-word-translated.test.tsx does for the review pages: the public page drawn in te reo with every
 * catalogue message wrapped in ⟦ ⟧. Whatever words are left outside the brackets, once the business's and the
 * reviewers' are taken out, were written into the page and would stay English.
 */
vi.mock('../locales/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../locales/index.ts')>();
  const mark = (catalogue: Messages): Messages =>
    Object.fromEntries(Object.entries(catalogue).map(([id, m]) => [id, ['⟦', ...(Array.isArray(m) ? m : [m]), '⟧']])) as Messages;
  return { ...real, catalogues: { en: mark(real.catalogues.en), mi: mark(real.catalogues.mi) } };
});

const DATA = [
  'Rangi Plumbing',
  'Mere K.',
  'Tom Walker',
  'Tidy work, on time.',
  'Thanks Tom, see you next winter.',
  // Each language's own name, on the switch: written in that language on purpose.
  ...Object.values(LANGUAGE_NAMES),
];

const data = (over: Partial<ShowcasePublicData> = {}): ShowcasePublicData & { placeId: string | null; logoUrl: string | null } => {
  const base = {
    businessName: 'Rangi Plumbing',
    rating: 4.6,
    count: 37,
    reviews: [
      {
        name: 'Mere K.',
        starRating: 5,
        text: 'Tidy work, on time.',
        source: 'korero' as const,
        createdAt: '2026-11-21T01:00:00Z',
        reply: null,
      },
      {
        name: 'Tom Walker',
        starRating: 4,
        text: 'Tidy work, on time.',
        source: 'google' as const,
        createdAt: '2026-11-20T01:00:00Z',
        reply: 'Thanks Tom, see you next winter.',
      },
    ],
    chosenByBusiness: true,
    googleUrl: 'https://search.google.com/local/reviews?placeid=ChIJ-example',
    theme: 'light' as const,
    layout: 'list' as const,
    brandColour: null,
    language: 'mi' as const,
    ...over,
  };
  return { ...base, words: widgetWords(showcaseWords(base.language), base), placeId: 'ChIJ-example', logoUrl: null };
};

/** The words outside any catalogue message: text between tags, and what people are read from attributes. */
function untranslated(html: string): string[] {
  const strip = (text: string) => {
    // Dates are written by Intl in the page's language ("20 Noe 2026"), not by a catalogue.
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\d{1,2} \p{L}{3,5}\.? \d{4}/gu, ' ');
    for (const d of [...DATA].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
    return rest;
  };
  const body = html.slice(html.indexOf('<body>'));
  const text = body.replace(/<[^>]+>/g, ' ').replace(/&#?\w+;/g, ' ');
  const attributes = [...html.matchAll(/(?:aria-label|alt|title|content)="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((v) => !/^(https?:|width=|website$|noindex$)/.test(v));
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return [...[text, title, ...attributes].flatMap((t) => strip(t).match(/\p{L}{2,}[^⟦]*/gu) ?? [])].map((w) => w.trim());
}

describe('every word on the public page is in a catalogue', () => {
  for (const language of ['mi', 'both'] as const) {
    it(`in ${language}, with a Place ID, hidden reviews and a reply; without reviews; and the missing page`, () => {
      const page = { publicUrl: 'https://korero.example', slug: 'rangi-plumbing' };
      expect(untranslated(showcasePage(data({ language }), page))).toEqual([]);
      expect(untranslated(showcasePage({ ...data({ language, rating: null, count: 0, reviews: [] }), placeId: null }, page))).toEqual([]);
      expect(untranslated(missingPage(language))).toEqual([]);
    });
  }

  it("and the widget's words", () => {
    const { words } = data();
    for (const [name, value] of Object.entries(words)) {
      if (name === 'lang' || name === 'dateLocales') continue;
      for (const text of [value].flat()) if (text !== null) expect(text, name).toMatch(/^⟦.*⟧$/);
    }
  });
});
