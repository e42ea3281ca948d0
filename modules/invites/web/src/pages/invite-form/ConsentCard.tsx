import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, Checkbox, Label } from '@korero/web-kit';
import type { InviteValues } from './invite-values.ts';

/** The customer's consent to be contacted, which the law asks for before Korero sends them anything. */
export function ConsentCard({ form }: { form: UseFormReturn<InviteValues> }) {
  const error = form.formState.errors.consent;
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <Controller
          control={form.control}
          name="consent"
          rules={{ validate: (v) => v || 'Confirm the customer agreed to be contacted' }}
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="consent"
                checked={field.value}
                onCheckedChange={(c) => field.onChange(c === true)}
                aria-describedby="consent-help"
              />
              <div>
                <Label htmlFor="consent">The customer agreed to be contacted about this job</Label>
                <p id="consent-help" className="text-xs text-stone-500">
                  New Zealand law needs their consent before a text, email or Messenger message. Korero keeps a record of this confirmation.
                </p>
                {error ? <p className="mt-1 text-sm text-red-700">{error.message}</p> : null}
              </div>
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}
