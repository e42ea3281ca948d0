// Words that name a group, not a person: "Wellington crew", "Team A", "Night shift", "Tane & Sons".
const GROUP_WORDS = new Set(
  'crew crews team teams squad gang staff group department office branch unit division shift company ltd limited co services contractors builders workers people partners associates sons family'.split(
    ' ',
  ),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'dame']);

const plain = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The first names a review may credit (decisions.md: the AI draft names team members by first name only): people
 * only, never a team. "Wiremu Tane" → "Wiremu", "Mere (apprentice)" → "Mere", "Dr Aroha Smith" → "Aroha";
 * the business's own teams (`teamNames`, however they are named), "Wellington crew", "Tane & Sons" and the
 * business's own name are left out.
 */
export function creditedFirstNames(names: readonly string[], businessName = '', teamNames: readonly string[] = []): string[] {
  const business = businessName.trim().toLowerCase();
  const teams = new Set(teamNames.map(plain));
  const out: string[] = [];
  for (const raw of names) {
    if (teams.has(plain(raw))) continue;
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

/**
 * The names credited on invitations, sorted into people and teams for the owner's reports: a team is one of the
 * business's teams, or any name that is no person's (see creditedFirstNames). Names are kept as written.
 */
export function splitCredits(
  names: readonly string[],
  businessName = '',
  teamNames: readonly string[] = [],
): { people: string[]; teams: string[] } {
  const people: string[] = [];
  const teams: string[] = [];
  for (const name of names) (creditedFirstNames([name], businessName, teamNames).length ? people : teams).push(name);
  return { people, teams };
}
