import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Capability, PERMISSIONS } from '@korero/core/contract';
import type { RouteInfo, TestAgent, TestKernel } from '@korero/core/testing';
import { expectSafeAnswer, fillPath, hasBody, routeName, startSweepKernel, WEBHOOK_PROVIDERS } from './support/sweep.ts';

/**
 * Roles × routes, generated from the kernel's route list (docs/decisions/0026, issue 44): every signed-in route names a
 * capability, the one permission table (contract/permissions.ts) says which roles may, and every route is called by a
 * technician and a manager of a business against it. A technician is refused (403, with what they may do instead)
 * unless the table lets them; a manager only on the owner's capabilities. Which capabilities, and which routes, are the
 * owner's alone and which take technicians are reviewed lists here that guard the table itself: a change to either
 * fails until it is added with its reason.
 */
const OWNER_CAPABILITIES: Capability[] = ['customer-data', 'connections', 'billing', 'staff', 'deletion', 'record-keeping'];
const TECHNICIAN_CAPABILITIES: Capability[] = ['self', 'field-work'];

const OWNER_ONLY: Record<string, string> = {
  'GET /api/api-keys': 'API keys act for the whole business',
  'POST /api/api-keys': 'API keys act for the whole business',
  'DELETE /api/api-keys/:id': 'API keys act for the whole business',
  'GET /api/integrations/webhooks': 'a webhook sends customers’ details elsewhere, unattended',
  'POST /api/integrations/webhooks': 'a webhook sends customers’ details elsewhere, unattended',
  'DELETE /api/integrations/webhooks/:id': 'a webhook sends customers’ details elsewhere, unattended',
  'GET /api/integrations/webhooks/:id/deliveries': 'what the webhooks sent: customers’ details',
  'POST /api/integrations/webhooks/:id/test': 'a webhook sends customers’ details elsewhere, unattended',
  'GET /api/google/connect-url': 'connecting Google',
  'GET /api/job-systems/xero/connect-url': 'connecting Xero (a job system then asks customers by itself)',
  'DELETE /api/job-systems/xero': 'disconnecting Xero',
  'GET /api/job-systems/servicem8/connect-url': 'connecting ServiceM8 (a job system then asks customers by itself)',
  'DELETE /api/job-systems/servicem8': 'disconnecting ServiceM8',
  'PUT /api/job-systems/fergus': 'connecting Fergus (its token reads every job and customer)',
  'DELETE /api/job-systems/fergus': 'disconnecting Fergus',
  'POST /api/google/location': 'connecting Google',
  'POST /api/google/disconnect': 'disconnecting Google',
  'POST /api/showcase/rotate': 'the website widget key',
  'DELETE /api/submissions/:id': 'deleting a customer’s review',
  'GET /api/account/export': "everything the business keeps, its customers' details too",
  'GET /api/business/analytics/submissions.csv': "a download of customers' names and words",
  'GET /api/compliance/proof': 'it names every customer',
  'GET /api/compliance/proof/jobs.csv': 'it names every customer',
  'GET /api/compliance/proof/reviews.csv': 'it names every customer',
  'PUT /api/compliance/ledger/settings': 'the weekly email of the record of asking vouches for it to the owner',
  'POST /api/staff/invitations': 'who belongs to the business is the owner’s call',
  'GET /api/staff/invitations': 'who is asked to belong is the owner’s call',
  'POST /api/staff/invitations/:id/resend': 'who is asked to belong is the owner’s call (and it answers a key to the business)',
  'DELETE /api/staff/invitations/:id': 'who is asked to belong is the owner’s call',
  'PATCH /api/staff/:id': 'who belongs to the business is the owner’s call',
  'DELETE /api/staff/:id': 'who belongs to the business is the owner’s call',
  'POST /api/create-subscription': 'billing',
  'GET /api/subscription-success': 'billing',
  'POST /api/subscription/cancel': 'billing',
  'POST /api/test-payment-reminder': 'billing (the reminder goes to the payer)',
  'GET /api/billing/test-checkout/:sessionId': 'billing',
  'POST /api/discount-codes/validate': 'billing (part of a checkout)',
  'GET /api/businesses/security': 'whether staff must use two-factor sign-in is the owner’s call',
  'PUT /api/businesses/security': 'whether staff must use two-factor sign-in is the owner’s call',
};

/** Routes about the signed-in person themselves rather than the business's data: every role takes them. */
const EVERY_ROLE: Record<string, string> = {
  'GET /api/user': 'who am I',
  'GET /api/account/profile': 'their own name',
  'PUT /api/account/profile': 'their own name',
  'GET /api/admin-setup': 'the first administrator is a person, whatever their role',
  'POST /api/admin-setup': 'the first administrator is a person, whatever their role',
  'DELETE /api/account': 'the person’s own account: it takes only the businesses they alone own',
  'GET /api/businesses': 'the business switcher',
  'POST /api/businesses': 'anyone may start a business of their own',
  'POST /api/businesses/switch': 'the business switcher',
  'GET /api/weekly/preference': 'whether they themselves get the weekly report email',
  'PUT /api/weekly/preference': 'starting or stopping their own weekly report email (a technician’s is their own figures)',
  'GET /api/account/two-factor': 'their own second sign-in step',
  'POST /api/account/two-factor/totp': 'their own second sign-in step',
  'POST /api/account/two-factor/totp/confirm': 'their own second sign-in step',
  'DELETE /api/account/two-factor/totp': 'their own second sign-in step',
  'POST /api/account/two-factor/recovery-codes': 'their own second sign-in step',
  'POST /api/account/two-factor/passkeys/options': 'their own second sign-in step',
  'POST /api/account/two-factor/passkeys': 'their own second sign-in step',
  'DELETE /api/account/two-factor/passkeys/:id': 'their own second sign-in step',
};

/**
 * The business's routes technicians take (issue 36: create invitations and record jobs, see their own invitations,
 * the reviews that credit them, and their own figures). Each answers a technician only with their own.
 */
const TECHNICIANS: Record<string, string> = {
  'POST /api/invites': 'asking for a review at the door; it credits the technician automatically',
  'GET /api/invites': 'the invitations they created, no one else’s',
  'GET /api/invites/:id': 'one of the invitations they created (another’s is a 404)',
  'GET /api/invites/stats': 'their own figures: the invitations they created',
  'GET /api/invites/usage': 'the invitation form says when the plan’s monthly limit is reached',
  'POST /api/compliance/jobs': 'recording the job they finished',
  'GET /api/compliance/jobs': 'the jobs they recorded, no one else’s',
  'GET /api/submissions': 'the reviews that credit the team member they are',
  'GET /api/submissions/:id': 'one review that credits them (another is a 404)',
  'GET /api/submissions/:id/photos/:index': 'the photos of a review that credits them',
  'GET /api/teams': 'read only: the invitation form names the business’s teams',
  'GET /api/team-members': 'read only: the invitation form names the business’s people',
  'GET /api/profile': 'read only: the invitation form counts a text with the business’s name, template and link length',
  // docs/decisions/0035: a technician works the follow-ups assigned to them (or to the team member they are).
  'GET /api/follow-ups': 'the follow-ups assigned to them, no one else’s',
  'GET /api/follow-ups/counts': 'the counts of the follow-ups assigned to them',
  'GET /api/follow-ups/:id': 'one follow-up assigned to them (another is a 404)',
  'POST /api/follow-ups/:id/messages': 'replying to the customer of a follow-up assigned to them',
  'POST /api/follow-ups/:id/notes': 'a note on a follow-up assigned to them',
  'PATCH /api/follow-ups/:id': 'resolving or reopening one assigned to them; assigning is refused (403)',
};

const anyId = () => '00000000-0000-4000-8000-000000000000';
const TECHNICIAN_REFUSAL = /^Technicians can send review invitations and record jobs/;
const OWNER_REFUSAL = /^Only an owner of this business/;

let t: TestKernel;
let routes: RouteInfo[];
let technician: TestAgent;
let manager: TestAgent;

async function hire(owner: TestAgent, role: 'manager' | 'technician', username: string): Promise<TestAgent> {
  const invited = await owner.post('/api/staff/invitations', { email: `${username}@co-nz.example`, role });
  expect(invited.status).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  expect((await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' })).status).toBe(201);
  return agent;
}

beforeAll(async () => {
  t = await startSweepKernel(WEBHOOK_PROVIDERS);
  routes = t.kernel.routes();
  const owner = await t.signUp();
  technician = await hire(owner, 'technician', 'sweeptech');
  manager = await hire(owner, 'manager', 'sweepmanager');
});
afterAll(() => t?.close());

const signedInRoutes = () => routes.filter((r) => r.access === 'owner');
const takes = (route: RouteInfo, role: 'owner' | 'manager' | 'technician') => (route.roles ?? []).includes(role);

async function call(agent: TestAgent, route: RouteInfo) {
  const url = fillPath(route.url, anyId);
  // An empty body: a route the role may call answers its validation (or 404), never acts on it.
  return { url, res: await agent.request(route.method as 'GET', url, hasBody(route.method) ? {} : undefined) };
}

describe('roles on every signed-in route', () => {
  it('keeps one table: owners do everything, managers all but the owner’s capabilities, technicians the field work', () => {
    const capabilities = Object.keys(PERMISSIONS) as Capability[];
    expect(capabilities.every((c) => (PERMISSIONS[c] as readonly string[]).includes('owner'))).toBe(true);
    expect(capabilities.filter((c) => !(PERMISSIONS[c] as readonly string[]).includes('manager')).sort()).toEqual(
      [...OWNER_CAPABILITIES].sort(),
    );
    expect(capabilities.filter((c) => (PERMISSIONS[c] as readonly string[]).includes('technician')).sort()).toEqual(
      [...TECHNICIAN_CAPABILITIES].sort(),
    );
    // Every signed-in route names one of them, and takes exactly the roles the table gives it.
    for (const route of signedInRoutes()) {
      expect({ route: routeName(route), capability: capabilities.includes(route.capability!) }).toEqual({
        route: routeName(route),
        capability: true,
      });
      expect({ route: routeName(route), roles: route.roles }).toEqual({ route: routeName(route), roles: PERMISSIONS[route.capability!] });
    }
  });

  it('lists the roles each route takes: owners everywhere, managers but for the owner’s routes, technicians where opted in', () => {
    const routesOf = (pick: (r: RouteInfo) => boolean) => signedInRoutes().filter(pick).map(routeName).sort();
    expect(signedInRoutes().every((r) => takes(r, 'owner'))).toBe(true);
    expect(routesOf((r) => !takes(r, 'manager'))).toEqual(Object.keys(OWNER_ONLY).sort());
    expect(routesOf((r) => takes(r, 'technician'))).toEqual([...Object.keys(EVERY_ROLE), ...Object.keys(TECHNICIANS)].sort());
    // Only signed-in routes have roles.
    expect(routes.filter((r) => r.access !== 'owner' && r.roles).map(routeName)).toEqual([]);
  });

  it('refuses a technician every route that does not take technicians, saying what they may do instead', async () => {
    for (const route of signedInRoutes()) {
      const { url, res } = await call(technician, route);
      const label = `${routeName(route)} as a technician`;
      expectSafeAnswer(label, url, res);
      if (takes(route, 'technician'))
        expect({ label, refused: TECHNICIAN_REFUSAL.test(res.body?.error ?? '') }).toEqual({ label, refused: false });
      else
        expect({ label, status: res.status, error: res.body?.error }).toEqual({
          label,
          status: 403,
          error: expect.stringMatching(TECHNICIAN_REFUSAL),
        });
    }
    // The technician is still signed in to the business after the sweep.
    expect((await technician.get('/api/user')).body.role).toBe('technician');
  });

  it('refuses a manager the owner’s routes only', async () => {
    for (const route of signedInRoutes()) {
      const { url, res } = await call(manager, route);
      const label = `${routeName(route)} as a manager`;
      expectSafeAnswer(label, url, res);
      if (takes(route, 'manager')) expect({ label, refused: OWNER_REFUSAL.test(res.body?.error ?? '') }).toEqual({ label, refused: false });
      else
        expect({ label, status: res.status, error: res.body?.error }).toEqual({
          label,
          status: 403,
          error: expect.stringMatching(OWNER_REFUSAL),
        });
    }
    expect((await manager.get('/api/user')).body.role).toBe('manager');
  });

  it('says in the OpenAPI document which roles each operation takes', async () => {
    const document = (await t.anonymous().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-korero-roles'?: string[]; description?: string }>>;
    };
    for (const route of signedInRoutes()) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect({ route: routeName(route), roles: operation['x-korero-roles'] }).toEqual({
        route: routeName(route),
        roles: [...route.roles!],
      });
      expect(operation.description).toMatch(/Who may call it: owners/);
    }
    expect(document.paths['/api/api-keys']!.post!['x-korero-roles']).toEqual(['owner']);
    expect(document.paths['/api/teams']!.post!['x-korero-roles']).toEqual(['owner', 'manager']);
    expect(document.paths['/api/invites']!.post!['x-korero-roles']).toEqual(['owner', 'manager', 'technician']);
    expect(document.paths['/api/health']!.get!['x-korero-roles']).toBeUndefined();
  });
});
