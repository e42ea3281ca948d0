/**
 * "Professional and Business (coming soon)": the plans that include competitor analysis, as the plans page shows them.
 * A file of its own, without zod: the dashboard's card uses it, and the schemas beside it in api.ts would bring zod
 * into every dashboard's first download.
 */
export function plansIncluding({ includedIn, comingSoonIn }: { includedIn: string[]; comingSoonIn: string[] }): string {
  const names = [...includedIn, ...comingSoonIn.map((name) => `${name} (coming soon)`)];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
