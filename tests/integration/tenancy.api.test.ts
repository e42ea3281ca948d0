import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import type { RouteInfo, TestAgent, TestKernel } from '@korero/core/testing';
import { bodyIdFields, NOT_A_BUSINESS_RECORD, withField, type OpenApiDocument } from './support/body-ids.ts';
import { EXAMPLE_BODIES, EXAMPLE_OWNERS, examplesFileOf, type Ids } from './support/examples.ts';
import { expectSafeAnswer, fillPath, hasBody, paramsOf, routeName, startSweepKernel } from './support/sweep.ts';

/**
 * Two businesses on one Korero. A makes one of each kind of record; B then calls every owner route the kernel
 * lists that takes an id, with A's ids in every parameter, and must get 404 (or 403), never A's data, never a 5xx;
 * and puts A's ids in every id field of every owner route's request body (found in the OpenAPI document, built from
 * the routes' schemas), on its own records, and must be refused.
 * Only how to make the fixtures is written by hand; the calls come from the route list, so a new module's routes
 * are covered the day they land (and a GET route whose ids no fixture provides fails until one does).
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestKernel;
let routes: RouteInfo[];
let a: TestAgent & { userId: string };
let b: TestAgent & { userId: string };
/** A's records, by kind. */
let ids: Ids;
/** B's own records, by kind: the body sweep's requests are B's own, but for the one foreign id. */
let bIds: Ids;
let document: OpenApiDocument;

const body = (name: string, of: Ids) => EXAMPLE_BODIES[name]?.(of);

async function created(agent: TestAgent, name: string, of: Ids, url = name.split(' ')[1]!) {
  const res = await agent.request(name.split(' ')[0] as 'POST', url, body(name, of));
  if (res.status >= 300) throw new Error(`fixture ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One record of each kind for business A, through the API as its owner and its customer would make them. */
async function businessRecords(owner: TestAgent & { userId: string }): Promise<Ids> {
  const made: Ids = { business: owner.userId };
  made.team = (await created(owner, 'POST /api/teams', made)).data.id;
  made.member = (await created(owner, 'POST /api/team-members', made)).data.id;
  made.inviteToken = (await created(owner, 'POST /api/invites', made)).data.inviteToken;
  made.invite = (await owner.get('/api/invites')).body.data[0].id;
  made.job = (await created(owner, 'POST /api/compliance/jobs', made)).data.id;
  made.webhook = (await created(owner, 'POST /api/integrations/webhooks', made)).data.id;
  made.apiKey = (await created(owner, 'POST /api/api-keys', made)).data.id;
  // A technician the owner invited, named as the team member they are: their membership is the staff record.
  const invitation = (await created(owner, 'POST /api/staff/invitations', made)).data as { acceptUrl: string };
  const token = new URL(invitation.acceptUrl).searchParams.get('token');
  const accepted = await t
    .anonymous()
    .post('/api/staff/accept', { token, username: `tech${owner.userId.slice(0, 8)}`, password: 'correct horse battery' });
  if (accepted.status !== 201) throw new Error(`fixture POST /api/staff/accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  made.staff = ((await owner.get('/api/staff')).body.data as Array<{ id: string; role: string }>).find((p) => p.role === 'technician')!.id;
  // A customer answers the invitation, with a photo.
  const submit = 'POST /api/reviews/submit/:token';
  const withPhoto = { ...(body(submit, made) as object), photoUrls: [`data:image/png;base64,${PNG.toString('base64')}`] };
  const answer = await t.anonymous().post(
    fillPath('/api/reviews/submit/:token', () => made.inviteToken!),
    withPhoto,
  );
  if (answer.status !== 200) throw new Error(`fixture ${submit}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const submissions = (await owner.get('/api/submissions')).body.data as Array<{ id: string; photoUrls: string }>;
  made.submission =
    submissions.find((s) => JSON.parse(s.photoUrls).length > 0)?.id ?? `no submission with a photo: ${JSON.stringify(submissions)}`;
  // Another customer answers privately with 2★: a follow-up, which the owner notes.
  const unhappy = (await created(owner, 'POST /api/invites', made)).data.inviteToken as string;
  const privately = { ...(body(submit, made) as object), starRating: 2, reviewDestination: 'private' };
  expect(
    (
      await t.anonymous().post(
        fillPath('/api/reviews/submit/:token', () => unhappy),
        privately,
      )
    ).status,
  ).toBe(200);
  await t.drainJobs();
  made.followUp = (await owner.get('/api/follow-ups')).body.data[0]?.id ?? 'no follow-up was opened';
  await created(owner, 'POST /api/follow-ups/:id/notes', made, `/api/follow-ups/${made.followUp}/notes`);
  // A logo, uploaded with a ticket.
  const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
  expect((await owner.request('PUT', ticket.uploadURL, PNG, { 'content-type': 'image/png' })).status).toBe(200);
  expect((await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl })).status).toBe(200);
  made.logo = ticket.logoUrl.split('/').pop()!;
  // A test checkout session.
  made.checkout = (await created(owner, 'POST /api/create-subscription', made)).sessionId;
  // A synced Google review (a dispute summary names it), as the google module's sync stores one.
  made.googleReview = crypto.randomUUID();
  await t.kernel.db.direct(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, created_at, updated_at, first_seen_at, last_seen_at)
     values (?, ?, ?, 'Tane Mahuta', 1, now(), now(), now(), now())`,
    [made.googleReview, owner.userId, `accounts/1/locations/1/reviews/${made.googleReview}`],
    'run',
  );
  return made;
}

/** Every way to fill a route's parameters from a pool of values. */
function fillings(url: string, pool: string[]): string[] {
  let urls = [url];
  for (const param of paramsOf(url)) {
    urls = urls.flatMap((u) => pool.map((value) => u.replace(`:${param}`, encodeURIComponent(value))));
  }
  return urls;
}

beforeAll(async () => {
  t = await startSweepKernel();
  routes = t.kernel.routes();
  a = await t.signUp();
  b = await t.signUp();
  ids = await businessRecords(a);
  bIds = await businessRecords(b);
  document = (await t.anonymous().get('/api/openapi.json')).body;
});
afterAll(() => t?.close());

const ownerRoutes = () => routes.filter((r) => r.access === 'owner');
// Small numbers name the n-th photo or page of a record.
const pool = () => [...Object.values(ids), '1'];

describe('two businesses: B never reaches A’s records', () => {
  it("has examples only for routes that exist, each in its own module's list (or the kernel's)", () => {
    const owners = new Map(routes.map((route) => [routeName(route), route.module]));
    const misplaced = Object.entries(EXAMPLE_OWNERS)
      .filter(([name, owner]) => owners.get(name) !== owner)
      .map(([name, owner]) =>
        owners.has(name)
          ? `${name}: in ${examplesFileOf(owner)}, but ${examplesFileOf(owners.get(name)!)} owns it`
          : `${name}: no such route`,
      );
    expect(misplaced).toEqual([]);
  });

  it('made one record of each kind for A', () => {
    expect(Object.keys(ids).sort()).toEqual([
      'apiKey',
      'business',
      'checkout',
      'followUp',
      'googleReview',
      'invite',
      'inviteToken',
      'job',
      'logo',
      'member',
      'staff',
      'submission',
      'team',
      'webhook',
    ]);
    for (const value of Object.values(ids)) expect(value).toEqual(expect.any(String));
  });

  it('lets A itself read every owner GET route that takes an id, with some of A’s ids (the fixtures cover each route)', async () => {
    for (const route of ownerRoutes().filter((r) => r.method === 'GET' && paramsOf(r.url).length)) {
      const statuses = new Set<number>();
      for (const url of fillings(route.url, pool())) statuses.add((await a.get(url)).status);
      expect({ route: routeName(route), reached: statuses.has(200) }).toEqual({ route: routeName(route), reached: true });
    }
  });

  it('answers B 404 or 403 on every owner route that takes an id, whichever of A’s ids it names', async () => {
    const idRoutes = ownerRoutes().filter((r) => paramsOf(r.url).length);
    expect(idRoutes.length).toBeGreaterThan(5);
    for (const route of idRoutes) {
      const name = routeName(route);
      for (const url of fillings(route.url, pool())) {
        const res = await b.request(route.method as 'GET', url, hasBody(route.method) ? (body(name, ids) ?? {}) : undefined);
        expectSafeAnswer(`B ${route.method} ${url}`, url, res);
        if (res.status === 400)
          expect.fail(
            `B ${route.method} ${url} → 400 ${JSON.stringify(res.body)}: add a valid body for ${name} to ${examplesFileOf(route.module)} so the ownership check is reached`,
          );
        expect({ call: `${route.method} ${url}`, status: [403, 404].includes(res.status) ? 'refused' : res.status }).toEqual({
          call: `${route.method} ${url}`,
          status: 'refused',
        });
      }
    }
  });

  it('shows B none of A’s ids on any owner GET route without one', async () => {
    const secrets = Object.entries(ids).filter(([kind]) => kind !== 'checkout');
    for (const route of ownerRoutes().filter((r) => r.method === 'GET' && !paramsOf(r.url).length)) {
      const res = await b.get(route.url);
      expectSafeAnswer(`B GET ${route.url}`, route.url, res);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const [kind, value] of secrets)
        expect({ route: route.url, leaks: text.includes(value) ? kind : null }).toEqual({ route: route.url, leaks: null });
    }
  });

  it('leaves A’s records as they were', async () => {
    expect((await a.get('/api/compliance/jobs')).body.data.map((x: { id: string }) => x.id)).toContain(ids.job);
    expect((await a.get('/api/teams')).body.data.map((x: { id: string }) => x.id)).toContain(ids.team);
    expect((await a.get('/api/team-members')).body.data.map((x: { id: string }) => x.id)).toContain(ids.member);
    expect((await a.get('/api/submissions')).body.data.map((x: { id: string }) => x.id)).toContain(ids.submission);
    expect((await a.get(`/api/submissions/${ids.submission}/photos/1`)).status).toBe(200);
    expect((await a.get('/api/profile')).body.data.logoUrl).toContain(ids.logo);
  });
});

/** Everything A's owner screens read: every owner GET route, with A's ids where it takes them. */
async function snapshotOfA(): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  // A sign-in address carries a new one-time state on every read: it says nothing of A's records.
  for (const route of ownerRoutes().filter((r) => r.method === 'GET' && !r.url.endsWith('/connect-url'))) {
    for (const url of fillings(route.url, pool())) {
      const res = await a.get(url);
      if (res.status === 200) seen[url] = res.body;
    }
  }
  return seen;
}

const planOfB = (tier: 'free' | 'professional') =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(b.userId, { tier, status: 'active' }));

describe('two businesses: A’s ids in B’s request bodies', () => {
  it('refuses A’s id in every id field of every owner route’s body, and leaves A’s data as it was', async () => {
    // A first pass makes what A's screens make on first sight (the public review link, on its first read), so the
    // snapshot compared at the end holds only what B's requests could change.
    await snapshotOfA();
    const before = await snapshotOfA();
    const routesWithIds = ownerRoutes()
      .filter((r) => hasBody(r.method))
      .map((route) => ({ route, fields: bodyIdFields(document, route.method, route.url) }))
      // A body whose only ids are listed whole as naming no business's record (a passkey's WebAuthn ids, which only a
      // browser's authenticator can make valid) has nothing of another business's to refuse.
      .filter(({ fields }) => fields.some((f) => !(f.path.join('.') in NOT_A_BUSINESS_RECORD)));
    // The sweep finds the fields itself: at least the team a member belongs to.
    expect(routesWithIds.map(({ route, fields }) => `${routeName(route)} ${fields.map((f) => f.path.join('.'))}`)).toEqual(
      expect.arrayContaining(['POST /api/team-members teamId', 'PATCH /api/team-members/:id teamId']),
    );
    const accepted: string[] = [];
    for (const { route, fields } of routesWithIds) {
      const name = routeName(route);
      const example = body(name, bIds);
      if (example === undefined)
        expect.fail(`${name} has id fields in its body: add a valid body to ${examplesFileOf(route.module)} so the sweep can reach them`);
      // The URL with B's own ids that B's own request works on: the foreign id in the body is then all that differs.
      // A paid feature refuses B on the free plan: then B tries on a paid plan, for that route only.
      let url: string | undefined;
      for (const tier of ['free', 'professional'] as const) {
        await planOfB(tier);
        for (const candidate of fillings(route.url, [...Object.values(bIds), '1'])) {
          if ((await b.request(route.method as 'POST', candidate, example)).status < 300) {
            url = candidate;
            break;
          }
        }
        if (url) break;
      }
      if (!url) expect.fail(`${name}: B's own request with the example body never succeeded, so the body's ids cannot be tested`);
      for (const field of fields) {
        const label = field.path.join('.');
        const reference = !(label in NOT_A_BUSINESS_RECORD || (field.path.at(-1) ?? '') in NOT_A_BUSINESS_RECORD);
        for (const [kind, value] of Object.entries(ids)) {
          const res = await b.request(route.method as 'POST', url, withField(example, field, value));
          expectSafeAnswer(`B ${route.method} ${url} with A's ${kind} in ${label}`, url, res);
          if (reference && res.status < 300) accepted.push(`${route.method} ${url} took A's ${kind} in ${label} (${res.status})`);
        }
      }
    }
    await planOfB('free');
    expect(accepted).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });
});
