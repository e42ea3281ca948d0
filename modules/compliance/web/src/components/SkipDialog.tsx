import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Field, FormError, Textarea } from '@korero/web-kit';
import type { ComplianceJob } from '../../../contract/api.ts';
import { SKIP_REASONS } from '../labels.ts';

/** Why this customer is not being asked: a reason from the list, and a note (needed for Other). Kept in the proof of asking. */
export function SkipDialog({
  job,
  onOpenChange,
  onSkip,
}: {
  job: ComplianceJob | null;
  onOpenChange: (open: boolean) => void;
  onSkip: (reason: string, note: string | null) => Promise<void>;
}) {
  return (
    <Dialog
      open={job !== null}
      onOpenChange={onOpenChange}
      title="Not asking this customer"
      description={
        job
          ? `${job.customerName}, ${job.description}. The reason is recorded with your name and appears in the proof of asking.`
          : undefined
      }
    >
      {/* Keyed by the job, so each job starts with a clean form. */}
      {job ? <SkipForm key={job.id} onCancel={() => onOpenChange(false)} onSkip={onSkip} /> : null}
    </Dialog>
  );
}

function SkipForm({ onCancel, onSkip }: { onCancel: () => void; onSkip: (reason: string, note: string | null) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('Choose why this customer is not being asked');
    if (reason === 'other' && !note.trim()) return setError('Say why in a note when the reason is Other');
    setBusy(true);
    try {
      await onSkip(reason, note.trim() || null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reason not asked" className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-900">Reason</legend>
        {SKIP_REASONS.map((r) => (
          <label
            key={r.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={r.id}
              checked={reason === r.id}
              onChange={() => setReason(r.id)}
              className="h-4 w-4 accent-brand-700"
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      <Field label={reason === 'other' ? 'Note (needed for Other)' : 'Note'} required={reason === 'other'} hint="Optional unless Other.">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            maxLength={300}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Record reason
        </Button>
      </div>
    </form>
  );
}
