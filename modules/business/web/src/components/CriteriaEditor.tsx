import { useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { cn, Textarea } from '@korero/web-kit';
import type { ReviewPageValues } from '../../../contract/settings.ts';

const CATEGORY_LABELS = {
  quality: 'Quality',
  service: 'Service',
  timeliness: 'Timeliness',
  communication: 'Communication',
  value: 'Value',
} as const;
const IMPROVEMENT_GROUPS = ['quality', 'service', 'timeliness', 'communication'] as const;

type Errors = FieldErrors<ReviewPageValues>['customCriteria'];
type Criteria = ReviewPageValues['customCriteria'];

function listError(errors: unknown): string | undefined {
  const e = errors as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

function itemError(errors: unknown, index: number): string | undefined {
  return (errors as Array<{ message?: string } | undefined> | undefined)?.[index]?.message;
}

/**
 * One group of phrases behind a heading that opens and closes it. Closed, it still shows the phrases in a line, so
 * the owner can read them without opening it; it opens by itself when one of its phrases needs fixing.
 */
function PhraseGroup({
  title,
  phrases,
  invalid,
  testId,
  children,
}: {
  title: string;
  phrases: readonly string[];
  invalid: boolean;
  testId?: string;
  children: ReactNode;
}) {
  // Closed at first at every width, so the section stays short and its Save is a few Tab presses away.
  const [open, setOpen] = useState(false);
  // Opens when the group turns invalid (adjusting state during render, as React advises, rather than in an effect).
  const [wasInvalid, setWasInvalid] = useState(invalid);
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid);
    if (invalid) setOpen(true);
  }
  const id = `phrases-${title.toLowerCase().replace(/\W+/g, '-')}-${testId ?? 'group'}`;
  return (
    <div className={cn('min-w-0 rounded-lg border', invalid ? 'border-red-300' : 'border-stone-200')} data-testid={testId}>
      <button
        type="button"
        className="flex w-full items-center gap-2 px-3 py-2.5 text-left"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-stone-900">{title}</span>
          {open ? null : (
            <span className="block truncate text-xs text-stone-600">{phrases.filter(Boolean).join(' · ') || 'No phrases yet'}</span>
          )}
        </span>
        <ChevronDown className={cn('h-4 w-4 shrink-0 text-stone-600 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <fieldset id={id} hidden={!open} className="flex flex-col gap-2 border-t border-stone-100 px-3 pt-2 pb-3">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

function PhraseBox({
  label,
  error,
  registration,
}: {
  label: string;
  error?: string;
  registration: ReturnType<UseFormRegister<ReviewPageValues>>;
}) {
  return (
    <div>
      <Textarea grow aria-label={label} maxLength={50} invalid={Boolean(error)} {...registration} />
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

interface EditorProps {
  register: UseFormRegister<ReviewPageValues>;
  errors: Errors;
  /** The phrases as they stand, for the line a closed group shows. */
  values: Criteria;
}

/** The four phrases customers can tick in each category (50 characters each). */
export function CriteriaEditor({ register, errors, values }: EditorProps) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      {(Object.keys(CATEGORY_LABELS) as Array<keyof typeof CATEGORY_LABELS>).map((category) => (
        <PhraseGroup
          key={category}
          title={CATEGORY_LABELS[category]}
          phrases={values?.[category] ?? []}
          invalid={Boolean(errors?.[category])}
          testId={`criteria-${category}`}
        >
          {[0, 1, 2, 3].map((i) => (
            <PhraseBox
              key={i}
              label={`${CATEGORY_LABELS[category]} ${i + 1}`}
              error={itemError(errors?.[category], i)}
              registration={register(`customCriteria.${category}.${i}` as const)}
            />
          ))}
          {listError(errors?.[category]) ? <p className="text-sm text-red-700">{listError(errors?.[category])}</p> : null}
        </PhraseGroup>
      ))}
    </div>
  );
}

/** The eight improvement areas, two each for quality, service, timeliness and communication. */
export function ImprovementEditor({ register, errors, values }: EditorProps) {
  const areas = values?.improvementAreas ?? [];
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      {IMPROVEMENT_GROUPS.map((category, group) => {
        const indexes = [group * 2, group * 2 + 1];
        return (
          <PhraseGroup
            key={category}
            title={CATEGORY_LABELS[category]}
            phrases={indexes.map((i) => areas[i] ?? '')}
            invalid={indexes.some((i) => itemError(errors?.improvementAreas, i))}
            testId={`improvements-${category}`}
          >
            {indexes.map((index, offset) => (
              <PhraseBox
                key={index}
                label={`Improvement area: ${CATEGORY_LABELS[category]} ${offset + 1}`}
                error={itemError(errors?.improvementAreas, index)}
                registration={register(`customCriteria.improvementAreas.${index}` as const)}
              />
            ))}
          </PhraseGroup>
        );
      })}
      {listError(errors?.improvementAreas) ? (
        <p className="text-sm text-red-700 md:col-span-2">{listError(errors?.improvementAreas)}</p>
      ) : null}
    </div>
  );
}
