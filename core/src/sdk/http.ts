import { z } from 'zod';

/** A uuid path parameter; anything else is a 404, since no row can have that id. */
export const idParam = z.object({ id: z.string() });

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** ?page=&limit= with sane bounds. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
});

export interface Pagination {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
}

export function pagination(page: number, limit: number, totalCount: number): Pagination {
  return { page, limit, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / limit)) };
}

/** Trimmed text; empty after trimming fails with `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** Trimmed text that may be empty or missing; empty becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A LIKE/ILIKE pattern for "contains `text`", with LIKE's own wildcards (% _ \\) in it matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A YYYY-MM-DD query parameter that is a real calendar date; messages name the parameter. */
export const calendarDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} must be a real calendar date`,
    });
