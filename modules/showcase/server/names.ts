const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'dame']);

/**
 * A Korero customer's name as the widget shows it: first name and the last word's initial ("Mere Kahu" → "Mere K.",
 * "Dr Aroha van der Berg" → "Aroha B.", "mere" → "Mere"); "A customer" when nothing usable is left. Never more.
 */
export function firstNameAndInitial(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}'’-]/gu, ''))
    .filter((w) => /\p{L}/u.test(w));
  const people = words.length > 1 && TITLES.has(words[0]!.toLowerCase()) ? words.slice(1) : words;
  const first = people[0];
  if (!first) return 'A customer';
  const capital = (w: string) => w.charAt(0).toLocaleUpperCase('en-NZ') + w.slice(1);
  const last = people.length > 1 ? people.at(-1)!.replace(/^[^\p{L}]+/u, '') : '';
  return last ? `${capital(first)} ${last.charAt(0).toLocaleUpperCase('en-NZ')}.` : capital(first);
}
