import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useShell } from '@korero/web-kit';
import { GUIDE_GROUPS, GUIDES, type Guide } from './guides.ts';

/** A step's text in pieces, the screen labels (between **) marked bold; each piece keyed by where it starts. */
function pieces(text: string): Array<{ at: number; text: string; bold: boolean }> {
  const out: Array<{ at: number; text: string; bold: boolean }> = [];
  let at = 0;
  for (const m of text.matchAll(/\*\*(.+?)\*\*/g)) {
    if (m.index > at) out.push({ at, text: text.slice(at, m.index), bold: false });
    out.push({ at: m.index, text: m[1]!, bold: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ at, text: text.slice(at), bold: false });
  return out;
}

function StepText({ text }: { text: string }) {
  return pieces(text).map((piece) =>
    piece.bold ? (
      <strong key={piece.at} className="font-semibold text-stone-900">
        {piece.text}
      </strong>
    ) : (
      <Fragment key={piece.at}>{piece.text}</Fragment>
    ),
  );
}

/** One guide: its title and summary always shown, its steps opened on demand (open at once when the address names it). */
function GuideArticle({ guide, open }: { guide: Guide; open: boolean }) {
  const headingId = `guide-${guide.id}-title`;
  return (
    <article
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white shadow-sm"
      id={`guide-${guide.id}`}
      aria-labelledby={headingId}
      data-testid="guide"
    >
      <details className="group" open={open}>
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-6 [&::-webkit-details-marker]:hidden">
          <span className="flex flex-col gap-1">
            <h4 id={headingId} className="text-lg font-semibold leading-snug text-stone-900">
              {guide.title}
            </h4>
            <span className="text-sm leading-6 text-stone-600">{guide.summary}</span>
          </span>
          <ChevronDown className="mt-1 h-5 w-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          <ol className="list-decimal space-y-2 pl-5 text-sm leading-6 text-stone-700 marker:font-semibold marker:text-brand-700">
            {guide.steps.map((step) => (
              <li key={step} className="pl-1">
                <StepText text={step} />
              </li>
            ))}
          </ol>
          <Link
            to={guide.open.to}
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {guide.open.label}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </details>
    </article>
  );
}

/** The guides for the modules switched on here, grouped; each opens to its steps. */
export function GuideList() {
  const { enabled } = useShell();
  const { hash } = useLocation();
  const on = new Set(enabled.map((m) => m.name));
  const guides = GUIDES.filter((g) => on.has(g.module));
  const groups = GUIDE_GROUPS.map((group) => ({ group, guides: guides.filter((g) => g.group === group) })).filter((g) => g.guides.length);
  return groups.map(({ group, guides: inGroup }) => (
    <section key={group} aria-labelledby={`guides-${group}`} className="mt-6 first:mt-0">
      <h3 id={`guides-${group}`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-600">
        {group}
      </h3>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {inGroup.map((guide) => (
          <GuideArticle key={guide.id} guide={guide} open={hash === `#guide-${guide.id}`} />
        ))}
      </div>
    </section>
  ));
}
