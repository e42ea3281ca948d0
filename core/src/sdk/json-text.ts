import { z } from 'zod';
import { findUnstorableText, NOT_ALLOWED } from './unstorable-text.ts';

/**
 * A list or object the spec's clients send as JSON text ("serviceTypes": "[\"Plumbing\"]"). Accepts the text or
 * the value itself, and validates the parsed value with `schema`.
 */
export function jsonText<T extends z.ZodType>(schema: T, what: string) {
  return z
    .union([z.string(), z.unknown()])
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} must be valid JSON` });
        return z.NEVER;
      }
      // Escapes in the text (\u0000, a lone \ud800) make what the kernel's input check already refuses in plain fields.
      const holder = { value: parsed };
      if (findUnstorableText(holder, '')) {
        ctx.addIssue({ code: 'custom', message: NOT_ALLOWED });
        return z.NEVER;
      }
      return holder.value;
    })
    .pipe(schema);
}
