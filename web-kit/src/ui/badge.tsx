import type { HTMLAttributes } from 'react';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  purple: 'bg-violet-50 text-violet-800 ring-violet-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** Chosen items as brand badges, each with a × that removes it (service types, the names on an invitation). */
export function RemovableBadges({ items, label, onRemove }: { items: string[]; label: string; onRemove: (item: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand" className="py-1 pl-3 pr-1 text-sm">
            {item}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-brand-100"
              aria-label={`Remove ${item}`}
              onClick={() => onRemove(item)}
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
