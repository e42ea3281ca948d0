import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@korero/web-kit';
import type { SettingsValues } from '../../../contract/settings.ts';

const CATEGORY_LABELS = {
  quality: 'Quality',
  service: 'Service',
  timeliness: 'Timeliness',
  communication: 'Communication',
  value: 'Value',
} as const;
const IMPROVEMENT_GROUPS = ['quality', 'service', 'timeliness', 'communication'] as const;

type Errors = FieldErrors<SettingsValues>['customCriteria'];

function listError(errors: unknown): string | undefined {
  const e = errors as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

function itemError(errors: unknown, index: number): string | undefined {
  return (errors as Array<{ message?: string } | undefined> | undefined)?.[index]?.message;
}

/** The four phrases customers can tick in each category (50 characters each). */
export function CriteriaEditor({ register, errors }: { register: UseFormRegister<SettingsValues>; errors: Errors }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {(Object.keys(CATEGORY_LABELS) as Array<keyof typeof CATEGORY_LABELS>).map((category) => (
        <fieldset key={category} className="flex flex-col gap-2" data-testid={`criteria-${category}`}>
          <legend className="mb-1 text-sm font-semibold text-stone-900">{CATEGORY_LABELS[category]}</legend>
          {[0, 1, 2, 3].map((i) => {
            const error = itemError(errors?.[category], i);
            return (
              <div key={i}>
                <Input
                  aria-label={`${CATEGORY_LABELS[category]} ${i + 1}`}
                  maxLength={50}
                  invalid={Boolean(error)}
                  {...register(`customCriteria.${category}.${i}` as const)}
                />
                {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
              </div>
            );
          })}
          {listError(errors?.[category]) ? <p className="text-sm text-red-700">{listError(errors?.[category])}</p> : null}
        </fieldset>
      ))}
    </div>
  );
}

/** The eight improvement areas, two each for quality, service, timeliness and communication. */
export function ImprovementEditor({ register, errors }: { register: UseFormRegister<SettingsValues>; errors: Errors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {IMPROVEMENT_GROUPS.map((category, group) => (
        <fieldset key={category} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-900">{CATEGORY_LABELS[category]}</legend>
          {[0, 1].map((offset) => {
            const index = group * 2 + offset;
            const error = itemError(errors?.improvementAreas, index);
            return (
              <div key={index}>
                <Input
                  aria-label={`Improvement area: ${CATEGORY_LABELS[category]} ${offset + 1}`}
                  maxLength={50}
                  invalid={Boolean(error)}
                  {...register(`customCriteria.improvementAreas.${index}` as const)}
                />
                {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      {listError(errors?.improvementAreas) ? (
        <p className="text-sm text-red-700 sm:col-span-2">{listError(errors?.improvementAreas)}</p>
      ) : null}
    </div>
  );
}
