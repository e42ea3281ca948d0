import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, Button, Dialog, Field, FormError, Input } from '@korero/web-kit';
import type { ComplianceJob } from '../../../contract/api.ts';
import { nzToday } from '../labels.ts';

export interface JobValues {
  jobDate: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  description: string;
  location: string;
  technicians: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const valuesOf = (job: ComplianceJob | null): JobValues => ({
  jobDate: job?.jobDate ?? nzToday(),
  customerName: job?.customerName ?? '',
  customerPhone: job?.customerPhone ?? '',
  customerEmail: job?.customerEmail ?? '',
  description: job?.description ?? '',
  location: job?.location ?? '',
  technicians: job?.technicians.join(', ') ?? '',
});

/** Names typed as "Mere, Tama" (or on separate lines): the job's technicians. */
export const splitNames = (text: string) => [
  ...new Set(
    text
      .split(/[,;\n]/)
      .map((n) => n.trim())
      .filter(Boolean),
  ),
];

/** Add a completed job, or correct one. The server checks everything again and its field errors land on the fields. */
export function JobFormDialog({
  open,
  job,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  /** The job being edited; null to add one. */
  job: ComplianceJob | null;
  onOpenChange: (open: boolean) => void;
  onSave: (values: JobValues) => Promise<void>;
}) {
  const form = useForm<JobValues>({ defaultValues: valuesOf(job) });
  const errors = form.formState.errors;
  useEffect(() => {
    if (open) form.reset(valuesOf(job));
  }, [open, job, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as keyof JobValues, { message });
      form.setError('root', { message: (error as Error).message });
    }
  });

  const required = (label: string) => ({ validate: (v: string) => v.trim().length > 0 || `${label} is required` });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={job ? 'Edit job' : 'Add a completed job'}
      description={job ? undefined : 'Record every job you finish, then invite its customer or note why not.'}
      className="sm:max-w-xl"
    >
      <form onSubmit={submit} noValidate aria-label={job ? 'Edit job' : 'Add job'} className="grid gap-4 sm:grid-cols-2">
        <Field label="Date completed" required error={errors.jobDate?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              max={nzToday()}
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('jobDate', required('Date completed'))}
            />
          )}
        </Field>
        <Field label="Customer name" required error={errors.customerName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="off"
              maxLength={120}
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('customerName', required('Customer name'))}
            />
          )}
        </Field>
        <Field label="Mobile number" error={errors.customerPhone?.message} hint="Optional: to invite by text.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              maxLength={30}
              placeholder="021 123 4567"
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('customerPhone')}
            />
          )}
        </Field>
        <Field label="Email" error={errors.customerEmail?.message} hint="Optional: to invite by email.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              maxLength={254}
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('customerEmail', { validate: (v) => !v.trim() || EMAIL.test(v.trim()) || 'Enter a valid email address' })}
            />
          )}
        </Field>
        <Field label="Job" required error={errors.description?.message} hint="e.g. Hot water cylinder replacement.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              maxLength={200}
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('description', required('Job'))}
            />
          )}
        </Field>
        <Field label="Location" error={errors.location?.message} hint="Suburb or town.">
          {({ id, describedBy, invalid }) => (
            <Input id={id} maxLength={200} aria-describedby={describedBy} invalid={invalid} {...form.register('location')} />
          )}
        </Field>
        <Field
          label="Technicians"
          error={errors.technicians?.message}
          hint="Who did the job; separate names with commas. Each is credited with the job."
          className="sm:col-span-2"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              placeholder="Mere Parata, Tama Hohaia"
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('technicians', {
                validate: (v) => splitNames(v).length <= 20 || 'At most 20 technicians on a job',
              })}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <FormError message={errors.root?.message} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {job ? 'Save changes' : 'Add job'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
