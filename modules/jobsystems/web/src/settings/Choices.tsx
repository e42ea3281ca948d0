import { useId } from 'react';

/** A small set of radio choices with a legend: every option in view, which a phone reads better than a list. */
export function Choices<V extends string>(props: {
  legend: string;
  value: V;
  onChange: (value: V) => void;
  options: Array<{ value: V; label: string; hint?: string }>;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{props.legend}</legend>
      {props.options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          <span className="flex flex-col">
            <span className="text-stone-900">{o.label}</span>
            {o.hint ? <span className="text-xs text-stone-600">{o.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
