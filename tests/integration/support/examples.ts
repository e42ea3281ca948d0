import type { RouteExamples } from '@korero/core/testing';
import { mergeLists, moduleLists, ownersOf } from '../../support/module-lists.ts';

/**
 * Valid bodies for the routes that create or change records, by route. The tenancy sweep builds its fixtures with
 * them; the fuzz sweep starts from them and spoils a field or two, so its input gets past validation to the code
 * and the database behind it. `ids` holds the caller's own records as the fixtures made them.
 *
 * The kernel's routes are here; each module's are in its own `modules/<id>/testing/route-examples.ts` (`examples`),
 * read for every installed module.
 */
export type Ids = Record<string, string>;

const KERNEL_EXAMPLES: RouteExamples = {
  'POST /api/api-keys': () => ({ name: 'Job system', scopes: ['jobs:write'] }),
  'POST /api/staff/invitations': (ids) => ({
    email: `tech.${(ids.business ?? 'x').slice(0, 8)}@co-nz.example`,
    role: 'technician',
    teamMemberId: ids.member,
  }),
  'PATCH /api/staff/:id': () => ({ role: 'manager' }),
  'POST /api/businesses': () => ({ businessName: 'Petone Electrical' }),
  'POST /api/businesses/switch': (ids) => ({ businessId: ids.business }),
  'POST /api/login': () => ({ username: 'nobody-here', password: 'not the password' }),
  'POST /api/auth/forgot-password': () => ({ email: 'nobody@co-nz.example' }),
  'POST /api/login/two-factor': () => ({ code: '123456' }),
  'POST /api/account/two-factor/totp/confirm': () => ({ code: '123456' }),
  'DELETE /api/account/two-factor/totp': () => ({ code: '123456' }),
  'POST /api/account/two-factor/recovery-codes': () => ({ password: 'not the password' }),
  // The sweeps' owners sign up with the test kernel's password: the right one reaches the passkey's ownership check.
  'DELETE /api/account/two-factor/passkeys/:id': () => ({ password: 'correct horse battery' }),
  'PUT /api/businesses/security': () => ({ staffTwoFactor: false }),
};

const moduleExamples = await moduleLists<RouteExamples>('route-examples.ts', 'examples');

export const EXAMPLE_BODIES: RouteExamples = mergeLists(KERNEL_EXAMPLES, moduleExamples);

/** Whose list gives each example: 'kernel' or a module's id (a module lists only its own routes). */
export const EXAMPLE_OWNERS = ownersOf(KERNEL_EXAMPLES, moduleExamples);

/** Where a route's example belongs (for messages): its module's own list, or this file for the kernel's. */
export const examplesFileOf = (module: string) =>
  module === 'kernel' ? 'tests/integration/support/examples.ts' : `modules/${module}/testing/route-examples.ts`;
