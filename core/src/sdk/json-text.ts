import { z } from 'zod';

/**
 * A list or object the spec's clients send as JSON text ("serviceTypes": "[\"Plumbing\"]"). Accepts the text or
 * the value itself, and validates the parsed value with `schema`.
 */
export function jsonText<T extends z.ZodType>(schema: T, what: string) {
  return z
    .union([z.string(), z.unknown()])
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} must be valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
