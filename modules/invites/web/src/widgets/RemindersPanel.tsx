import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast } from '@korero/web-kit';
import { invitesClient, REMINDERS_KEY, type ReminderSettings } from '../../../contract/client.ts';

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 sm:text-sm';

/** Settings: how many polite reminders follow an unanswered text or email invitation, and after how many days. */
export default function RemindersPanel() {
  const current = useQuery({ queryKey: REMINDERS_KEY, queryFn: invitesClient.reminders });
  return (
    <Card data-testid="reminders-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-5 w-5 text-brand-700" aria-hidden /> Reminders
        </CardTitle>
        <CardDescription>
          A polite reminder to customers who have not answered a text or email invitation, by the same channel, between 9 am and 7 pm. Never
          after they answer, reply STOP or you cancel the invitation. Texts count towards your plan's SMS.
        </CardDescription>
      </CardHeader>
      <CardContent>{current.data ? <RemindersForm initial={current.data.data} /> : <Skeleton className="h-10 w-full" />}</CardContent>
    </Card>
  );
}

function RemindersForm({ initial }: { initial: ReminderSettings }) {
  const client = useQueryClient();
  const [form, setForm] = useState<ReminderSettings>(initial);
  const save = useMutation({
    mutationFn: invitesClient.setReminders,
    onSuccess: (answer) => {
      client.setQueryData(REMINDERS_KEY, answer);
      toast({ title: 'Reminders saved', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Could not save reminders', description: error.message, variant: 'destructive' }),
  });
  return (
    // Not a <form>: a panel cannot know whether its host draws it inside a form of its own, and forms cannot nest.
    <div className="grid gap-3 sm:grid-cols-3 sm:items-end" role="group" aria-label="Reminders">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
        Reminders
        <select
          className={selectClass}
          value={form.reminders}
          onChange={(e) => setForm({ ...form, reminders: Number(e.target.value) as 0 | 1 | 2 })}
        >
          <option value={0}>None</option>
          <option value={1}>One reminder</option>
          <option value={2}>Two reminders</option>
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
        After
        <select
          className={selectClass}
          value={form.afterDays}
          disabled={form.reminders === 0}
          onChange={(e) => setForm({ ...form, afterDays: Number(e.target.value) })}
        >
          {[1, 2, 3, 4, 5, 7, 10, 14].map((d) => (
            <option key={d} value={d}>
              {d} day{d === 1 ? '' : 's'}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(form)}>
        Save reminders
      </Button>
    </div>
  );
}
