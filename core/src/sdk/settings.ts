import type { z } from 'zod';

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * A refinement of a module's `env` (see ModuleManifest): the named variables come together or not at all, and once
 * any is given, so must `needs` (the kernel's SECRETS_KEY, which other modules may set for themselves). Each one
 * missing is named, with what needs it ("Messenger"):
 * `z.object({ … }).superRefine(allOrNone('Messenger', ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], ['SECRETS_KEY']))`.
 */
export function allOrNone(what: string, names: readonly string[], needs: readonly string[] = []) {
  const message = `${what} needs ${listed(names)} together (or none of them)${needs.length ? `, with ${listed(needs)}` : ''}`;
  return (values: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void => {
    if (names.every((name) => values[name] === undefined)) return;
    for (const name of [...names, ...needs]) {
      if (values[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message });
    }
  };
}
