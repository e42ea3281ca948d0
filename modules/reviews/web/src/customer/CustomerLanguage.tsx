import { useState, type ReactNode } from 'react';
import { I18nProvider, LanguageSwitch, languageFromQuery, type LanguageChoice } from '@korero/web-kit';
import { catalogues } from '../../../locales/index.ts';

/**
 * A customer page in its language: ?lang= when the address names one (the customer switched, or a link carried it on),
 * else what the invitation (or the business) chose, else English. The switch on the page changes it and the address.
 */
export function CustomerLanguage({ stored, children }: { stored?: LanguageChoice | null | undefined; children: ReactNode }) {
  const [picked, setPicked] = useState(() => (typeof location === 'undefined' ? null : languageFromQuery(location.search)));
  const choice = picked ?? stored ?? 'en';
  return (
    <I18nProvider catalogues={catalogues} choice={choice}>
      <div className="mx-auto w-full max-w-2xl px-4 pt-2">
        <LanguageSwitch value={choice} onChange={setPicked} />
      </div>
      {children}
    </I18nProvider>
  );
}

/** A link to another customer page that keeps the language this one is in. */
export function withLanguage(path: string, choice: LanguageChoice): string {
  if (choice === 'en') return path;
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}lang=${choice}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
