import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle, Field, Input } from '@korero/web-kit';
import type { InviteValues } from './invite-values.ts';

/** What was done and where; `note` follows the fields (the text message's length, when sending one). */
export function JobCard({ form, note }: { form: UseFormReturn<InviteValues>; note: ReactNode }) {
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>The job</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Job description"
          required
          error={errors.jobDescription?.message}
          hint="In a few words, e.g. Hot water cylinder replacement."
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              maxLength={200}
              {...form.register('jobDescription', { validate: (v) => v.trim().length > 0 || 'Job description is required' })}
            />
          )}
        </Field>
        <Field label="Job location" required error={errors.jobLocation?.message} hint="Suburb or town.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              maxLength={200}
              {...form.register('jobLocation', { validate: (v) => v.trim().length > 0 || 'Job location is required' })}
            />
          )}
        </Field>
        {note}
      </CardContent>
    </Card>
  );
}
