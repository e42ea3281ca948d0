import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, formatDateTime, FormError, Textarea } from '@korero/web-kit';
import { followUpsClient } from '../../../../contract/client.ts';
import type { FollowUpDetail } from '../../../../contract/api.ts';
import { NOTE_MAX } from '../../../../contract/words.ts';
import { useRefresh } from './use-refresh.ts';

/** Private notes: the team's only, never the customer's. */
export function Notes({ followUp }: { followUp: FollowUpDetail }) {
  const refresh = useRefresh();
  const ids = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => followUpsClient.note(followUp.id, { body: body.trim() }),
    onSuccess: async () => {
      setBody('');
      setError(null);
      await refresh();
    },
    onError: (e) => setError(e.message),
  });
  const tooLong = body.trim().length > NOTE_MAX;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-stone-600" aria-hidden /> Private notes
        </CardTitle>
        <p className="text-sm text-stone-600">Only your team sees notes. The customer never does.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {followUp.notes.length ? (
          <ul className="flex flex-col gap-3" aria-label="Notes">
            {followUp.notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
                <p className="whitespace-pre-wrap break-words text-stone-900">{n.body}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {n.author} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">No notes yet.</p>
        )}
        <form
          className="flex flex-col gap-2"
          aria-label="Add a note"
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return setError('Write the note.');
            add.mutate();
          }}
        >
          <label htmlFor={`${ids}-note`} className="text-sm font-medium text-stone-800">
            New note
          </label>
          <Textarea
            id={`${ids}-note`}
            value={body}
            rows={3}
            invalid={tooLong || Boolean(error)}
            aria-describedby={`${ids}-note-count`}
            onChange={(event) => {
              setBody(event.target.value);
              if (error) setError(null);
            }}
          />
          <p id={`${ids}-note-count`} className={cn('text-xs', tooLong ? 'font-medium text-red-700' : 'text-stone-600')}>
            {body.trim().length.toLocaleString('en-NZ')} of {NOTE_MAX.toLocaleString('en-NZ')} characters
          </p>
          <FormError message={error} />
          <div>
            <Button type="submit" variant="outline" size="sm" loading={add.isPending} disabled={tooLong}>
              Add note
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
