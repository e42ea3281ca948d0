import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Keyboard } from 'lucide-react';
import { ApiError, Button, Field, Input, toast } from '@korero/web-kit';
import { businessClient } from '../../../contract/client.ts';
import { useProfileMutation, type ProfileView } from '../queries.ts';
import { LogoUpload } from './LogoUpload.tsx';
import { PLACE_ID_FORMAT, PLACE_ID_FORMAT_MESSAGE } from '../../../contract/place-id.ts';
import { PlaceIdHelpDialog } from './PlaceIdHelpDialog.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { ServiceTypesField } from './ServiceTypesField.tsx';

interface Values {
  businessName: string;
  email: string;
  businessPhone: string;
  googlePlaceId: string;
  serviceTypes: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dashboard's profile setup: find the business on Google (or enter the Place ID), name, contacts, logo, services. */
export function ProfileForm({
  profile,
  accountEmail,
  onSaved,
  onCancel,
}: {
  profile: ProfileView;
  accountEmail: string;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const save = useProfileMutation(businessClient.updateProfile);
  const [manual, setManual] = useState(Boolean(profile.googlePlaceId));
  const form = useForm<Values>({
    defaultValues: {
      businessName: profile.businessName ?? '',
      email: profile.email ?? accountEmail,
      businessPhone: profile.businessPhone ?? '',
      googlePlaceId: profile.googlePlaceId ?? '',
      serviceTypes: profile.serviceTypes,
    },
  });
  const errors = form.formState.errors;
  const businessName = useWatch({ control: form.control, name: 'businessName' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, logoUrl: profile.logoUrl ?? null });
      toast({ title: 'Profile updated', variant: 'success' });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as keyof Values, { message });
      toast({ title: 'Update failed', description: (error as Error).message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate aria-label="Business profile">
      <section className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50/50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-stone-900">Find your business on Google</h3>
          <PlaceIdHelpDialog defaultEmail={form.getValues('email')} defaultName={form.getValues('businessName')} />
        </div>
        <PlaceSearch
          onPick={(place) => {
            form.setValue('businessName', place.name, { shouldDirty: true, shouldValidate: true });
            form.setValue('googlePlaceId', place.place_id, { shouldDirty: true });
            setManual(true);
            toast({ title: 'Business found', description: `${place.name} is linked to Google.`, variant: 'success' });
          }}
          onNotFound={() => setManual(true)}
        />
        {!manual ? (
          <button
            type="button"
            className="flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            onClick={() => setManual(true)}
          >
            <Keyboard className="h-4 w-4" aria-hidden /> Enter Place ID manually
          </button>
        ) : null}
        {manual ? (
          <Field
            label="Google Place ID"
            hint="Starts with ChIJ. Links your review button to your Google listing."
            error={errors.googlePlaceId?.message}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                placeholder="ChIJ…"
                autoComplete="off"
                {...form.register('googlePlaceId', {
                  validate: (v) => !v.trim() || PLACE_ID_FORMAT.test(v.trim()) || PLACE_ID_FORMAT_MESSAGE,
                })}
              />
            )}
          </Field>
        ) : null}
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business name" required error={errors.businessName?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="organization"
              {...form.register('businessName', { validate: (v) => v.trim().length > 0 || 'Business name is required' })}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email?.message} hint="Where customers' private feedback and Korero's notices go.">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="email"
              {...form.register('email', {
                validate: (v) =>
                  !v.trim() ? 'Email is required for subscription features' : EMAIL.test(v.trim()) || 'Please enter a valid email address',
              })}
            />
          )}
        </Field>
        <Field label="Phone" error={errors.businessPhone?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="tel"
              {...form.register('businessPhone')}
            />
          )}
        </Field>
      </div>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-stone-800">Logo</span>
        <LogoUpload logoUrl={profile.logoUrl} shownToCustomers={profile.logoOnReviewPages} businessName={businessName} />
      </div>

      <Field label="Service types" hint="What you do, e.g. Blocked drains, Hot water cylinders. Shown to customers.">
        {({ id }) => (
          <Controller
            control={form.control}
            name="serviceTypes"
            render={({ field }) => <ServiceTypesField id={id} value={field.value} onChange={field.onChange} />}
          />
        )}
      </Field>

      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            View Summary
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
