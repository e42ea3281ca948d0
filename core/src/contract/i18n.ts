/**
 * Korero's words in a customer's language (issue 48, decision 0050). Each module owns a PO catalogue per language
 * (locales/en.po, locales/mi.po) that `lingui compile` turns into locales/<language>.ts at build time; the server and
 * the pages both translate with this, so a text and the page it links to say the same thing. Pure: no Node, no DOM.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { BOTH_ORDER, type Language, type LanguageChoice } from './languages.ts';

export * from './languages.ts';

/** A module's compiled catalogues, one per language. */
export type Catalogues = Record<Language, Messages>;

export type Values = Record<string, unknown>;

/** One language's words, or both languages' in BOTH_ORDER. */
export interface Translator {
  readonly choice: LanguageChoice;
  /** The languages shown, in order: one, or te reo then English. */
  readonly languages: readonly Language[];
  /** The message in each shown language, in order. */
  parts(id: string, values?: Values): { language: Language; text: string }[];
  /** The message as one string: with "both", te reo then English, joined by " / ". */
  t(id: string, values?: Values): string;
  /** The message in one language whatever the choice (e.g. the English text an SMS in "both" carries). */
  in(language: Language, id: string, values?: Values): string;
}

/**
 * One translator per catalogue set and choice, made once: a customer's page and each message ask for one, and making
 * Lingui's I18n (an emitter with its catalogues loaded) on every request was a measurable part of the token route.
 * Sharing one is safe: each call activates its language and translates in the same synchronous step.
 */
const made = new WeakMap<Catalogues, Map<LanguageChoice, Translator>>();

export function translator(catalogues: Catalogues, choice: LanguageChoice): Translator {
  let byChoice = made.get(catalogues);
  if (!byChoice) made.set(catalogues, (byChoice = new Map()));
  let found = byChoice.get(choice);
  if (!found) byChoice.set(choice, (found = makeTranslator(catalogues, choice)));
  return found;
}

function makeTranslator(catalogues: Catalogues, choice: LanguageChoice): Translator {
  const i18n = setupI18n({ locale: 'en', messages: catalogues });
  const languages: readonly Language[] = choice === 'both' ? BOTH_ORDER : [choice];
  const one = (language: Language, id: string, values?: Values) => {
    i18n.activate(language);
    // Lingui answers an unknown id with the id itself; the catalogue tests make sure none is unknown.
    return i18n._(id, values);
  };
  return {
    choice,
    languages,
    parts: (id, values) => languages.map((language) => ({ language, text: one(language, id, values) })),
    t: (id, values) => languages.map((language) => one(language, id, values)).join(' / '),
    in: one,
  };
}
