import { Star } from 'lucide-react';
import { ApiError, cn } from '@korero/web-kit';

/** A review's stars, read out as "4 out of 5 stars" (never colour alone: the count is in the name). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const whole = Math.round(value);
  return (
    <span className={cn('inline-flex shrink-0 gap-0.5', className)} role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('h-4 w-4', n <= whole ? 'fill-kowhai-400 text-kowhai-500' : 'text-stone-300')} aria-hidden />
      ))}
    </span>
  );
}

/** The plan does not include this (answering, the posted rate): the server answers 403. */
export const isPlanLocked = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/** "Google said: …" once, whether or not the server's message already starts so. */
export const googleSaid = (message: string): string => (/^google said/i.test(message) ? message : `Google said: ${message}`);
