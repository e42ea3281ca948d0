import { cn } from './cn.ts';

export interface TabRowProps<T extends string> {
  /** What the row chooses between, for screen readers ("Which alerts"). */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (id: T) => void;
  className?: string;
}

/**
 * A row of underlined tabs that switch what a page shows (a filter, a section), kept in the page's own state or its
 * address. It scrolls sideways on a phone rather than wrapping.
 */
export function TabRow<T extends string>({ label, tabs, value, onChange, className }: TabRowProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={cn('flex gap-1 overflow-x-auto border-b border-stone-200', className)}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={value === t.id}
          onClick={() => onChange(t.id)}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
            value === t.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
