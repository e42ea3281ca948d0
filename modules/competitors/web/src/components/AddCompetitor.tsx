import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { Button, Card, Field, FormError, Input, nzToday, toast } from '@korero/web-kit';
import { businessClient } from '@korero/module-business/contract/client';
import type { PlaceCandidate } from '@korero/module-business/contract/api';
import { competitorsClient, competitorsKeys, type ManualCompetitor } from '../../../contract/client.ts';

/** Search Google for a business to watch; it is read in the next analysis. */
export function AddBySearch({ ownPlaceId }: { ownPlaceId: string | null }) {
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const search = useMutation({ mutationFn: (q: string) => businessClient.searchPlaces(q) });
  const add = useMutation({
    mutationFn: (p: PlaceCandidate) => competitorsClient.add(p.place_id, p.name),
    onSuccess: async (_answer, p) => {
      toast({ title: 'Competitor added', description: `${p.name} is read in your next analysis.`, variant: 'success' });
      search.reset();
      setQuery('');
      await client.invalidateQueries({ queryKey: competitorsKeys.latest });
    },
    onError: (e) => toast({ title: 'Could not add it', description: e.message, variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (query.trim().length >= 2) search.mutate(query.trim());
  };
  const candidates = (search.data?.data.candidates ?? []).filter((c) => c.place_id !== ownPlaceId);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-stone-900">Add a competitor</h2>
      <p className="mt-0.5 text-sm text-stone-600">Search Google for a business you compete with; it is read in your next analysis.</p>
      <form className="mt-3 flex gap-2" onSubmit={submit} role="search" aria-label="Find a competitor">
        <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Business name and town" aria-label="Business name" />
        <Button type="submit" variant="outline" disabled={search.isPending || query.trim().length < 2}>
          <Search className="h-4 w-4" aria-hidden /> Search
        </Button>
      </form>
      <FormError message={search.error?.message} />
      {search.isSuccess && candidates.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No businesses found by that name.</p>
      ) : null}
      {candidates.length ? (
        <ul className="mt-3 flex flex-col divide-y divide-stone-100">
          {candidates.map((p) => (
            <li key={p.place_id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{p.name}</span>
                <span className="block truncate text-xs text-stone-500">{p.formatted_address}</span>
              </span>
              <Button size="sm" variant="outline" disabled={add.isPending} onClick={() => add.mutate(p)} aria-label={`Add ${p.name}`}>
                <Plus className="h-4 w-4" aria-hidden /> Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** A competitor typed in by hand: its name, and its rating and review count as the owner saw them on a date. */
export function AddByHand({ intro }: { intro: string }) {
  const client = useQueryClient();
  const [form, setForm] = useState({ name: '', averageRating: '', totalReviews: '', asOf: nzToday() });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (entry: ManualCompetitor) => competitorsClient.addManual(entry),
    onSuccess: (answer) => {
      client.setQueryData(competitorsKeys.latest, answer);
      toast({ title: 'Competitor added', description: `${form.name.trim()} is on your list.`, variant: 'success' });
      setForm({ name: '', averageRating: '', totalReviews: '', asOf: nzToday() });
    },
    onError: (e) => setError(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rating = Number(form.averageRating);
    const total = Number(form.totalReviews);
    if (!form.name.trim()) return setError('Enter the business name.');
    if (!form.averageRating || !(rating >= 1 && rating <= 5)) return setError('Enter its Google rating, from 1 to 5 (e.g. 4.6).');
    if (form.totalReviews === '' || !Number.isInteger(total) || total < 0)
      return setError('Enter how many reviews it has, as a whole number.');
    if (!form.asOf) return setError('Enter the date you saw these figures.');
    setError(null);
    save.mutate({ name: form.name.trim(), averageRating: rating, totalReviews: total, asOf: form.asOf });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-stone-900">Add a competitor by hand</h2>
      <p className="mt-0.5 text-sm text-stone-600">{intro}</p>
      <form
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={submit}
        aria-label="Add a competitor by hand"
        noValidate
      >
        <Field label="Business name" required>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} value={form.name} onChange={set('name')} maxLength={200} />
          )}
        </Field>
        <Field label="Google rating" required hint="1 to 5, e.g. 4.6">
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} value={form.averageRating} onChange={set('averageRating')} inputMode="decimal" />
          )}
        </Field>
        <Field label="Number of reviews" required>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} value={form.totalReviews} onChange={set('totalReviews')} inputMode="numeric" />
          )}
        </Field>
        <Field label="As of" required hint="When you saw these figures">
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} type="date" value={form.asOf} max={nzToday()} onChange={set('asOf')} />
          )}
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
          <FormError message={error} />
          <div>
            <Button type="submit" disabled={save.isPending}>
              <Plus className="h-4 w-4" aria-hidden /> Add competitor
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
