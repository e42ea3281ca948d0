import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700 shadow-sm',
  secondary: 'bg-brand-50 text-brand-900 hover:bg-brand-100 focus-visible:outline-brand-700',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 focus-visible:outline-brand-700',
  ghost: 'text-stone-700 hover:bg-stone-100 focus-visible:outline-brand-700',
  destructive: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 shadow-sm',
  link: 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-brand-700 px-0',
  // Colour changes are variants, not className overrides: two text colours in one class list resolve by the
  // stylesheet's order, not the author's intent (a white-on-white button on the dashboard proved it).
  dangerGhost: 'text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  dangerOutline: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  /** On a dark brand background. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white shadow-sm',
  inverseGhost: 'text-white hover:bg-white/10 focus-visible:outline-white',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10 justify-center',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button while a request is in flight. */
  loading?: boolean;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, asChild = false, icon, className, children, disabled, type, ...props },
  ref,
) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="h-4 w-4" /> : icon}
      {children}
    </button>
  );
});
