import { cn } from '@korero/web-kit';
import type { Counted } from '../../../contract/client.ts';

/** Themes with how many of the reviews read mention each: the count is the evidence, so it is always shown. */
export function CountedList({
  title,
  items,
  of,
  empty,
  tone = 'text-stone-800',
}: {
  title: string;
  items: Counted[];
  /** Reviews read, to say "2 of 3 reviews". */
  of?: number;
  empty: string;
  tone?: string;
}) {
  return (
    <div>
      <h4 className="text-xs font-medium uppercase tracking-wide text-stone-500">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.text} className="flex items-start justify-between gap-3">
              <span className={cn('min-w-0', tone)}>{item.text}</span>
              <span className="shrink-0 text-xs tabular-nums text-stone-500">
                {of ? `${item.mentions} of ${of}` : `${item.mentions}`} review{(of ?? item.mentions) === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
