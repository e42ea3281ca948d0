import type { RoleId } from '@korero/core/contract';

/**
 * What each role sees in the shell (docs/decisions/0026; the kernel's rules are core/src/kernel/route-access.ts). The
 * server refuses anyway: these only keep a person from opening what answers them 403.
 *
 * - owner: everything;
 * - manager: everything but staff management, billing and API keys;
 * - technician: only the pages that name them (the phone's "Ask for a review").
 */

/** Where a technician lands: the invites module's phone page (modules/invites/web/technician). */
export const TECHNICIAN_HOME = '/ask';

/** The kernel's default for signed-in routes (DEFAULT_ROLES): owners and managers. */
const DEFAULT_ROLES: readonly RoleId[] = ['owner', 'manager'];

/**
 * The shell's pages a manager cannot use, because every call they make is an owner's (billing). A module's page says
 * so itself with `roles` on its route; these are the entries that come from manifests before their page has loaded.
 */
const OWNERS_PAGES = ['/subscription', '/billing'];

const under = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/** May a person with this role use the page (or see the nav entry) at `path`? `declared` is the page's own `roles`. */
export function roleMayUse(role: RoleId, path: string, declared?: readonly RoleId[]): boolean {
  if (declared) return declared.includes(role);
  if (role === 'manager' && OWNERS_PAGES.some((p) => under(p, path))) return false;
  return DEFAULT_ROLES.includes(role);
}
