import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  isLanguageChoice,
  LANGUAGE_CHOICES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  translator,
  type Catalogues,
  type Language,
  type LanguageChoice,
  type Translator,
  type Values,
} from '@korero/core/i18n';

export type { Catalogues, LanguageChoice, Translator } from '@korero/core/i18n';

const I18nContext = createContext<Translator | null>(null);
const CataloguesContext = createContext<Catalogues | null>(null);

/**
 * A customer page's words in the language its invitation chose (or ?lang=). The page's lang attribute follows, so a
 * screen reader reads te reo as te reo; with "both" the page is te reo first and each English part says so itself.
 */
export function I18nProvider({ catalogues, choice, children }: { catalogues: Catalogues; choice: LanguageChoice; children: ReactNode }) {
  const value = useMemo(() => translator(catalogues, choice), [catalogues, choice]);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[value.languages[0]!];
  }, [value]);
  return (
    <CataloguesContext.Provider value={catalogues}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </CataloguesContext.Provider>
  );
}

/**
 * A paragraph built from several messages, shown whole in each language in turn when the page is in both (te reo
 * first, the same size): "Kia ora / Hello" suits a heading, not a privacy notice woven sentence by sentence.
 */
export function EachLanguage({ children }: { children: ReactNode }) {
  const t = useT();
  const catalogues = useContext(CataloguesContext);
  if (t.languages.length === 1 || !catalogues) return <>{children}</>;
  return (
    <>
      {t.languages.map((language) => (
        <div key={language} lang={LANGUAGE_TAGS[language]}>
          <OneLanguage catalogues={catalogues} language={language}>
            {children}
          </OneLanguage>
        </div>
      ))}
    </>
  );
}

function OneLanguage({ catalogues, language, children }: { catalogues: Catalogues; language: Language; children: ReactNode }) {
  const value = useMemo(() => translator(catalogues, language), [catalogues, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's translator (an I18nProvider must be around the page). */
export function useT(): Translator {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT needs an I18nProvider around the page');
  return value;
}

/** A message as text; with "both", each language in its own span marked with its lang (te reo first). */
export function T({ id, values }: { id: string; values?: Values }) {
  const t = useT();
  const parts = t.parts(id, values);
  if (parts.length === 1) return <>{parts[0]!.text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <span key={part.language}>
          {i > 0 ? ' / ' : null}
          <span lang={LANGUAGE_TAGS[part.language]}>{part.text}</span>
        </span>
      ))}
    </>
  );
}

/** The language ?lang= asks for, if it names one. */
export function languageFromQuery(search: string): LanguageChoice | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguageChoice(asked) ? asked : null;
}

/**
 * The customer's switch between te reo, English and both. It keeps the choice in the address (?lang=), so a reload
 * or a shared link stays in it.
 */
export function LanguageSwitch({ value, onChange }: { value: LanguageChoice; onChange: (choice: LanguageChoice) => void }) {
  const label = (choice: LanguageChoice) => (choice === 'both' ? `${LANGUAGE_NAMES.mi} + ${LANGUAGE_NAMES.en}` : LANGUAGE_NAMES[choice]);
  return (
    <nav aria-label="Reo / Language" className="flex flex-wrap justify-end gap-1 text-sm">
      {LANGUAGE_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          lang={choice === 'en' ? 'en-NZ' : 'mi'}
          aria-pressed={value === choice}
          className={
            value === choice
              ? 'min-h-11 rounded-md bg-stone-900 px-3 font-semibold text-white'
              : 'min-h-11 rounded-md px-3 text-stone-700 underline underline-offset-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700'
          }
          onClick={() => {
            const url = new URL(location.href);
            url.searchParams.set('lang', choice);
            history.replaceState(history.state, '', url);
            onChange(choice);
          }}
        >
          {label(choice)}
        </button>
      ))}
    </nav>
  );
}
