import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  formatDateTime,
  FormError,
  Input,
  Label,
  LoadingBlock,
  Notice,
  Select,
  toast,
  useCan,
} from '@korero/web-kit';
import { CONSENT_WORDS, type JobRules } from '../../../contract/api.ts';
import { jobSystemsClient, jobSystemsKeys, type RulesInput } from '../../../contract/client.ts';
import { Choices } from './Choices.tsx';

const DELAYS = [
  { value: '0', label: 'At once' },
  { value: '30', label: '30 minutes after' },
  { value: '60', label: '1 hour after' },
  { value: '120', label: '2 hours after' },
  { value: '240', label: '4 hours after' },
  { value: '1440', label: 'The next day' },
];

/** The delay's choices: the usual ones, and the business's own when it is none of them (set through the API). */
export function delayOptions(current: number) {
  return DELAYS.some((d) => d.value === String(current))
    ? DELAYS
    : [...DELAYS, { value: String(current), label: `${current} minutes after` }];
}

type Draft = {
  trigger: JobRules['trigger'];
  delay: string;
  cooldown: string;
  minimum: string;
  tag: string;
  channel: JobRules['channel'];
  consent: boolean;
};
const draftOf = (r: JobRules): Draft => ({
  trigger: r.trigger,
  delay: String(r.delayMinutes),
  cooldown: String(r.cooldownDays),
  minimum: r.minimumValue === null ? '' : String(r.minimumValue),
  tag: r.excludeTag ?? '',
  channel: r.channel,
  consent: r.consentConfirmed,
});

/** The form's words as the API takes them, or the field to fix. */
export function rulesOf(d: Draft): { rules: RulesInput } | { field: 'cooldown' | 'minimum'; message: string } {
  const cooldown = Number(d.cooldown);
  if (!/^\d+$/.test(d.cooldown.trim()) || cooldown > 730) return { field: 'cooldown', message: 'Give whole days, from 0 to 730' };
  const minimum = d.minimum.trim() === '' ? null : Number(d.minimum.replace(/^\$/, ''));
  if (minimum !== null && (!Number.isFinite(minimum) || minimum < 0))
    return { field: 'minimum', message: 'Give an amount in dollars, or leave it empty' };
  return {
    rules: {
      trigger: d.trigger,
      delayMinutes: Number(d.delay),
      cooldownDays: cooldown,
      minimumValue: minimum,
      excludeTag: d.tag.trim() || null,
      channel: d.channel,
      consentConfirmed: d.consent,
    },
  };
}

/**
 * Settings → Asking rules: one set for every job system (issue 45), in plain words. The consent basis is an owner's
 * to confirm: Korero keeps who confirmed it, when and in what words, and asks no one until it is confirmed.
 */
export default function RulesCard() {
  const query = useQuery({ queryKey: jobSystemsKeys.rules, queryFn: jobSystemsClient.rules });
  return (
    <Card data-testid="job-rules-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="h-5 w-5 text-brand-700" aria-hidden /> Asking rules
        </CardTitle>
        <CardDescription>One set of rules for every job system you connect. Korero asks only between 9 am and 7 pm.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.error ? (
          <Notice tone="danger" title="Could not load your rules">
            {query.error.message}
          </Notice>
        ) : query.data ? (
          // Drawn again from each answer (a save's included), so the form always starts from what is kept.
          <RulesForm key={query.dataUpdatedAt} rules={query.data.data} />
        ) : (
          <LoadingBlock label="Loading your rules…" />
        )}
      </CardContent>
    </Card>
  );
}

function RulesForm({ rules }: { rules: JobRules }) {
  const client = useQueryClient();
  const owner = useCan('connections');
  const consentId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [problem, setProblem] = useState<{ field: 'cooldown' | 'minimum'; message: string } | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (r: RulesInput) => jobSystemsClient.saveRules(r),
    onSuccess: async (answer) => {
      client.setQueryData(jobSystemsKeys.rules, answer);
      toast({
        title: 'Rules saved',
        description: answer.data.consentConfirmed ? undefined : 'Nobody is asked until an owner confirms consent.',
        variant: 'success',
      });
    },
  });
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = rulesOf(draft);
        if ('field' in checked) return setProblem(checked);
        setProblem(null);
        save.mutate(checked.rules);
      }}
    >
      <Choices
        legend="When to ask"
        value={draft.trigger}
        onChange={(v) => set('trigger', v)}
        options={[
          { value: 'completed', label: 'When the job is completed', hint: 'ServiceM8 and Fergus' },
          { value: 'paid', label: 'When its invoice is paid', hint: 'Xero and ServiceM8 (Xero asks on this one, whichever you choose)' },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="How soon" hint="Held until 9 am when it falls outside 9 am to 7 pm">
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={draft.delay}
              onValueChange={(v) => set('delay', v)}
              options={delayOptions(Number(draft.delay))}
            />
          )}
        </Field>
        <Field
          label="Ask a customer again after (days)"
          hint="By the same mobile or email, whichever way they were asked"
          error={problem?.field === 'cooldown' ? problem.message : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              inputMode="numeric"
              value={draft.cooldown}
              onChange={(e) => set('cooldown', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Smallest job to ask about ($, GST incl.)"
          hint="Leave empty to ask about every job"
          error={problem?.field === 'minimum' ? problem.message : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              inputMode="decimal"
              placeholder="No minimum"
              value={draft.minimum}
              onChange={(e) => set('minimum', e.target.value)}
            />
          )}
        </Field>
        <Field label="Never ask customers tagged" hint="A tag in ServiceM8 or Fergus, a contact group in Xero">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              maxLength={100}
              placeholder="e.g. Do not ask"
              value={draft.tag}
              onChange={(e) => set('tag', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Choices
        legend="How to ask"
        value={draft.channel}
        onChange={(v) => set('channel', v)}
        options={[
          { value: 'sms-first', label: 'A text to their mobile, else an email' },
          { value: 'sms', label: 'Texts only' },
          { value: 'email', label: 'Emails only' },
        ]}
      />
      <div className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
        <div className="flex items-start gap-3">
          <Checkbox
            id={consentId}
            checked={draft.consent}
            disabled={!owner}
            onCheckedChange={(v) => set('consent', v === true)}
            className="mt-0.5"
          />
          <Label htmlFor={consentId} className="font-normal leading-snug text-stone-800">
            {CONSENT_WORDS}
          </Label>
        </div>
        <p className="text-xs text-stone-600">
          {rules.consent
            ? `Confirmed by ${rules.consent.by} on ${formatDateTime(rules.consent.at)}. Korero keeps these words as your record.`
            : owner
              ? 'Korero asks no one from a job system until you confirm this. It keeps who confirmed it, when, and these words.'
              : 'Korero asks no one from a job system until an owner confirms this.'}
        </p>
      </div>
      <FormError message={save.error?.message} />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save rules
        </Button>
      </div>
    </form>
  );
}
