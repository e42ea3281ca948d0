import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from './button.tsx';

export interface PagerProps {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  /** What is counted, singular and plural: ['customer', 'customers']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
  busy?: boolean;
  /** The navigation's name, for a page with more than one list ("Pages of Google reviews"); "Pages" by default. */
  label?: string;
  /** More matched than the server counted: totalCount is a floor ("1,000+"), and Next follows `nextCursor`. */
  totalCapped?: boolean;
  /** A keyset list's way to the next page (null on the last): Next is offered while there is one. */
  nextCursor?: string | null;
}

/**
 * The cursors a keyset list (decision 0032) gave for its pages, so Next and Previous ask by position: page n's cursor
 * is page n-1's `nextCursor`. Forgotten when `scope` (the filters) changes, or on `forget()` (after a deletion, when
 * the totals they carry are stale); a page with no cursor is asked for by number.
 */
export function usePageCursors(scope: string) {
  // One map per filter set, kept for the screen's life; written as answers arrive, read when a page is asked for.
  const [scopes] = useState(() => new Map<string, Map<number, string>>());
  const remember = useCallback(
    (page: number, next: string | null | undefined) => {
      if (!next) return;
      const cursors = scopes.get(scope) ?? new Map<number, string>();
      cursors.set(page + 1, next);
      scopes.set(scope, cursors);
    },
    [scopes, scope],
  );
  const forget = useCallback(() => scopes.clear(), [scopes]);
  return { cursorFor: (page: number) => (page > 1 ? scopes.get(scope)?.get(page) : undefined), remember, forget };
}

/** "Showing 21–40 of 312 reviews" with Previous and Next: pages counted on the server, so a long list loads no faster or slower than a short one. */
export function Pager({ page, limit, totalCount, totalPages, noun, onPage, busy, label = 'Pages', totalCapped, nextCursor }: PagerProps) {
  const first = totalCount === 0 ? 0 : (page - 1) * limit + 1;
  const more = Boolean(nextCursor);
  const last = totalCapped ? page * limit : Math.min(totalCount, page * limit);
  const word = totalCount === 1 ? noun[0] : noun[1];
  const plus = totalCapped ? '+' : '';
  const lastPage = totalCapped ? Math.max(totalPages, page) : totalPages;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600" aria-live="polite">
        {totalCount === 0
          ? `No ${noun[1]}`
          : first > totalCount && !totalCapped
            ? `Page ${page} is past the last page (${totalPages})`
            : `Showing ${first.toLocaleString('en-NZ')}–${last.toLocaleString('en-NZ')} of ${totalCount.toLocaleString('en-NZ')}${plus} ${word}`}
      </p>
      {totalPages > 1 || page > 1 || more ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<ChevronLeft className="h-4 w-4" aria-hidden />}
            disabled={page <= 1 || busy}
            onClick={() => onPage(Math.min(page - 1, lastPage))}
          >
            Previous
          </Button>
          <span className="text-sm text-stone-600">
            Page {page} of {lastPage.toLocaleString('en-NZ')}
            {plus}
          </span>
          <Button variant="outline" size="sm" disabled={(page >= lastPage && !more) || busy} onClick={() => onPage(page + 1)}>
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
