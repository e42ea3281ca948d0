import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

const control =
  'w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs placeholder:text-stone-400 sm:text-sm ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-600/40 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(function Input(
  { className, invalid, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(control, 'h-10', invalid ? 'border-red-500' : 'border-stone-300', className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
});

/**
 * A text box. `grow` makes a one-line box that grows to fit its text (a phrase that would be cut off in an input on
 * a phone wraps instead); Enter then does not add a line, as in an input.
 */
export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; grow?: boolean }
>(function Textarea({ className, invalid, grow = false, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      rows={grow ? 1 : undefined}
      onKeyDown={grow ? (event) => event.key === 'Enter' && event.preventDefault() : undefined}
      className={cn(
        control,
        grow ? 'field-sizing-content min-h-10 resize-none py-2' : 'min-h-24 py-2',
        invalid ? 'border-red-500' : 'border-stone-300',
        className,
      )}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
});

export function Label({ className, ...props }: LabelPrimitive.LabelProps) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-stone-800', className)} {...props} />;
}

export interface FieldProps {
  label: ReactNode;
  /** The message shown under the control, announced to screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Receives the ids to wire the control to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden>
            *
          </span>
        ) : null}
      </Label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An error line for a form as a whole (the server's answer). */
export function FormError({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
      {message}
    </p>
  );
}
