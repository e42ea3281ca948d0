import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { enrolTotp, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

/**
 * Scoped API keys: a job system creates invitations (invites:write), records jobs (jobs:write) and reads submissions
 * (reviews:read) with a key, and nothing else: not another scope's routes, not another business, never admin routes.
 */
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let system: TestAgent;

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, key: string, body?: unknown) =>
  system.request(method, url, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), bearer(key));
const makeKey = async (agent: TestAgent, scopes: string[], name = 'Job system') => {
  const res = await agent.post('/api/api-keys', { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; key: string; prefix: string };
};
const invitation = (o: Record<string, unknown> = {}) => ({
  customerName: 'Hemi Walker',
  customerEmail: 'hemi@nz.example',
  jobDescription: 'Heat pump service',
  jobLocation: 'Karori',
  sendEmail: true,
  ...o,
});

beforeAll(async () => {
  t = await startTestKernel({
    modules: ['business', 'invites', 'reviews', 'subscription', 'compliance', 'admin'],
    env: { ADMIN_SETUP_TOKEN: 'KEY-TEST-ADMIN-CODE' },
  });
  owner = await t.signUp('keyowner');
  other = await t.signUp('otherowner');
  system = t.anonymous();
  await owner.patch('/api/profile', { businessName: 'Kea Heating', email: 'office@kea.example' });
  // Email invitations need a paid plan.
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(() => t?.close());

describe('making keys', () => {
  it('offers the scopes the modules declare, shows a key once, keeps it hashed and refuses bad input by name', async () => {
    const before = await owner.get('/api/api-keys');
    expect(before.status).toBe(200);
    expect(before.body.scopes.map((s: { scope: string }) => s.scope).sort()).toEqual(['invites:write', 'jobs:write', 'reviews:read']);

    const made = await makeKey(owner, ['invites:write', 'reviews:read'], 'ServiceM8');
    expect(made.key).toMatch(/^krc_[A-Za-z0-9_-]{32}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = await owner.get('/api/api-keys');
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    expect(listed.body.data[0]).toMatchObject({ name: 'ServiceM8', scopes: ['invites:write', 'reviews:read'], lastUsedAt: null });
    const stored = await t.kernel.db.direct<Array<{ key_hash: string }>>('select key_hash from core_api_key where id = ?', [made.id]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.key_hash).not.toContain(made.key.slice(4));

    const unknown = await owner.post('/api/api-keys', { name: 'X', scopes: ['admin:write'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('Unknown scope: admin:write');
    expect((await owner.post('/api/api-keys', { name: ' ', scopes: ['reviews:read'] })).body.error).toContain('Name the key');
    expect((await owner.post('/api/api-keys', { name: 'X', scopes: [] })).body.error).toContain('at least one scope');
    expect((await t.anonymous().get('/api/api-keys')).status).toBe(401);
    // A key cannot make keys.
    expect((await call('POST', '/api/api-keys', made.key, { name: 'Mine now', scopes: ['reviews:read'] })).status).toBe(403);
  });
});

describe('using keys', () => {
  it('creates an invitation with invites:write, requiring the consent field, as the key business', async () => {
    const { key } = await makeKey(owner, ['invites:write']);
    const missing = await call('POST', '/api/invites', key, invitation());
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('"consent": true or false');
    const refused = await call('POST', '/api/invites', key, invitation({ consent: false }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({ consent: expect.any(String) });

    const sent = await call('POST', '/api/invites', key, invitation({ consent: true }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.reviewUrl).toContain('/review/');
    // Link-only: consent false is an answer, and nothing is sent.
    const link = await call('POST', '/api/invites', key, invitation({ customerEmail: null, sendEmail: false, consent: false }));
    expect(link.status).toBe(201);
    const list = (await owner.get('/api/invites')).body.data as Array<{ customerName: string }>;
    expect(list.filter((i) => i.customerName === 'Hemi Walker')).toHaveLength(2);
    expect(((await other.get('/api/invites')).body.data as unknown[]).length).toBe(0);
    // The session route still works without the field, as the owner's own form sends it.
    expect((await owner.post('/api/invites', invitation({ customerEmail: null, sendEmail: false }))).status).toBe(201);
  });

  it('enforces scopes: a key reaches only the routes of its scopes, and no route that names none', async () => {
    const reader = await makeKey(owner, ['reviews:read']);
    const noScope = await call('POST', '/api/invites', reader.key, invitation({ consent: true }));
    expect(noScope.status).toBe(403);
    expect(noScope.body.error).toContain('does not have the invites:write scope');
    expect(
      (await call('POST', '/api/compliance/jobs', reader.key, { jobDate: '2026-11-10', customerName: 'A', description: 'B' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/submissions', reader.key)).status).toBe(200);
    // Owner routes that take no key: the invitations list, the profile, account deletion.
    for (const [method, url] of [
      ['GET', '/api/invites'],
      ['GET', '/api/profile'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/api-keys/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(method, url, reader.key);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error).toContain('API keys cannot be used for this route');
    }
    // The key's business is its only tenant, even with another owner's session cookie on the request.
    const mixed = await other.request('GET', '/api/submissions', undefined, bearer(reader.key));
    expect(mixed.status).toBe(200);
  });

  it('reads submissions with reviews:read: its own business only', async () => {
    const token = (await owner.post('/api/invites', invitation({ customerEmail: null, sendEmail: false, customerName: 'Ana' }))).body.data
      .inviteToken;
    const sent = await t.anonymous().post(`/api/reviews/submit/${token}`, {
      starRating: 5,
      selectedFeedback: [],
      ratingScores: {},
      reviewerText: '',
      generatedReview: 'Warm house again, thanks Kea.',
      photoUrls: [],
      reviewDestination: 'google',
      consent: true,
    });
    expect(sent.status).toBe(200);
    const mine = await makeKey(owner, ['reviews:read']);
    const theirs = await makeKey(other, ['reviews:read']);
    const read = await call('GET', '/api/submissions?limit=10', mine.key);
    expect(read.body.data.map((s: { customerName: string }) => s.customerName)).toContain('Ana');
    expect((await call('GET', '/api/submissions', theirs.key)).body.data).toEqual([]);
    // Photos and deletion stay with the owner's session.
    expect((await call('DELETE', `/api/submissions/${read.body.data[0].id}`, mine.key)).status).toBe(403);
  });

  it('never reaches admin routes, not even with an administrator key', async () => {
    const admin = await t.signUp('keyadmin');
    expect((await admin.post('/api/admin-setup', { code: 'KEY-TEST-ADMIN-CODE' })).status).toBe(200);
    await enrolTotp(admin, t.clock.now());
    const { key } = await makeKey(admin, ['invites:write', 'jobs:write', 'reviews:read']);
    const adminRoutes = t.kernel.routes().filter((r) => r.access === 'admin' && !r.url.includes(':'));
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const route of adminRoutes) {
      const res = await call(route.method as 'GET', route.url, key);
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.error).toContain('API keys cannot be used for administration');
    }
    expect((await admin.get(adminRoutes.find((r) => r.method === 'GET')!.url)).status).toBe(200);
    // No route takes a key without naming a scope a module declares.
    const declared = new Set(['invites:write', 'jobs:write', 'reviews:read']);
    const taking = t.kernel.routes().filter((r) => r.apiKey);
    expect(taking.map((r) => `${r.method} ${r.url} ${r.apiKey}`).sort()).toEqual([
      'GET /api/submissions reviews:read',
      'GET /api/submissions/:id reviews:read',
      'POST /api/compliance/jobs jobs:write',
      'POST /api/invites invites:write',
    ]);
    expect(taking.every((r) => r.access === 'owner' && declared.has(r.apiKey!))).toBe(true);
  });

  it('answers 401 for a revoked, unknown or malformed key, records last use, and lets only its owner revoke it', async () => {
    const made = await makeKey(owner, ['reviews:read']);
    expect((await call('GET', '/api/submissions', made.key)).status).toBe(200);
    const row = ((await owner.get('/api/api-keys')).body.data as Array<{ id: string; lastUsedAt: string | null }>).find(
      (k) => k.id === made.id,
    );
    expect(row?.lastUsedAt).toBeTruthy();

    expect((await other.delete(`/api/api-keys/${made.id}`)).status).toBe(404);
    expect((await owner.delete('/api/api-keys/not-a-uuid')).status).toBe(404);
    expect((await owner.delete(`/api/api-keys/${made.id}`)).status).toBe(200);
    const revoked = await call('GET', '/api/submissions', made.key);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toContain('not valid');
    for (const bad of ['krc_notakeyatallnotakeyatallnotakeya', 'nonsense', '']) {
      expect((await system.request('GET', '/api/submissions', undefined, { authorization: `Bearer ${bad}` })).status, bad).toBe(401);
    }
  });

  it('limits each key to 120 calls a minute, shared by the processes, saying when to come back', async () => {
    const { key } = await makeKey(owner, ['reviews:read'], 'Busy loop');
    const fresh = await makeKey(owner, ['reviews:read'], 'Quiet one');
    for (let i = 0; i < 120; i++) expect((await call('GET', '/api/submissions?limit=1', key)).status).toBe(200);
    const limited = await call('GET', '/api/submissions?limit=1', key);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toContain('Too many requests with this API key');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same business has its own allowance.
    expect((await call('GET', '/api/submissions?limit=1', fresh.key)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await call('GET', '/api/submissions?limit=1', key)).status).toBe(200);
  });
});
