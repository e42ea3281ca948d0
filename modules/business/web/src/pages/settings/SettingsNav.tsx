import { Link } from 'react-router';
import { cn } from '@korero/web-kit';
import type { SectionInfo } from './sections.ts';

/**
 * The Settings index: a row of links above the section on a phone, a column beside it on a wide screen. Each is a
 * real address (/settings/<id>), so a section can be bookmarked and the browser's Back button steps between them.
 */
export function SettingsNav({
  sections,
  current,
  dirty,
}: {
  sections: readonly SectionInfo[];
  current: string | undefined;
  dirty: ReadonlySet<string>;
}) {
  return (
    <nav aria-label="Settings sections" className="mb-6 lg:sticky lg:top-24 lg:mb-0">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {sections.map((section) => {
          const here = section.id === current;
          const unsaved = dirty.has(section.id);
          return (
            <li key={section.id}>
              <Link
                to={`/settings/${section.id}`}
                aria-current={here ? 'page' : undefined}
                // The dot alone would say nothing to a screen reader.
                aria-label={unsaved ? `${section.title} (unsaved changes)` : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  'lg:flex lg:w-full lg:rounded-lg lg:border-0 lg:px-3',
                  here
                    ? 'border-brand-700 bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-900'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50 lg:bg-transparent lg:hover:bg-stone-100',
                )}
              >
                <span className="min-w-0 flex-1">{section.title}</span>
                {unsaved ? (
                  <span className={cn('h-2 w-2 shrink-0 rounded-full', here ? 'bg-white lg:bg-amber-600' : 'bg-amber-600')} aria-hidden />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
