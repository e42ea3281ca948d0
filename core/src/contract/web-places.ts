/**
 * Which modules' front ends a page needs, from what GET /api/modules says of each (its page paths and the slots it
 * fills). Used by the shell, to load only those remotes, and by the server, to name them in the page's HTML so the
 * browser fetches them with the shell instead of after it. Plain functions with no imports: safe in both.
 */
export interface PlacedModule {
  name: string;
  remoteEntry: string | null;
  pages: readonly string[];
  slots: readonly string[];
}

/**
 * The file beside a built remote's remoteEntry.js naming the slots it fills (`{ "slots": ["dashboard.cards"] }`):
 * its build reads them from the web module (web-kit/build), and the server sends them in GET /api/modules.
 */
export const SLOTS_FILE = 'slots.json';

/** The shell's slots drawn on every signed-in page (the header) and on the dashboard. */
const SIGNED_IN_SLOTS: readonly string[] = ['header.primary'];
const DASHBOARD_SLOTS: readonly string[] = ['dashboard.hero', 'dashboard.cards'];
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/** Does a page pattern ("/things/:id", "/area/*") match a path? The same rules as the router's, for the few forms used. */
export function pageMatches(pattern: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    const part = have[i];
    if (part === undefined) return false;
    if (!want[i]!.startsWith(':') && want[i] !== part) return false;
  }
  return want.length === have.length;
}

/** The module whose front end draws this path, if any. */
export function pageOwner(enabled: readonly PlacedModule[], pathname: string): PlacedModule | undefined {
  return enabled.find((m) => m.remoteEntry !== null && m.pages.some((p) => pageMatches(p, pathname)));
}

/** The modules a page needs: the one drawing it, and those filling the shell's slots on it. */
export function modulesForPage(enabled: readonly PlacedModule[], pathname: string, signedIn: boolean): string[] {
  const slots = signedIn ? [...SIGNED_IN_SLOTS, ...(DASHBOARD_PATHS.has(pathname.replace(/\/+$/, '') || '/') ? DASHBOARD_SLOTS : [])] : [];
  const names = new Set(modulesForSlots(enabled, slots));
  const owner = pageOwner(enabled, pathname);
  if (owner) names.add(owner.name);
  return [...names];
}

/** The modules filling any of these slots. */
export function modulesForSlots(enabled: readonly PlacedModule[], slots: readonly string[]): string[] {
  return enabled.filter((m) => m.remoteEntry !== null && m.slots.some((s) => slots.includes(s))).map((m) => m.name);
}
