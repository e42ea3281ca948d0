import { useId } from 'react';
import { useTappedChoice } from '@korero/web-kit';

/** A small set of choices as radio buttons drawn as pills: one tap, readable at 390 px, arrow keys as radios do. */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; hint?: string }>;
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const name = useId();
  // The tapped choice shows as picked at once, before the saved settings come back; a value from outside wins.
  const { shown, tap } = useTappedChoice(value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            title={o.hint}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={shown === o.value}
              onChange={() => {
                tap(o.value);
                onChange(o.value);
              }}
              className="h-4 w-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
