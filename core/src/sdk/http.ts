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

/**
 * A keyset page's position (decision 0032): the last row's created_at (to the microsecond, in UTC) and id, and the
 * total counted with the first page, carried along so later pages count nothing. Opaque to callers: base64url JSON.
 */
export interface Keyset {
  at: string;
  id: string;
  total: number;
  capped: boolean;
}

/** A list counts its matches up to this many and says "more" past it: counting further costs as much as the rows. */
export const COUNT_CAP = 1000;

export function encodeCursor(k: Keyset): string {
  return btoa(JSON.stringify([k.at, k.id, k.total, k.capped ? 1 : 0]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function decodeCursor(text: string): Keyset | null {
  try {
    const [at, id, total, capped] = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))) as unknown[];
    if (typeof at !== 'string' || !CURSOR_AT.test(at) || typeof id !== 'string' || !UUID.test(id)) return null;
    if (!Number.isInteger(total) || (total as number) < 0) return null;
    return { at, id, total: total as number, capped: capped === 1 };
  } catch {
    return null;
  }
}

/** ?cursor=: the `nextCursor` of the page before; a cursor this API did not give is a 400. */
export const cursorParam = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    const k = decodeCursor(text);
    if (!k) {
      ctx.addIssue({ code: 'custom', message: 'cursor must be a nextCursor from this list: start again from the first page' });
      return z.NEVER;
    }
    return k;
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

/** A LIKE pattern for "starts with `text`" in lower case (a short search over a name's words, decision 0032). */
export const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A YYYY-MM-DD query parameter that is a real calendar date; messages name the parameter. */
export const calendarDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} must be a real calendar date`,
    });
