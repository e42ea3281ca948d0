import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { Button, cn, Field, Input } from '@korero/web-kit';
import { messengerClient, messengerKeys, type FacebookUser } from '@korero/module-messenger/contract/client';

/**
 * With Messenger on: who the invitation goes to, found among the people who have messaged the business's Page (2 or
 * more characters of their name). Each shows whether Meta lets the Page message them now, and why not.
 */
export function MessengerCustomer({
  value,
  onChange,
  error,
}: {
  value: FacebookUser | null;
  onChange: (user: FacebookUser | null) => void;
  error?: string | undefined;
}) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const users = useQuery({
    queryKey: messengerKeys.users(query),
    queryFn: () => messengerClient.users(query),
    enabled: query.length >= 2 && !value,
    staleTime: 30_000,
  });
  if (value) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3 sm:col-span-2"
        data-testid="messenger-recipient"
      >
        <span className="flex min-w-0 items-center gap-2 text-sm">
          <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          <span className="truncate">
            Messenger to <strong>{value.name}</strong>
          </span>
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );
  }
  return (
    <Field
      label="Messenger customer"
      required
      error={error}
      hint="Type 2 or more letters of the name of someone who has messaged your Facebook Page."
      className="sm:col-span-2"
    >
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden />
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              className="pl-9"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              autoComplete="off"
              placeholder="Search your Page's messages"
            />
          </div>
          {users.isFetching ? <p className="text-sm text-stone-600">Searching…</p> : null}
          {users.error ? <p className="text-sm text-red-700">{users.error.message}</p> : null}
          {users.data && users.data.data.length === 0 ? (
            <p className="text-sm text-stone-600">Nobody by that name has messaged your Page.</p>
          ) : null}
          {users.data?.data.length ? (
            <ul
              className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200"
              aria-label="People who messaged your Page"
            >
              {users.data.data.map((u) => (
                <li key={u.id} className="flex items-center justify-between gap-3 p-2">
                  <span className="flex min-w-0 items-center gap-2">
                    {/* Initials, not Meta's picture: Korero's pages load no images from other sites (CSP img-src 'self'). */}
                    <span
                      aria-hidden
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
                    >
                      {u.name
                        .split(/\s+/)
                        .map((w) => w[0])
                        .join('')
                        .slice(0, 2)
                        .toUpperCase()}
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-stone-900">{u.name}</span>
                      <span className={cn('block text-xs', u.canMessage ? 'text-emerald-800' : 'text-amber-800')}>
                        {u.canMessage ? 'Can be messaged now' : u.reason}
                      </span>
                    </span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={!u.canMessage}
                    onClick={() => onChange(u)}
                    aria-label={`Choose ${u.name}`}
                  >
                    Choose
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
