import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo, RouteReasons, TestKernel } from '@korero/core/testing';
import { installedIds, mergeLists, moduleLists, ownersOf } from '../support/module-lists.ts';
import { expectSafeAnswer, fillPath, hasBody, routeName, startSweepKernel, WEBHOOK_PROVIDERS } from './support/sweep.ts';

/**
 * Every route anyone may call without signing in, each reviewed, with why. A new public route fails the test
 * until it is listed: deny by default means making a route public is a decision someone looked at. The kernel's are
 * here (its providers' webhooks too); each module's are in its `modules/<id>/testing/public-routes.ts`.
 */
const KERNEL_PUBLIC_ROUTES: RouteReasons = {
  'GET /api/health': 'load balancers and monitors check it',
  'GET /api/modules': 'the shell needs the module list to draw the sign-in page',
  'GET /api/openapi.json': "the API's OpenAPI document: its shape is no secret, and every route in it keeps its own access rule",
  'GET /api/docs': 'the interactive reference page that reads /api/openapi.json',
  'GET /api/docs/static/:file': "the reference page's scripts and styles (a fixed list of files)",
  'GET /api/system/status': "the site's name and whether maintenance is on: every page asks first, signed in or not",
  'GET /api/session': 'says who is signed in, or { data: null }: the shell asks on every page, signed out too',
  'POST /api/register': 'creates the account',
  'POST /api/login': 'signs in',
  'POST /api/login/two-factor': 'the second sign-in step: keyed by the pending sign-in cookie a right password set',
  'POST /api/login/two-factor/passkey/options': 'the second sign-in step: keyed by the pending sign-in cookie a right password set',
  'POST /api/login/two-factor/passkey': 'the second sign-in step: keyed by the pending sign-in cookie a right password set',
  'POST /api/logout': 'ending a session that has already ended is harmless',
  'POST /api/auth/forgot-password': 'someone who cannot sign in asks for a reset link',
  'POST /api/auth/validate-reset-token': 'keyed by the emailed reset token',
  'POST /api/auth/reset-password': 'keyed by the emailed reset token',
  'POST /api/staff/invitations/preview':
    "keyed by the staff invitation token in the body; answers only the business's name, the role, the inviter and the expiry",
  'POST /api/staff/accept': 'keyed by the staff invitation token (256 bits, only its hash stored); signed in, it adds the membership',
  'POST /api/webhooks/twilio/sms': "Twilio's server calls it; the signature is checked",
  'POST /api/webhooks/stripe': "Stripe's server calls it; the signature is checked",
  'GET /metrics': 'for a Prometheus scraper: 404 unless METRICS_TOKEN is set, then that bearer token only',
  'GET /unsubscribe': 'the unsubscribe link in an email (signed token)',
  'POST /unsubscribe': 'one-click unsubscribe (signed token)',
  'POST /unsubscribe/undo': 'subscribing again (a short-lived undo token from the unsubscribe page)',
};

const modulePublicRoutes = await moduleLists<RouteReasons>('public-routes.ts', 'publicRoutes');
const PUBLIC_ROUTES = mergeLists(KERNEL_PUBLIC_ROUTES, modulePublicRoutes);
/** Whose list has each public route: 'kernel' or a module's id. */
const PUBLIC_ROUTE_OWNERS = ownersOf(KERNEL_PUBLIC_ROUTES, modulePublicRoutes);

const ADMIN_ROUTES = ['GET /api/outbox'];

/** Bodies a validator would refuse with field details, which a signed-out caller must never see. */
const BAD_BODIES: Array<{ label: string; payload: unknown; type?: string }> = [
  { label: 'an empty object', payload: {} },
  { label: 'wrong types', payload: { name: ['x'], id: { a: 1 }, page: 'many', password: 5, code: null } },
  { label: 'text that is not JSON', payload: '{"name": ', type: 'application/json' },
  { label: 'an unsupported content type', payload: 'name=x', type: 'text/csv' },
];

let t: TestKernel;
let routes: RouteInfo[];
beforeAll(async () => {
  // With every provider that brings webhooks chosen, so their routes are on the list and swept too.
  t = await startSweepKernel(WEBHOOK_PROVIDERS);
  routes = t.kernel.routes();
});
afterAll(() => t?.close());

const anyId = () => '00000000-0000-4000-8000-000000000000';

describe('route access: deny by default', () => {
  it('lists the routes of the kernel and of every module, with their access level', () => {
    const names = routes.map(routeName);
    expect(names).toContain('GET /api/health');
    expect(names).toContain('GET /api/teams');
    expect(names).toContain('GET /review/:token');
    expect(new Set(routes.map((r) => r.module))).toEqual(new Set(['kernel', ...installedIds()]));
    expect(routes.find((r) => routeName(r) === 'GET /api/teams')).toMatchObject({ access: 'owner', module: 'teams' });
    expect(routes.find((r) => routeName(r) === 'GET /api/outbox')).toMatchObject({ access: 'admin', module: 'kernel' });
  });

  it('makes public only the reviewed routes', () => {
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map(routeName)
      .sort();
    expect(
      publicRoutes.filter((name) => !(name in PUBLIC_ROUTES)),
      "list each, with why, in its module's testing/public-routes.ts (the kernel's in this file)",
    ).toEqual([]);
    // And the lists hold no route that is gone or no longer public, and each only its own owner's.
    expect(Object.keys(PUBLIC_ROUTES).filter((name) => !publicRoutes.includes(name))).toEqual([]);
    const owners = new Map(routes.map((r) => [routeName(r), r.module]));
    expect(Object.entries(PUBLIC_ROUTE_OWNERS).filter(([name, owner]) => owners.get(name) !== owner)).toEqual([]);
    expect(
      routes
        .filter((r) => r.access === 'admin' && r.module !== 'admin')
        .map(routeName)
        .sort(),
    ).toEqual(ADMIN_ROUTES);
    // Every route of the admin module is for administrators only.
    expect(routes.filter((r) => r.module === 'admin' && r.access !== 'admin').map(routeName)).toEqual([]);
  });

  it('answers every route that needs an account 401 { error } when signed out, before reading or checking the body', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const url = fillPath(route.url, anyId);
      const attempts = hasBody(route.method) ? BAD_BODIES : [{ label: 'no body', payload: undefined, type: undefined }];
      for (const attempt of attempts) {
        const agent = t.anonymous();
        const res = await agent.request(route.method as 'GET', url, attempt.payload, attempt.type ? { 'content-type': attempt.type } : {});
        const label = `${routeName(route)} signed out with ${attempt.label}`;
        expectSafeAnswer(label, url, res);
        expect({ label, status: res.status, error: typeof res.body?.error }).toEqual({ label, status: 401, error: 'string' });
        expect(res.body.fields, label).toBeUndefined();
      }
      // Query strings too: a wrong page number is not the first thing a signed-out caller learns about.
      const res = await t
        .anonymous()
        .request(route.method as 'GET', `${url}?page=-1&limit=abc&from=${'x'.repeat(50)}`, hasBody(route.method) ? {} : undefined);
      expect({ route: routeName(route), status: res.status }).toEqual({ route: routeName(route), status: 401 });
      // Fastify answers HEAD for every GET route: the same check applies.
      if (route.method === 'GET')
        expect({ head: url, status: (await t.kernel.app.inject({ method: 'HEAD', url })).statusCode }).toEqual({ head: url, status: 401 });
    }
  });

  it('answers admin routes 403 to a signed-in owner who is not an administrator, and lets the owner through elsewhere', async () => {
    const owner = await t.signUp();
    for (const name of ADMIN_ROUTES) {
      const [method, url] = name.split(' ') as [string, string];
      const res = await owner.request(method as 'GET', fillPath(url, anyId));
      expect({ name, status: res.status, error: typeof res.body.error }).toEqual({ name, status: 403, error: 'string' });
    }
    // The check remembers the user it found, for auth.user(request) in the handler.
    const me = await owner.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(owner.username);
    // Signed in, validation speaks again.
    const bad = await owner.post('/api/teams', { name: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('name');
  });
});
