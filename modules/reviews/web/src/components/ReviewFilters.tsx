import { useEffect, useId, useState } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { Badge, Button, Checkbox, Field, Input, Label, Select, cn, nzToday } from '@korero/web-kit';
import {
  activeFilterCount,
  ANY,
  DESTINATION_CHOICES,
  KORERO_SOURCE,
  RATING_CHOICES,
  type FilterKey,
  type Filters,
} from '../pages/review-filters.ts';

export interface ReviewFiltersProps {
  filters: Filters;
  /** Everyone credited on a submission; the team member filter shows only when there is someone to pick. */
  members: string[];
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
  /** The other modules' sources (`reviews.sources`: Google): with none, there is no Source filter. */
  sources?: ReadonlyArray<{ id: string; label: string }>;
  /** The source in view: `all`, `korero` or a source's id. */
  source?: string;
}

const NO_SOURCES: ReadonlyArray<{ id: string; label: string }> = [];

/** Source: All, Korero and each other source, as radio buttons (arrow keys move between them). */
function SourceChoice({
  sources,
  value,
  onChange,
}: {
  sources: ReadonlyArray<{ id: string; label: string }>;
  value: string;
  onChange: (v: string) => void;
}) {
  const name = useId();
  const choices = [{ id: ANY, label: 'All' }, { id: KORERO_SOURCE, label: 'Korero' }, ...sources];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Source</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg border border-stone-200 bg-white p-1">
        {choices.map((c) => (
          <label
            key={c.id}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              value === c.id ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            <input type="radio" className="sr-only" name={name} value={c.id} checked={value === c.id} onChange={() => onChange(c.id)} />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What an owner narrows their reviews by: the source (when another module adds one), search, stars, destination,
 * team member, dates (New Zealand days) and "not answered yet" (sources that have answers).
 */
export function ReviewFilters({ filters, members, onChange, onClear, sources = NO_SOURCES, source = ANY }: ReviewFiltersProps) {
  const panelId = useId();
  const unansweredId = useId();
  const koreroShown = source === ANY || source === KORERO_SOURCE;
  // The sources in view that have answers: "not answered yet" narrows only theirs.
  const answering = sources.filter((s) => source === ANY || source === s.id);
  const count = activeFilterCount(filters);
  // On a phone the filters fold under one button, opened by default when the address already narrows the list.
  const [open, setOpen] = useState(count > 0);
  const [search, setSearch] = useState(filters.q ?? '');
  // The box follows the address when it changes from elsewhere (Clear filters, the back button).
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setSearch(filters.q ?? '');
  }
  // Typing is sent after a pause, not per key.
  useEffect(() => {
    const wanted = search.trim() || undefined;
    if (wanted === (filters.q ?? undefined)) return;
    const timer = setTimeout(() => onChange('q', wanted), 300);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);
  const [today] = useState(() => nzToday());
  const pick = (key: FilterKey) => (value: string) => onChange(key, value === ANY ? undefined : value);

  return (
    <section aria-label="Filter reviews" className="mb-4 flex flex-col gap-3">
      {sources.length ? (
        <SourceChoice sources={sources} value={source} onChange={(v) => onChange('source', v === ANY ? undefined : v)} />
      ) : null}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-stone-500" aria-hidden />
          <Input
            type="search"
            aria-label="Search reviews"
            placeholder="Search reviews"
            className="w-full pl-9"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          icon={<SlidersHorizontal className="h-4 w-4" aria-hidden />}
          onClick={() => setOpen((o) => !o)}
        >
          Filters
          {count ? (
            <Badge tone="brand">
              <span aria-hidden>{count}</span>
              <span className="sr-only">{`, ${count} on`}</span>
            </Badge>
          ) : null}
        </Button>
      </div>
      <div id={panelId} className={cn(open ? 'grid' : 'hidden', 'grid-cols-2 gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-6 [&>*]:min-w-0')}>
        <Field label="Rating" className="col-span-2 sm:col-span-1 lg:col-span-2">
          {({ id }) => <Select id={id} value={filters.rating ?? ANY} onValueChange={pick('rating')} options={RATING_CHOICES} />}
        </Field>
        {koreroShown ? (
          <Field label="Sent to" className="col-span-2 sm:col-span-1">
            {({ id }) => (
              <Select id={id} value={filters.destination ?? ANY} onValueChange={pick('destination')} options={DESTINATION_CHOICES} />
            )}
          </Field>
        ) : null}
        {koreroShown && (members.length || filters.member) ? (
          <Field label="Team member" className="col-span-2 sm:col-span-1">
            {({ id }) => (
              <Select
                id={id}
                value={filters.member ?? ANY}
                onValueChange={pick('member')}
                options={[
                  { value: ANY, label: 'Everyone' },
                  ...[...new Set([...members, ...(filters.member ? [filters.member] : [])])].map((m) => ({ value: m, label: m })),
                ]}
              />
            )}
          </Field>
        ) : null}
        <Field label="From">
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={filters.from ?? ''}
              max={filters.to ?? today}
              onChange={(e) => onChange('from', e.target.value || undefined)}
            />
          )}
        </Field>
        <Field label="To">
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              max={today}
              onChange={(e) => onChange('to', e.target.value || undefined)}
            />
          )}
        </Field>
        {answering.length ? (
          <div className="col-span-2 flex items-start gap-2 sm:col-span-3 lg:col-span-6">
            <Checkbox
              id={unansweredId}
              checked={filters.unanswered === 'true'}
              onCheckedChange={(on) => onChange('unanswered', on === true ? 'true' : undefined)}
              aria-describedby={`${unansweredId}-hint`}
              className="mt-0.5"
            />
            <div>
              <Label htmlFor={unansweredId}>Not answered yet</Label>
              <p id={`${unansweredId}-hint`} className="text-xs text-stone-500">
                {`${answering.map((s) => s.label).join(' and ')} reviews you have not answered`}
              </p>
            </div>
          </div>
        ) : null}
      </div>
      {count || filters.q ? (
        <div>
          <Button variant="ghost" size="sm" icon={<X className="h-4 w-4" aria-hidden />} onClick={onClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
