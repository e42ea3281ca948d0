import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo, TestKernel } from '@korero/core/testing';
import { expectSafeAnswer, fillPath, hasBody, routeName, startSweepKernel, WEBHOOK_PROVIDERS } from './support/sweep.ts';

/**
 * Every route anyone may call without signing in, each reviewed, with why. A new public route fails the test
 * until it is added here: deny by default means making a route public is a decision someone looked at.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and monitors check it',
  'GET /api/modules': 'the shell needs the module list to draw the sign-in page',
  'GET /api/openapi.json': "the API's OpenAPI document: its shape is no secret, and every route in it keeps its own access rule",
  'GET /api/docs': 'the interactive reference page that reads /api/openapi.json',
  'GET /api/docs/static/:file': "the reference page's scripts and styles (a fixed list of files)",
  'GET /api/system/status': "the site's name and whether maintenance is on: every page asks first, signed in or not",
  'GET /api/session': 'says who is signed in, or { data: null }: the shell asks on every page, signed out too',
  'POST /api/register': 'creates the account',
  'POST /api/login': 'signs in',
  'POST /api/logout': 'ending a session that has already ended is harmless',
  'POST /api/auth/forgot-password': 'someone who cannot sign in asks for a reset link',
  'POST /api/auth/validate-reset-token': 'keyed by the emailed reset token',
  'POST /api/auth/reset-password': 'keyed by the emailed reset token',
  'POST /api/staff/invitations/preview':
    "keyed by the staff invitation token in the body; answers only the business's name, the role, the inviter and the expiry",
  'POST /api/staff/accept': 'keyed by the staff invitation token (256 bits, only its hash stored); signed in, it adds the membership',
  'GET /api/google/callback': "Google's OAuth redirect comes back here; the state (only its hash stored) names the business",
  'POST /api/webhooks/twilio/sms': "Twilio's server calls it; the signature is checked",
  'POST /api/webhooks/xero': "Xero's server calls it; the x-xero-signature over the raw body is checked",
  'GET /api/job-systems/xero/callback': "Xero's redirect back may come without the session cookie; the one-time state names the owner",
  'POST /api/webhooks/servicem8': "ServiceM8's server calls it; its address carries the connection's secret, and each job is re-read",
  'GET /api/job-systems/servicem8/callback':
    "ServiceM8's redirect back may come without the session cookie; the one-time state names the owner",
  'POST /api/webhooks/stripe': "Stripe's server calls it; the signature is checked",
  'GET /api/help/demo-videos': "the deployment's public video list",
  'GET /api/business/profile/:clientId': 'what a customer sees of a business on the review page',
  'PUT /api/uploads/logo/:token': 'keyed by an upload ticket given only to the signed-in owner',
  'GET /api/invites/token/:token': "the customer's invitation, keyed by its token",
  'GET /api/invites/token/:token/qr.svg': "the invitation's QR code, keyed by its token",
  'GET /api/reviews/capabilities': 'which customer features (voice, AI drafting) are on',
  'POST /api/reviews/generate/:token': 'the customer drafts with their invitation token',
  'GET /api/reviews/submitted/:token': 'a reopened invitation link shows the review it already has (invitation token)',
  'POST /api/reviews/submit/:token': 'the customer submits with their invitation token',
  'POST /api/transcribe-audio': "the customer's voice note, keyed by the invitation token in the body",
  'GET /api/reviews/form': "whether a business's public review link (its key) is on, before the customer fills the form in",
  'POST /api/submit-review': "the simple public review form, keyed by the business's public link key",
  'POST /api/submit-feedback': "the customer's private feedback, with their invitation or edit token",
  'GET /api/review/:id': "the customer's own review, with their invitation or edit token",
  'PATCH /api/review/:id': 'the customer edits their review, with their invitation or edit token',
  'POST /api/review/:id/submit': 'the customer marks their review as posted on Google, with their token',
  'GET /api/follow-up/:token':
    "the customer reads their follow-up conversation, with the link's token (256 bits by email, 96 by text; only its hash stored)",
  'POST /api/follow-up/:token/messages': 'the customer answers in their follow-up conversation, with its token',
  'POST /api/follow-up/:token/stop': 'the customer stops their follow-up conversation, with its token',
  'GET /metrics': 'for a Prometheus scraper: 404 unless METRICS_TOKEN is set, then that bearer token only',
  'GET /unsubscribe': 'the unsubscribe link in an email (signed token)',
  'POST /unsubscribe': 'one-click unsubscribe (signed token)',
  'POST /unsubscribe/undo': 'subscribing again (a short-lived undo token from the unsubscribe page)',
  'GET /public-objects/logos/:file': 'logos appear on public review pages',
  'GET /review/:token': "the customer's review page",
  'GET /r/:code': "a text's short link to the customer's review page (96-bit code)",
  'GET /f/:token': "a follow-up text's short link to the customer's conversation page (96-bit token, only its hash stored)",
  'GET /customer-review/:token': "the customer's review page (older links)",
  'GET /review': 'the simple public review form page',
  'GET /feedback': 'the private feedback page',
  'GET /review-preview/:id': "the customer's review preview page",
  'POST /api/reviews/take-down/:id': "the customer takes their review off the business's website, with their invitation or edit token",
  'GET /api/showcase/:key/reviews':
    "a business's website widget reads its shown reviews (keyed by the widget key, 128 bits; CORS *, cacheable)",
  'GET /w/:file': "the website widget's script (does nothing unless its key is switched on)",
  'GET /b/:slug': "a business's public review page, while its owner has the showcase switched on",
};

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
    expect(new Set(routes.map((r) => r.module))).toEqual(
      new Set([
        'kernel',
        'business',
        'teams',
        'help',
        'invites',
        'reviews',
        'subscription',
        'analytics',
        'compliance',
        'competitors',
        'messenger',
        'followups',
        'google',
        'integrations',
        'jobsystems',
        'showcase',
        'admin',
      ]),
    );
    expect(routes.find((r) => routeName(r) === 'GET /api/teams')).toMatchObject({ access: 'owner', module: 'teams' });
    expect(routes.find((r) => routeName(r) === 'GET /api/outbox')).toMatchObject({ access: 'admin', module: 'kernel' });
  });

  it('makes public only the reviewed routes', () => {
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map(routeName)
      .sort();
    expect(publicRoutes.filter((name) => !(name in PUBLIC_ROUTES))).toEqual([]);
    // And the list holds no route that is gone or no longer public.
    expect(Object.keys(PUBLIC_ROUTES).filter((name) => !publicRoutes.includes(name))).toEqual([]);
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
