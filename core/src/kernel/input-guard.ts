import type { FastifyInstance } from 'fastify';
import { HttpError } from '../sdk/errors.ts';

const NOT_ALLOWED = "contains a character that isn't allowed";

type Found = { field: string } | null;

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * Walks parsed input: finds the first string (or key) holding a NUL character, which PostgreSQL cannot store, and
 * replaces lone UTF-16 surrogates with U+FFFD in place (they cannot be encoded as UTF-8 text or JSON either).
 */
export function inspectInput(value: unknown, path: string, depth = 0): Found {
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path } : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return { field: path || 'body' };
    const item = container[key];
    if (typeof item === 'string') container[key] = wellFormed(item);
    const found = inspectInput(container[key], field, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Once for every route, before validation: a NUL character in the body or query is a 400 naming the field (in
 * the path, like any malformed id, a 404), and lone surrogates become U+FFFD, so no text reaches the database
 * that it would refuse with a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      if (typeof value === 'string') {
        if (value.includes('\u0000')) throw new HttpError(400, `The request body ${NOT_ALLOWED}.`, { fields: { body: NOT_ALLOWED } });
        request.body = wellFormed(value);
        continue;
      }
      const found = inspectInput(value, '');
      if (!found) continue;
      if (part === 'params') throw new HttpError(404, 'Not found.');
      const field = found.field || part;
      throw new HttpError(400, `${field} ${NOT_ALLOWED}.`, { fields: { [field]: NOT_ALLOWED } });
    }
  });
}
