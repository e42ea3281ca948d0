import { useState, type ReactNode } from 'react';
import { I18nProvider, LanguageSwitch, languageFromQuery, type LanguageChoice } from '@korero/web-kit';
import { catalogues } from '../../../locales/index.ts';

/**
 * The customer's follow-up page in its language (issue 48), as the review page is: ?lang= when the address names one,
 * else the follow-up's (its invitation's, else the business's), else English. The switch changes it and the address.
 */
export function FollowUpLanguage({ stored, children }: { stored: LanguageChoice | null; children: ReactNode }) {
  const [picked, setPicked] = useState(() => (typeof location === 'undefined' ? null : languageFromQuery(location.search)));
  const choice = picked ?? stored ?? 'en';
  return (
    <I18nProvider catalogues={catalogues} choice={choice}>
      <div className="bg-stone-50">
        <div className="mx-auto w-full max-w-xl px-4 pt-2">
          <LanguageSwitch value={choice} onChange={setPicked} />
        </div>
      </div>
      {children}
    </I18nProvider>
  );
}
