import type { KeyboardEvent, ReactNode } from 'react';
import { Badge, Checkbox, LoadingBlock, Notice } from '@korero/web-kit';

/** Pieces the two panels share. */

/** Boxes to tick, each a code name with what it means (a key's scopes, an endpoint's events). */
export function ChoiceList<T extends string>(props: {
  legend: string;
  options: Array<{ value: T; description: string }>;
  chosen: T[];
  onChange: (chosen: T[]) => void;
  error?: string | undefined;
  empty?: string;
}) {
  const { chosen, onChange } = props;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-900">{props.legend}</legend>
      {props.options.length === 0 && props.empty ? <p className="text-sm text-stone-600">{props.empty}</p> : null}
      {props.options.map((o) => (
        <label key={o.value} className="flex items-start gap-2 text-sm text-stone-800">
          <Checkbox
            className="mt-0.5"
            checked={chosen.includes(o.value)}
            onCheckedChange={(on) => onChange(on === true ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
            aria-label={o.value}
          />
          <span>
            <span className="font-mono text-stone-900">{o.value}</span>
            <span className="block text-stone-600">{o.description}</span>
          </span>
        </label>
      ))}
      {props.error ? (
        <p className="text-sm text-red-700" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Enter in a field of these panels does their own action (they are not forms): a host's form around them would submit. */
export const enterDoes = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    action();
  }
};

/** A panel's list as its query stands: the error, loading, nothing yet, or the rows drawn by `children`. */
export function QueryRows<R>(props: {
  query: { error: Error | null; isLoading: boolean };
  rows: R[];
  what: string;
  empty: string;
  children: (rows: R[]) => ReactNode;
}) {
  const { query } = props;
  if (query.error) {
    return (
      <Notice tone="danger" title={`Could not load your ${props.what}`}>
        {query.error.message}
      </Notice>
    );
  }
  if (query.isLoading) return <LoadingBlock label={`Loading ${props.what}…`} />;
  if (props.rows.length === 0) return <p className="text-sm text-stone-600">{props.empty}</p>;
  return <>{props.children(props.rows)}</>;
}

/** Scopes or events, as small code badges. */
export function CodeBadges({ items }: { items: string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {items.map((item) => (
        <Badge key={item} tone="info" className="font-mono">
          {item}
        </Badge>
      ))}
    </span>
  );
}
