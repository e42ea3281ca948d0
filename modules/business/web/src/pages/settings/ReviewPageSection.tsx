import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RotateCcw } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Select, Textarea, toast } from '@korero/web-kit';
import { reviewPageSchema, type ReviewPageValues } from '../../../../contract/settings.ts';
import { CriteriaEditor, ImprovementEditor } from '../../components/CriteriaEditor.tsx';
import type { BusinessType, ProfileView } from '../../queries.ts';
import { SectionSave } from './SectionSave.tsx';
import { useReportDirty } from './SettingsSection.tsx';
import { useSectionSave } from './use-section-save.ts';

/**
 * Settings → Review page: the industry preset (and Reset to template, which belongs with it), the phrases customers
 * tick, and the question for their own words. Its Save sends these four fields and nothing else.
 */
export function ReviewPageSection({ profile, types }: { profile: ProfileView; types: BusinessType[] }) {
  const byId = useMemo(() => new Map<string, BusinessType>(types.map((t) => [t.id, t])), [types]);
  const form = useForm<ReviewPageValues>({
    resolver: zodResolver(reviewPageSchema),
    defaultValues: {
      businessType: profile.businessType,
      customCriteria: profile.customCriteria,
      personalExperiencePrompt: profile.personalExperiencePrompt,
      personalExperiencePlaceholder: profile.personalExperiencePlaceholder,
    },
  });
  const { submit, saving } = useSectionSave(form, 'Review page');
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;
  useReportDirty('review-page', dirty);
  const businessType = useWatch({ control: form.control, name: 'businessType' });
  const criteria = useWatch({ control: form.control, name: 'customCriteria' });

  const applyTemplate = (id: string) => {
    const preset = byId.get(id);
    if (!preset) return;
    form.setValue('customCriteria', structuredClone(preset.criteria), { shouldDirty: true });
    form.setValue('personalExperiencePlaceholder', preset.placeholder, { shouldDirty: true });
    form.clearErrors('customCriteria');
    toast({ title: 'Template applied', description: `${preset.name} phrases are in place. Save to keep them.` });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Review page settings">
      <Card>
        <CardHeader>
          <CardTitle>Industry and phrases</CardTitle>
          <CardDescription>
            Choosing a business type fills in that industry&apos;s phrases. You can then change any of them (50 characters each).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field label="Business type" error={errors.businessType?.message} hint={byId.get(businessType)?.description} className="flex-1">
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  value={businessType}
                  onValueChange={(value) => {
                    form.setValue('businessType', value as ReviewPageValues['businessType'], { shouldDirty: true });
                    applyTemplate(value);
                  }}
                  options={types.map((t) => ({ value: t.id, label: t.name }))}
                />
              )}
            </Field>
            <Button
              variant="outline"
              className="sm:mt-7"
              icon={<RotateCcw className="h-4 w-4" aria-hidden />}
              onClick={() => applyTemplate(businessType)}
            >
              Reset to Template
            </Button>
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-stone-900">Review criteria: what went well, four per category</h3>
            <CriteriaEditor register={form.register} errors={errors.customCriteria} values={criteria} />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-stone-900">Improvement areas: what needs work, offered at every rating</h3>
            <ImprovementEditor register={form.register} errors={errors.customCriteria} values={criteria} />
          </div>
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

      <SectionSave label="Save review page" dirty={dirty} saving={saving} onDiscard={() => form.reset()} />
    </form>
  );
}
