import { cn } from '@korero/web-kit';

/** Monthly or yearly, as a two-option radio group; yearly is two months free. */
export function BillingToggle({ yearly, onChange }: { yearly: boolean; onChange: (yearly: boolean) => void }) {
  const option = (value: boolean, label: string, extra?: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={yearly === value}
      onClick={() => onChange(value)}
      className={cn(
        'flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        yearly === value ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
      )}
    >
      {label}
      {extra ? <span className="rounded-full bg-kowhai-400/30 px-2 py-0.5 text-xs font-semibold text-amber-900">{extra}</span> : null}
    </button>
  );
  return (
    <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-full bg-stone-200/70 p-1">
      {option(false, 'Monthly')}
      {option(true, 'Yearly', 'Save 2 months')}
    </div>
  );
}
