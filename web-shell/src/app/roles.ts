import type { RoleId } from '@korero/core/contract';

/**
 * What each role sees in the shell (docs/decisions/0026; the kernel's rules are core/src/kernel/route-access.ts):
 * owners everything; managers everything but staff management, billing and API keys; technicians only what names them
 * (their "Ask for a review"). A page or nav entry says who may use it with `roles` (its module's manifest or web
 * module); without one, the kernel's default for signed-in routes holds: owners and managers. The server refuses
 * anyway: this only keeps a person from opening what would answer them 403.
 */
const DEFAULT_ROLES: readonly RoleId[] = ['owner', 'manager'];

/** May a person with this role use a page (or see a nav entry) that declares `declared` roles, or none? */
export function roleMayUse(role: RoleId, declared?: readonly RoleId[]): boolean {
  return (declared ?? DEFAULT_ROLES).includes(role);
}
