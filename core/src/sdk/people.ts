// Words that name a group, not a person: "Wellington crew", "Team A", "Night shift", "Tane & Sons".
const GROUP_WORDS = new Set(
  'crew crews team teams squad gang staff group department office branch unit division shift company ltd limited co services contractors builders workers people partners associates sons family'.split(
    ' ',
  ),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'dame']);

/**
 * The first names a review may credit (decisions.md: the AI draft names team members by first name only): people
 * only, never a team. "Wiremu Tane" → "Wiremu", "Mere (apprentice)" → "Mere", "Dr Aroha Smith" → "Aroha";
 * "Wellington crew", "Tane & Sons" and the business's own name are left out.
 */
export function creditedFirstNames(names: readonly string[], businessName = ''): string[] {
  const business = businessName.trim().toLowerCase();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!name || /\d|&|\+|\band\b/i.test(name) || name.toLowerCase() === business) continue;
    const words = name.split(' ');
    if (words.some((w) => GROUP_WORDS.has(w.toLowerCase().replace(/[^a-z]/g, ''))) || words[0]!.toLowerCase() === 'the') continue;
    const first = words.find((w) => !TITLES.has(w.toLowerCase().replace(/\.$/, '')))?.replace(/[^\p{L}'’-]/gu, '');
    if (!first || !/\p{L}/u.test(first)) continue;
    const credited = first.charAt(0).toUpperCase() + first.slice(1);
    if (!out.some((n) => n.toLowerCase() === credited.toLowerCase())) out.push(credited);
  }
  return out;
}
