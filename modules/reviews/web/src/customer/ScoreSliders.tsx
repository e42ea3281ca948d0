import { useRef, type KeyboardEvent } from 'react';
import { cn, useT } from '@korero/web-kit';
import { SCORE_NAMES, type ScoreName } from '../../../contract/feedback-items.ts';

export type Scores = Partial<Record<ScoreName, number>>;

const STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The five optional 1–10 scores. Each starts unset ("Tap to score"): a score exists only once the customer gives it,
 * so nothing untouched reaches the draft or the owner. A row of ten radio buttons per score, because a native range
 * always holds a value; a tap picks, the arrow keys move, Home/End jump, and "Clear" takes a score back.
 */
export function ScoreSliders({ value, onChange }: { value: Scores; onChange: (next: Scores) => void }) {
  const set = (name: ScoreName, score: number | undefined) => {
    const next = { ...value };
    if (score === undefined) delete next[name];
    else next[name] = score;
    onChange(next);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SCORE_NAMES.map((name) => (
        <Score key={name} name={name} score={value[name]} onScore={(s) => set(name, s)} />
      ))}
    </div>
  );
}

function Score({ name, score, onScore }: { name: ScoreName; score: number | undefined; onScore: (s: number | undefined) => void }) {
  const group = useRef<HTMLDivElement>(null);
  const { t } = useT();
  const label = t(`score.${name}`);
  const labelId = `score-${name}`;

  const pick = (n: number) => {
    onScore(n);
    group.current?.querySelector<HTMLButtonElement>(`[data-score="${n}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const from = score ?? 0;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? Math.min(10, from + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? Math.max(1, from - 1)
          : e.key === 'Home'
            ? 1
            : e.key === 'End'
              ? 10
              : null;
    if (to === null) return;
    e.preventDefault();
    pick(to);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-7 items-center justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-stone-800">
          {label}
        </span>
        {score ? (
          <span className="flex items-center gap-2">
            <span className="min-w-10 rounded-md bg-brand-50 px-2 py-0.5 text-center font-semibold text-brand-800">{score}/10</span>
            <button
              type="button"
              className="min-h-11 min-w-11 rounded px-2 text-xs font-medium text-stone-600 underline focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label={t('score.clearLabel', { label: label.toLowerCase() })}
              onClick={() => onScore(undefined)}
            >
              {t('score.clear')}
            </button>
          </span>
        ) : (
          <span className="text-stone-600">{t('score.tap')}</span>
        )}
      </div>
      <div
        ref={group}
        role="radiogroup"
        aria-label={t('score.group', { label })}
        aria-describedby={score ? undefined : `${labelId}-unset`}
        className="grid grid-cols-5 gap-1 sm:grid-cols-10"
        onKeyDown={onKeyDown}
      >
        {STEPS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            data-score={n}
            aria-checked={score === n}
            aria-label={t('score.outOf', { n })}
            tabIndex={score === n || (!score && n === 1) ? 0 : -1}
            className={cn(
              'h-11 min-w-0 rounded-md border text-xs font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              score === n
                ? 'border-brand-700 bg-brand-700 text-white'
                : score && n < score
                  ? 'border-brand-200 bg-brand-100 text-brand-900'
                  : 'border-stone-200 bg-white text-stone-600 hover:border-stone-400',
            )}
            onClick={() => pick(n)}
          >
            {n}
          </button>
        ))}
      </div>
      {score ? null : (
        <span id={`${labelId}-unset`} className="sr-only">
          {t('score.unset')}
        </span>
      )}
    </div>
  );
}
