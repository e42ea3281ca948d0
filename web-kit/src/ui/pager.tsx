import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

export interface PagerProps {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  /** What is counted, singular and plural: ['review', 'reviews']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
  busy?: boolean;
  /** The navigation's name, for a page with more than one list ("Pages of Google reviews"); "Pages" by default. */
  label?: string;
}

/** "Showing 21–40 of 312 reviews" with Previous and Next: pages counted on the server, so a long list loads no faster or slower than a short one. */
export function Pager({ page, limit, totalCount, totalPages, noun, onPage, busy, label = 'Pages' }: PagerProps) {
  const first = totalCount === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(totalCount, page * limit);
  const word = totalCount === 1 ? noun[0] : noun[1];
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600" aria-live="polite">
        {totalCount === 0
          ? `No ${noun[1]}`
          : first > totalCount
            ? `Page ${page} is past the last page (${totalPages})`
            : `Showing ${first.toLocaleString('en-NZ')}–${last.toLocaleString('en-NZ')} of ${totalCount.toLocaleString('en-NZ')} ${word}`}
      </p>
      {totalPages > 1 || page > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<ChevronLeft className="h-4 w-4" aria-hidden />}
            disabled={page <= 1 || busy}
            onClick={() => onPage(Math.min(page - 1, totalPages))}
          >
            Previous
          </Button>
          <span className="text-sm text-stone-600">
            Page {page} of {totalPages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
