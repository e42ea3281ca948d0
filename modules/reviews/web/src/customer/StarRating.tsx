import { useRef } from 'react';
import { Star } from 'lucide-react';
import { cn, useT } from '@korero/web-kit';

/** The stars a review has, read-only; the label in the reader's language (the owner's screens: English). */
export function StarsShown({ value, size, label }: { value: number; size: 'lg' | 'sm'; label: string }) {
  const px = size === 'lg' ? 'h-10 w-10' : 'h-5 w-5';
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn(px, n <= value ? 'fill-kowhai-400 text-kowhai-500' : 'text-stone-300')} aria-hidden />
      ))}
    </span>
  );
}

/** Five stars as a radio group: arrow keys move, Space or a tap picks. */
export function StarRating({
  value,
  onChange,
  size = 'lg',
  readOnly = false,
}: {
  value: number;
  onChange?: (v: number) => void;
  size?: 'lg' | 'sm';
  readOnly?: boolean;
}) {
  const { t } = useT();
  const px = size === 'lg' ? 'h-10 w-10' : 'h-5 w-5';
  const stars = useRef<Array<HTMLButtonElement | null>>([]);
  // A radio group: an arrow key picks the next star and focus goes with it, so focus is always on the chosen star.
  const move = (to: number) => {
    const next = Math.min(5, Math.max(1, to));
    onChange?.(next);
    stars.current[next - 1]?.focus();
  };
  if (readOnly) return <StarsShown value={value} size={size} label={t('stars.outOf', { value })} />;
  return (
    <div className="flex flex-col items-center gap-1">
      <div role="radiogroup" aria-label={t('stars.group')} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            ref={(el) => {
              stars.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t('stars.count', { count: n })}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md p-0.5 focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => onChange?.(n)}
            onKeyDown={(e) => {
              const to = { ArrowRight: n + 1, ArrowUp: n + 1, ArrowLeft: n - 1, ArrowDown: n - 1, Home: 1, End: 5 }[e.key];
              if (to === undefined) return;
              e.preventDefault();
              move(to);
            }}
          >
            <Star className={cn(px, 'transition-colors', n <= value ? 'fill-kowhai-400 text-kowhai-500' : 'text-stone-300')} aria-hidden />
          </button>
        ))}
      </div>
      <span className="text-sm font-medium text-stone-600" aria-live="polite">
        {value >= 1 && value <= 5 ? t(`stars.word.${value}`) : ''}
      </span>
    </div>
  );
}
