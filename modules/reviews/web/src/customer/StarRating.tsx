import { Star } from 'lucide-react';
import { cn } from '@korero/web-kit';

const WORDS = ['', 'Poor', 'Below average', 'Okay', 'Good', 'Excellent'];

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
  const px = size === 'lg' ? 'h-10 w-10' : 'h-5 w-5';
  if (readOnly) {
    return (
      <span className="inline-flex gap-0.5" role="img" aria-label={`${value} out of 5 stars`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={cn(px, n <= value ? 'fill-kowhai-400 text-kowhai-500' : 'text-stone-300')} aria-hidden />
        ))}
      </span>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <div role="radiogroup" aria-label="Star rating" className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} star${n === 1 ? '' : 's'}`}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            className="rounded-md p-0.5 focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => onChange?.(n)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange?.(Math.min(5, value + 1));
              if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange?.(Math.max(1, value - 1));
            }}
          >
            <Star className={cn(px, 'transition-colors', n <= value ? 'fill-kowhai-400 text-kowhai-500' : 'text-stone-300')} aria-hidden />
          </button>
        ))}
      </div>
      <span className="text-sm font-medium text-stone-600" aria-live="polite">
        {WORDS[value] ?? ''}
      </span>
    </div>
  );
}
