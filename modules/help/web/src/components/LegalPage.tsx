import type { ReactNode } from 'react';
import { PublicPage } from '@korero/web-kit';

/** When the legal pages last changed, shown on each of them. */
export const LEGAL_UPDATED = { iso: '2025-08-20', label: '20 August 2025' } as const;

/** Body text of a legal section: comfortable line height, styled lists and links, no typography plugin needed. */
const PROSE = [
  'space-y-4 text-base leading-7 text-stone-700 break-words',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
].join(' ');

/**
 * A long legal page: the title and date, a short summary, a list of its sections to jump to, then the sections.
 * `contents` maps each section's id to its heading, in order.
 */
export function LegalPage({
  title,
  intro,
  contents,
  children,
}: {
  title: string;
  intro: ReactNode;
  contents: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <PublicPage>
      <article>
        <header className="border-b border-stone-200 pb-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Korero</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-stone-500">
            Last updated <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.label}</time>
          </p>
          <div className="mt-5 space-y-3 text-base leading-7 text-stone-700 sm:text-lg sm:leading-8">{intro}</div>
        </header>
        <nav aria-label="On this page" className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-stone-900">On this page</p>
          <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
            {Object.entries(contents).map(([id, heading], index) => (
              <li key={id} className="flex gap-2 py-1">
                <span className="w-5 shrink-0 text-right tabular-nums text-stone-500">{index + 1}.</span>
                <a href={`#${id}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                  {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">{children}</div>
      </article>
    </PublicPage>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
        {title}
      </h2>
      <div className={`mt-4 ${PROSE}`}>{children}</div>
    </section>
  );
}
