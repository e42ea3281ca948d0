import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { RotateCcw, Save, Users } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  LoadingBlock,
  ModuleBoundary,
  Notice,
  PageHeader,
  Select,
  Textarea,
  toast,
  useModuleEnabled,
  useSlot,
} from '@korero/web-kit';
import { settingsSchema, type SettingsValues } from '../../../contract/settings.ts';
import { BRAND_GREETING, editablePart, STOP_LINE } from '../../../contract/sms.ts';
import { AccountDataCard } from '../components/AccountDataCard.tsx';
import { CriteriaEditor, ImprovementEditor } from '../components/CriteriaEditor.tsx';
import { LogoUpload } from '../components/LogoUpload.tsx';
import { SmsMessageField } from '../components/SmsMessageField.tsx';
import { SmsLengthPanel } from '../components/SmsLengthPanel.tsx';
import { businessClient } from '../../../contract/client.ts';
import { useBusinessTypes, useProfile, useProfileMutation, type BusinessType, type ProfileView } from '../queries.ts';

export default function SettingsPage() {
  const profile = useProfile();
  const types = useBusinessTypes();
  return (
    <div>
      <PageHeader
        title="Business Settings"
        description="How your review page reads: your industry's phrases, the prompt for customers' own words, and your SMS text."
      />
      {profile.isLoading || types.isLoading ? <LoadingBlock label="Loading your settings…" /> : null}
      {profile.error || types.error ? (
        <Notice tone="danger" title="Could not load your settings">
          {(profile.error ?? types.error)?.message}
        </Notice>
      ) : null}
      {profile.data && types.data ? <SettingsForm profile={profile.data.data} types={types.data.data} /> : null}
    </div>
  );
}

function SettingsForm({ profile, types }: { profile: ProfileView; types: BusinessType[] }) {
  const save = useProfileMutation(businessClient.updateSettings);
  const panels = useSlot('settings.panels');
  const teamsOn = useModuleEnabled('teams');
  const rule = profile.smsRule;
  const prefix = rule === 'branded' ? BRAND_GREETING : '';
  const [smsBody, setSmsBody] = useState(() => editablePart(profile.customSmsMessage, rule === 'branded'));
  const byId = useMemo(() => new Map<string, BusinessType>(types.map((t) => [t.id, t])), [types]);

  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      businessType: profile.businessType,
      customCriteria: profile.customCriteria,
      personalExperiencePrompt: profile.personalExperiencePrompt,
      personalExperiencePlaceholder: profile.personalExperiencePlaceholder,
      customSmsMessage: profile.customSmsMessage,
    },
  });
  const errors = form.formState.errors;
  const businessType = useWatch({ control: form.control, name: 'businessType' });
  const criteria = useWatch({ control: form.control, name: 'customCriteria' });

  useEffect(() => {
    // After a failed save, check the text again as it changes, so an error the owner has fixed goes away.
    form.setValue('customSmsMessage', `${prefix}${smsBody.trim()} ${STOP_LINE}`.trim(), { shouldValidate: form.formState.isSubmitted });
  }, [smsBody, prefix, form]);

  const applyTemplate = (id: string, announce: boolean) => {
    const preset = byId.get(id);
    if (!preset) return;
    form.setValue('customCriteria', structuredClone(preset.criteria), { shouldDirty: true });
    form.setValue('personalExperiencePlaceholder', preset.placeholder, { shouldDirty: true });
    form.clearErrors('customCriteria');
    if (announce) toast({ title: 'Template applied', description: `${preset.name} phrases are in place. Save to keep them.` });
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ ...values, logoUrl: profile.logoUrl });
        toast({ title: 'Settings saved', description: 'Your review page uses them from now on.', variant: 'success' });
      } catch (error) {
        const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) form.setError(name as keyof SettingsValues, { message });
        toast({ title: 'Failed to update settings', description: (error as Error).message, variant: 'destructive' });
      }
    },
    () =>
      toast({
        title: 'Check the highlighted fields',
        description: 'Some settings need fixing before they can be saved.',
        variant: 'destructive',
      }),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-6 pb-24" noValidate aria-label="Business settings">
      <Card>
        <CardHeader>
          <CardTitle>Business type</CardTitle>
          <CardDescription>Choosing a type fills in that industry&apos;s phrases. You can then change any of them.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Business type" error={errors.businessType?.message} className="flex-1">
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                value={businessType}
                onValueChange={(value) => {
                  form.setValue('businessType', value as SettingsValues['businessType'], { shouldDirty: true });
                  applyTemplate(value, true);
                }}
                options={types.map((t) => ({ value: t.id, label: t.name }))}
              />
            )}
          </Field>
          <Button variant="outline" icon={<RotateCcw className="h-4 w-4" />} onClick={() => applyTemplate(businessType, true)}>
            Reset to Template
          </Button>
        </CardContent>
        {byId.get(businessType) ? (
          <CardContent className="-mt-2 text-sm text-stone-600">{byId.get(businessType)!.description}</CardContent>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Review criteria</CardTitle>
          <CardDescription>
            The things customers can tick as having gone well: four in each category, up to 50 characters each.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CriteriaEditor register={form.register} errors={errors.customCriteria} values={criteria} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Improvement areas</CardTitle>
          <CardDescription>
            What customers can tick as needing work. Honest answers help you most, and they are offered at every rating.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ImprovementEditor register={form.register} errors={errors.customCriteria} values={criteria} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Customer&apos;s own words</CardTitle>
          <CardDescription>The question above the text box where customers add anything in their own words.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label="Personal experience prompt" required error={errors.personalExperiencePrompt?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                maxLength={500}
                {...form.register('personalExperiencePrompt')}
              />
            )}
          </Field>
          <Field
            label="Personal experience placeholder"
            required
            error={errors.personalExperiencePlaceholder?.message}
            hint="The grey hint text inside the box."
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                maxLength={500}
                rows={2}
                {...form.register('personalExperiencePlaceholder')}
              />
            )}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>SMS message</CardTitle>
          <CardDescription>
            The text customers receive. [business name], [job] and [link] are filled in for each invitation.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Field label="SMS message" error={undefined}>
            {({ id, describedBy }) => (
              <SmsMessageField
                id={id}
                describedBy={describedBy}
                rule={rule}
                body={smsBody}
                onBody={setSmsBody}
                error={errors.customSmsMessage?.message}
              />
            )}
          </Field>
          <SmsLengthPanel template={`${prefix}${smsBody.trim()} ${STOP_LINE}`} profile={profile} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Logo</CardTitle>
          <CardDescription>Shown on your review pages and QR posters.</CardDescription>
        </CardHeader>
        <CardContent>
          <LogoUpload logoUrl={profile.logoUrl} shownToCustomers={profile.logoOnReviewPages} businessName={profile.businessName} />
        </CardContent>
      </Card>

      {panels.map((panel) => (
        <ModuleBoundary key={`${panel.module}:${panel.id}`} name={panel.module} compact>
          <panel.Component />
        </ModuleBoundary>
      ))}

      <AccountDataCard />

      {teamsOn ? (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <div className="flex items-center gap-3">
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Users className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <p className="font-medium text-stone-900">Team management</p>
                <p className="text-sm text-stone-600">Add the people who do the work, so customers can name them.</p>
              </div>
            </div>
            <Button asChild variant="outline">
              <Link to="/teams">Manage Teams</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-6xl justify-end gap-2">
          <Button variant="outline" icon={<RotateCcw className="h-4 w-4" />} onClick={() => applyTemplate(businessType, true)}>
            Reset to Template
          </Button>
          <Button type="submit" icon={<Save className="h-4 w-4" />} loading={save.isPending}>
            Save Settings
          </Button>
        </div>
      </div>
    </form>
  );
}
