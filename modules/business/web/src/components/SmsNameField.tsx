import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, FormError, Input, toast } from '@korero/web-kit';
import { businessClient, PROFILE_KEY } from '../../../contract/client.ts';
import { plainLettersName } from '../../../contract/sms.ts';
import type { ProfileView } from '../queries.ts';

/**
 * The name texts use, in plain letters (issue 44): offered when the business name has macrons, which make every text
 * hold 70 characters instead of 160. One tap takes the name without its macrons; "Write another" opens a field.
 * Compact, so the Messages section stays within two phone screens.
 */
export function SmsNameField({ profile }: { profile: ProfileView }) {
  const id = useId();
  const client = useQueryClient();
  const name = profile.businessName ?? '';
  const suggested = plainLettersName(name);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(profile.smsName ?? suggested ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (smsName: string | null) => businessClient.setSmsName(smsName),
    onSuccess: (answer) => {
      setError(null);
      setEditing(false);
      client.setQueryData<{ data: ProfileView }>(PROFILE_KEY, (old) =>
        old ? { data: { ...old.data, smsName: answer.data.smsName } } : old,
      );
      toast({
        title: 'Saved',
        description: answer.data.smsName ? `Texts now say “${answer.data.smsName}”.` : 'Texts use your business name again.',
        variant: 'success',
      });
    },
    onError: (e) => setError(e.message),
  });
  // Only where it matters: a name already plain costs nothing, unless the owner chose another name for texts before.
  if (!profile.smsName && (!name || suggested === name)) return null;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium text-stone-900">
        Name in texts
      </h3>
      <p className="text-sm break-words text-stone-600">
        {profile.smsName
          ? `Texts say “${profile.smsName}”; your pages and emails keep “${name}”.`
          : `Texts say “${name}”.${suggested ? ` Without macrons: “${suggested}”.` : ''}`}
      </p>
      {editing ? (
        <form
          className="flex flex-col gap-2"
          aria-label="Name in texts"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(value.trim() || null);
          }}
        >
          <label htmlFor={`${id}-name`} className="sr-only">
            Name in texts
          </label>
          <Input
            id={`${id}-name`}
            value={value}
            maxLength={60}
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <div id={`${id}-error`}>
              <FormError message={error} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={save.isPending}>
              Save name for texts
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!profile.smsName && suggested ? (
            <Button type="button" size="sm" loading={save.isPending} onClick={() => save.mutate(suggested)}>
              Use it in texts
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
            {profile.smsName ? 'Change' : 'Write another'}
          </Button>
          {profile.smsName ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => save.mutate(null)} disabled={save.isPending}>
              Use the business name
            </Button>
          ) : null}
        </div>
      )}
      {error && !editing ? <FormError message={error} /> : null}
    </section>
  );
}
