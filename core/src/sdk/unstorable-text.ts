/** Why a field is refused: PostgreSQL stores no NUL character, in text or in jsonb. */
export const NOT_ALLOWED = "contains a character that isn't allowed";

export type Found = { field: string } | null;

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * Walks parsed input: finds the first string (or key) holding a NUL character, which PostgreSQL cannot store, and
 * replaces lone UTF-16 surrogates with U+FFFD in place (they cannot be encoded as UTF-8 text or JSON either).
 */
export function findUnstorableText(value: unknown, path: string, depth = 0): Found {
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path } : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return { field: path || 'body' };
    const item = container[key];
    if (typeof item === 'string') container[key] = wellFormed(item);
    const found = findUnstorableText(container[key], field, depth + 1);
    if (found) return found;
  }
  return null;
}
