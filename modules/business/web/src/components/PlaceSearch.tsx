import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MapPin, Search, Star } from 'lucide-react';
import { Button, Input, Notice } from '@korero/web-kit';
import type { PlaceCandidate } from '../../../contract/api.ts';
import { businessClient } from '../../../contract/client.ts';

export type { PlaceCandidate };

export const NOT_FOUND_MESSAGE =
  "Google couldn't find your business profile via name search. This sometimes happens, especially for service area businesses.";

/** Search Google for the business; picking a result fills the name and Place ID; nothing found opens manual entry. */
export function PlaceSearch({ onPick, onNotFound }: { onPick: (place: PlaceCandidate) => void; onNotFound: () => void }) {
  const [query, setQuery] = useState('');
  const search = useMutation({
    mutationFn: (q: string) => businessClient.searchPlaces(q),
    onSuccess: (answer) => (answer.data.candidates.length ? undefined : onNotFound()),
    onError: () => onNotFound(),
  });
  const run = () => {
    if (query.trim()) search.mutate(query.trim());
  };
  const candidates = search.data?.data.candidates ?? [];
  const failed = search.isError || (search.isSuccess && candidates.length === 0);

  return (
    <div className="flex flex-col gap-3">
      {/* Not a <form>: this sits inside the profile form, and a nested form would submit the outer one. */}
      <div className="flex flex-col gap-2 min-[400px]:flex-row" role="search">
        <Input
          aria-label="Search Google for your business"
          placeholder="Business name and town"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
        />
        <Button variant="secondary" icon={<Search className="h-4 w-4" />} loading={search.isPending} disabled={!query.trim()} onClick={run}>
          {search.isPending ? 'Searching…' : 'Search'}
        </Button>
      </div>
      {candidates.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="Search results">
          {candidates.map((c) => (
            <li key={c.place_id}>
              <button
                type="button"
                className="flex w-full items-start gap-3 px-3 py-2.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                onClick={() => {
                  onPick(c);
                  search.reset();
                }}
              >
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                <span className="min-w-0">
                  <span className="block font-medium text-stone-900">{c.name}</span>
                  <span className="block text-sm text-stone-600">{c.formatted_address}</span>
                  {c.rating ? (
                    <span className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
                      <Star className="h-3 w-3 fill-kowhai-400 text-kowhai-500" aria-hidden /> {c.rating} ({c.user_ratings_total ?? 0}{' '}
                      reviews)
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <Notice tone="warning">{search.isError ? search.error.message : NOT_FOUND_MESSAGE} Enter your Place ID below instead.</Notice>
      ) : null}
    </div>
  );
}
