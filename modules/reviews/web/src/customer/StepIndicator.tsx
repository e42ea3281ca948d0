import { Check } from 'lucide-react';
import { cn, useT } from '@korero/web-kit';

const STEPS = ['feedback', 'generate', 'approve'] as const;

/** Feedback → Generate → Approve. "Generate" is current while the draft is being written. */
export function StepIndicator({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useT();
  return (
    <ol className="flex items-center justify-center gap-2 text-xs font-medium sm:gap-3 sm:text-sm" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => {
        const label = t(`steps.${step}`);
        const done = i < current;
        const active = i === current;
        return (
          <li key={step} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full border-2',
                done
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-stone-300 text-stone-500',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : i + 1}
            </span>
            <span className={active || done ? 'text-stone-900' : 'text-stone-500'}>{label}</span>
            {i < STEPS.length - 1 ? <span className="h-px w-5 bg-stone-300 sm:w-8" aria-hidden /> : null}
          </li>
        );
      })}
    </ol>
  );
}
