import { useState } from 'react';
import { Check, ChevronDown, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { CriteriaWords } from '@korero/module-business/contract';
import { cn, useT } from '@korero/web-kit';
import { CATEGORIES, type Category, type FeedbackItem } from '../../../contract/feedback-items.ts';
import { KoreroText } from './KoreroWords.tsx';

/** Korero's own improvement points (value's two, "other"): the business's are shown as it wrote them. */
const KORERO_ITEMS = new Set(['value-imp-0', 'value-imp-1', 'other-improvement']);

function Item({
  item,
  words,
  checked,
  onToggle,
}: {
  item: FeedbackItem;
  words: CriteriaWords | undefined;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useT();
  return (
    // A pill that wraps with the others: a phone shows many at once, so choosing takes seconds, not scrolling.
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
        checked
          ? item.kind === 'positive'
            ? 'border-brand-600 bg-brand-700 text-white'
            : 'border-amber-500 bg-amber-100 text-amber-950'
          : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
      )}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={onToggle} />
      {checked ? <Check className="h-3.5 w-3.5 shrink-0" aria-hidden /> : null}
      <span>{KORERO_ITEMS.has(item.id) ? t(`improvement.${item.id}`) : <KoreroText text={item.text} words={words} />}</span>
    </label>
  );
}

/** What went well, and what could be better, in the business's own words, grouped by category. */
export function FeedbackChecklist({
  items,
  words,
  selected,
  onChange,
}: {
  items: FeedbackItem[];
  /** Korero's words for the preset phrases among the items (what is ticked is kept as the phrase itself). */
  words?: CriteriaWords | undefined;
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState<Category | null>(CATEGORIES[0] ?? null);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="went-well">
        <h3 id="went-well" className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-900">
          <ThumbsUp className="h-4 w-4 text-brand-700" aria-hidden /> {t('checklist.wentWell')}
        </h3>
        {/* One category open at a time: every choice stays, but the way down to Generate is a few taps, not 20 chips. */}
        <div className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200">
          {CATEGORIES.map((category) => {
            const inCategory = items.filter((i) => i.category === category && i.kind === 'positive');
            const ticked = inCategory.filter((i) => selected.has(i.id)).length;
            const isOpen = open === category;
            return (
              <div key={category}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-brand-700"
                  aria-expanded={isOpen}
                  aria-controls={`went-well-${category}`}
                  onClick={() => setOpen(isOpen ? null : category)}
                >
                  <span className="text-sm font-semibold text-stone-900">{t(`category.${category}`)}</span>
                  <span className="flex items-center gap-2 text-xs text-stone-600">
                    {ticked ? t('checklist.ticked', { count: ticked }) : null}
                    <ChevronDown className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} aria-hidden />
                  </span>
                </button>
                <fieldset id={`went-well-${category}`} hidden={!isOpen} className="px-3 pb-3">
                  <legend className="sr-only">{t(`category.${category}`)}</legend>
                  <div className="flex flex-wrap gap-2">
                    {inCategory.map((item) => (
                      <Item key={item.id} item={item} words={words} checked={selected.has(item.id)} onToggle={() => toggle(item.id)} />
                    ))}
                  </div>
                </fieldset>
              </div>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="could-improve">
        <h3 id="could-improve" className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-900">
          <ThumbsDown className="h-4 w-4 text-amber-700" aria-hidden /> {t('checklist.couldImprove')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {items
            .filter((i) => i.kind === 'improvement')
            .map((item) => (
              <Item key={item.id} item={item} words={words} checked={selected.has(item.id)} onToggle={() => toggle(item.id)} />
            ))}
        </div>
      </section>
    </div>
  );
}
