import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle, Field, Input } from '@korero/web-kit';
import type { FacebookUser } from '@korero/module-messenger/contract/client';
import { MessengerCustomer } from '../../components/MessengerCustomer.tsx';
import { EMAIL, type InviteValues } from './invite-values.ts';

export interface MessengerChoice {
  user: FacebookUser | null;
  error: string | undefined;
  choose: (user: FacebookUser | null) => void;
}

/** Who the invitation is for: their name, and the number or address (or Messenger user) it is sent to. */
export function CustomerCard({
  form,
  sendSms,
  sendEmail,
  messenger,
}: {
  form: UseFormReturn<InviteValues>;
  sendSms: boolean;
  sendEmail: boolean;
  /** Only when sending by Messenger. */
  messenger: MessengerChoice | null;
}) {
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {messenger ? (
          <MessengerCustomer
            value={messenger.user}
            error={messenger.error}
            onChange={(u) => {
              messenger.choose(u);
              // The name they message under fills an empty customer name.
              if (u && !form.getValues('customerName').trim()) form.setValue('customerName', u.name, { shouldValidate: true });
            }}
          />
        ) : null}
        <Field label="Customer name" required error={errors.customerName?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="off"
              {...form.register('customerName', { validate: (v) => v.trim().length > 0 || 'Customer name is required' })}
            />
          )}
        </Field>
        <Field
          label="Mobile number"
          required={sendSms}
          error={errors.customerPhone?.message}
          hint={sendSms ? 'The text goes here.' : 'Optional unless sending by text.'}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              aria-describedby={describedBy}
              invalid={invalid}
              placeholder="021 123 4567"
              {...form.register('customerPhone')}
            />
          )}
        </Field>
        <Field
          label="Email"
          required={sendEmail}
          error={errors.customerEmail?.message}
          hint={sendEmail ? 'The email goes here.' : 'Optional unless sending by email.'}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              aria-describedby={describedBy}
              invalid={invalid}
              {...form.register('customerEmail', { validate: (v) => !v.trim() || EMAIL.test(v.trim()) || 'Valid email is required' })}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
