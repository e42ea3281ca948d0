/**
 * Reading the JSON-text fields the spec's call tables keep ("teamMembers": "[\"Aroha\"]"). Only the contracts'
 * clients use these, once per answer, so screens get lists. Kept apart from zod: the customer's lean page uses them.
 */

/** A JSON-text field as a value; anything unreadable, or refused by `accept`, gives `fallback`. */
export function parseJsonText<T>(text: string | null | undefined, fallback: T, accept: (value: unknown) => boolean = () => true): T {
  try {
    const value = JSON.parse(text ?? '') as unknown;
    return value !== null && value !== undefined && accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** A JSON-text list of strings (names, service types) as a list; anything else in it is dropped. */
export const parseTextList = (text: string | null | undefined): string[] =>
  parseJsonText<unknown[]>(text, [], Array.isArray).filter((v): v is string => typeof v === 'string');
