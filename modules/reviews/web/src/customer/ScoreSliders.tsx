import { SCORE_LABELS, SCORE_NAMES, type ScoreName } from '../../../contract/feedback-items.ts';

/** Five 1–10 scores (default 5), as native range inputs: light, and fine with a thumb or the arrow keys. */
export function ScoreSliders({
  value,
  onChange,
}: {
  value: Record<ScoreName, number>;
  onChange: (next: Record<ScoreName, number>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SCORE_NAMES.map((name) => (
        <label key={name} className="flex flex-col gap-1.5">
          <span className="flex items-center justify-between text-sm">
            <span className="font-medium text-stone-800">{SCORE_LABELS[name]}</span>
            <span className="min-w-10 rounded-md bg-brand-50 px-2 py-0.5 text-center font-semibold text-brand-800" aria-hidden>
              {value[name]}/10
            </span>
          </span>
          <input
            type="range"
            min={1}
            max={10}
            step={1}
            value={value[name]}
            aria-label={`${SCORE_LABELS[name]} score`}
            aria-valuetext={`${value[name]} out of 10`}
            className="h-2 w-full cursor-pointer accent-brand-700"
            onChange={(e) => onChange({ ...value, [name]: Number(e.target.value) })}
          />
        </label>
      ))}
    </div>
  );
}
