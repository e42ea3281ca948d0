import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

const CODE = 'ADMIN-API-TEST-CODE';
const MODULES = ['business', 'teams', 'invites', 'reviews', 'subscription', 'admin'];
let t: TestKernel;
let admin: TestAgent & { userId: string };
let owner: TestAgent & { userId: string };
const owners: Array<TestAgent & { userId: string }> = [];
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

const auditRows = async (action: string) =>
  (await admin.get(`/api/admin/audit-logs?action=${encodeURIComponent(action)}&limit=100`)).body.data as Array<{
    targetId: string | null;
    adminUsername: string | null;
    ipAddress: string | null;
    details: { message: string };
  }>;

beforeAll(async () => {
  t = await startTestKernel({ modules: MODULES, env: { ADMIN_SETUP_TOKEN: CODE } });
  admin = await t.signUp('whetu');
  expect((await admin.post('/api/admin-setup', { code: CODE })).status).toBe(200);
  await enrolTotp(admin, t.clock.now());
  owner = await t.signUp('tama');
  await owner.patch('/api/profile', { businessName: 'Tama Electrical', email: 'tama@sparky.example', businessPhone: '021 555 0101' });
  // 22 more owners: two pages of subscribers with the two above.
  for (let i = 0; i < 22; i++) {
    const o = await t.signUp(`owner${String(i).padStart(2, '0')}`);
    await o.patch('/api/profile', { businessName: i === 5 ? 'Kowhai Plumbing' : `Trade ${i}`, email: `o${i}@trade.example` });
    owners.push(o);
  }
});
afterAll(() => t?.close());

describe('who may use /api/admin', () => {
  it('answers 401 signed out and 403 to an owner on every admin route, and records the refusals', async () => {
    const routes = t.kernel.routes().filter((r) => r.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const r of routes) {
      const url = r.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
      expect((await t.anonymous()[method](url, {})).status, `${r.method} ${r.url}`).toBe(401);
      expect((await owner[method](url, {})).status, `${r.method} ${r.url}`).toBe(403);
      expect(r.access, r.url).toBe('admin');
    }
    const denied = await auditRows('security.admin_access_denied');
    expect(denied.length).toBe(routes.length);
    expect(denied[0]!.details.message).toMatch(/^A signed-in non-administrator was refused /);
  });

  it('recorded the first administrator taking the setup code', async () => {
    const [setup] = await auditRows('security.admin_setup');
    expect(setup).toMatchObject({
      targetId: admin.userId,
      adminUsername: 'whetu',
      details: { message: 'whetu became the first administrator with the setup code.' },
    });
    expect(setup!.ipAddress).toBeTruthy();
  });
});

describe('subscribers', () => {
  it('pages 20 at a time, newest first, and searches username, email and business name', async () => {
    const first = (await admin.get('/api/admin/subscribers?page=1&limit=20')).body.data;
    expect(first.pagination).toEqual({ page: 1, limit: 20, totalCount: 24, totalPages: 2 });
    const second = (await admin.get('/api/admin/subscribers?page=2&limit=20')).body.data;
    const rows = [...first.subscribers, ...second.subscribers] as Array<{ username: string; createdAt: string }>;
    // Newest first, and the two pages hold every account once.
    expect(new Set(rows.map((r) => r.username)).size).toBe(24);
    expect(rows.map((r) => r.createdAt)).toEqual(
      rows
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    const whetu = rows.find((r) => r.username === 'whetu');
    expect(whetu).toMatchObject({ isAdmin: true });
    expect(rows.find((r) => r.username === 'tama')).toMatchObject({
      username: 'tama',
      businessName: 'Tama Electrical',
      businessPhone: '021 555 0101',
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      isAdmin: false,
      lastLoginAt: expect.any(String),
    });
    const search = async (q: string) =>
      (await admin.get(`/api/admin/subscribers?search=${encodeURIComponent(q)}`)).body.data.subscribers.map(
        (s: { username: string }) => s.username,
      );
    expect(await search('kowhai')).toEqual(['owner05']);
    expect(await search('TAMA@CO-NZ.EXAMPLE')).toEqual(['tama']);
    expect(await search('owner1')).toHaveLength(10);
    expect(await search('100%')).toEqual([]);
  });

  it('changes tier and status, audited, and the plan is the one billing applies', async () => {
    expect((await admin.put(`/api/admin/subscribers/${owner.userId}/tier`, { tier: 'tier1' })).body).toEqual({
      success: true,
      message: 'Subscription tier updated successfully',
    });
    expect((await admin.put(`/api/admin/subscribers/${owner.userId}/status`, { status: 'past_due' })).status).toBe(200);
    const account = await ctx(() => t.kernel.get(billingPort).account(owner.userId));
    expect(account).toMatchObject({ tier: 'professional', status: 'past_due' });
    expect((await auditRows('subscriber.tier_changed'))[0]).toMatchObject({
      targetId: owner.userId,
      details: { message: 'tama: tier free → professional' },
    });
    expect((await auditRows('subscriber.status_changed'))[0]!.details.message).toBe('tama: status active → past_due');
    await admin.put(`/api/admin/subscribers/${owner.userId}/status`, { status: 'active' });

    expect((await admin.put(`/api/admin/subscribers/${owner.userId}/tier`, { tier: 'gold' })).body.error).toContain(
      'tier must be free, professional, business or enterprise',
    );
    expect((await admin.put(`/api/admin/subscribers/${owner.userId}/status`, { status: 'frozen' })).body.error).toContain(
      'status must be active, paused, canceled or past_due',
    );
  });

  it("refuses every action on an administrator's row, on the server", async () => {
    for (const [method, path, body] of [
      ['put', 'tier', { tier: 'business' }],
      ['put', 'status', { status: 'paused' }],
      ['put', 'place-id', { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' }],
      ['post', 'lookup-place-id', {}],
    ] as const) {
      const res = await admin[method](`/api/admin/subscribers/${admin.userId}/${path}`, body);
      expect(res.status, path).toBe(403);
    }
    expect((await admin.delete(`/api/admin/subscribers/${admin.userId}`, { confirmDelete: true })).status).toBe(403);
  });

  it('sets a Place ID in the right format, and Auto Find says what is missing without a places service', async () => {
    const bad = await admin.put(`/api/admin/subscribers/${owner.userId}/place-id`, { googlePlaceId: 'bad-id' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('starts with ChIJ');
    // Blank is refused too: a slip must not unlink the business from Google.
    for (const blank of ['', '   ']) {
      const none = await admin.put(`/api/admin/subscribers/${owner.userId}/place-id`, { googlePlaceId: blank });
      expect(none.status).toBe(400);
      expect(none.body.error).toBe(
        "googlePlaceId: Enter the business's Google Place ID: it starts with ChIJ. Auto Find can look it up by the business's name",
      );
    }
    expect(
      (await admin.put(`/api/admin/subscribers/${owner.userId}/place-id`, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })).status,
    ).toBe(200);
    expect((await owner.get('/api/profile')).body.data.googlePlaceId).toBe('ChIJN1t_tDeuEmsRUsoyG83frY4');
    const lookup = await admin.post(`/api/admin/subscribers/${owner.userId}/lookup-place-id`, {});
    expect(lookup.status).toBe(400);
    expect(lookup.body.error).toContain('No places service is configured');
  });

  it('deletes a subscriber only with confirmDelete: true, with all their data, as their own deletion does', async () => {
    const doomed = owners[0]!;
    await doomed.post('/api/teams', { name: 'Night shift' });
    const refused = await admin.delete(`/api/admin/subscribers/${doomed.userId}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('confirmDelete: true');
    expect((await admin.delete(`/api/admin/subscribers/${doomed.userId}`, { confirmDelete: true })).body.message).toBe(
      'Subscriber deleted successfully',
    );
    expect((await doomed.get('/api/user')).status).toBe(401);
    const left = await ctx(() =>
      t.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from teams_team where business_id = ?', [doomed.userId]),
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await admin.get('/api/admin/subscribers')).body.data.pagination.totalCount).toBe(23);
    const [line] = await auditRows('subscriber.deleted');
    expect(line!.details.message).toBe('Deleted owner00 and all their data');
    expect(JSON.stringify(line)).not.toContain('owner00@co-nz.example');
  });
});

describe('figures', () => {
  it('takes monthly revenue from what subscribers pay: yearly ÷ 12, after discounts, test checkouts apart', async () => {
    const before = (await admin.get('/api/admin/stats')).body.data;
    const now = t.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const discount = (kind: 'percentage' | 'free_trial') =>
      JSON.stringify({
        reference: 'd1',
        code: 'KIAORA25',
        description: null,
        kind,
        value: kind === 'percentage' ? 25 : 0,
        freeTrialDays: kind === 'free_trial' ? 14 : 0,
      });
    // What a completed checkout and the plan it started leave behind, as either provider writes them.
    const subscribe = async (
      who: { userId: string },
      o: { provider: 'stripe' | 'local'; yearly: boolean; amount: number; amountDue: number; completed: Date; discount?: string },
    ) =>
      ctx(async () => {
        const id = `cs_${o.provider === 'local' ? 'local_' : ''}${who.userId.slice(0, 8)}`;
        await t.kernel.db.em.execute(
          `insert into core_billing_checkout (id, provider, business_id, tier, yearly, amount, amount_due, discount, url, success_url, cancel_url, created_at, expires_at, completed_at)
           values (?, ?, ?, 'professional', ?, ?, ?, ?, 'https://pay.example/c', 'https://korero.example/ok', 'https://korero.example/no', ?, ?, ?)`,
          [id, o.provider, who.userId, o.yearly, o.amount, o.amountDue, o.discount ?? null, o.completed, o.completed, o.completed],
        );
        await t.kernel.db.em.execute(
          `insert into core_billing_account (business_id, tier, status, current_period_end, cancel_at_period_end, customer_id, subscription_id, billing_interval, checkout_id, updated_at)
           values (?, 'professional', 'active', ?, false, ?, ?, ?, ?, ?)`,
          [
            who.userId,
            daysAgo(-20),
            `cus_${id}`,
            o.provider === 'local' ? `local_sub_${id}` : `sub_${id}`,
            o.yearly ? 'year' : 'month',
            id,
            now,
          ],
        );
      });
    // $290 a year: $24.17 a month.
    await subscribe(owners[2]!, { provider: 'stripe', yearly: true, amount: 29000, amountDue: 29000, completed: daysAgo(60) });
    // 25% off the first month, paid just now: $21.75 this month.
    await subscribe(owners[3]!, {
      provider: 'stripe',
      yearly: false,
      amount: 2900,
      amountDue: 2175,
      completed: now,
      discount: discount('percentage'),
    });
    // The same code 40 days ago: that month is over, the renewal is full price.
    await subscribe(owners[4]!, {
      provider: 'stripe',
      yearly: false,
      amount: 2900,
      amountDue: 2175,
      completed: daysAgo(40),
      discount: discount('percentage'),
    });
    // A 14-day free trial, 3 days in: paying nothing yet.
    await subscribe(owners[5]!, {
      provider: 'stripe',
      yearly: true,
      amount: 29000,
      amountDue: 0,
      completed: daysAgo(3),
      discount: discount('free_trial'),
    });
    // The local test checkout takes no money: counted apart, never as revenue.
    await subscribe(owners[6]!, { provider: 'local', yearly: false, amount: 2900, amountDue: 2900, completed: now });

    const stats = (await admin.get('/api/admin/stats')).body.data;
    expect(stats.activeSubscriptions).toBe(before.activeSubscriptions + 4);
    expect(stats.monthlyRecurringRevenue).toBeCloseTo(before.monthlyRecurringRevenue + 24.17 + 21.75 + 29 + 0, 2);
    expect(stats.todayRevenue).toBe(before.todayRevenue + 21.75);
    expect(stats.testCheckouts).toEqual({ subscriptions: 1, monthlyRecurringRevenue: 29, todayRevenue: 29 });
    expect((await admin.get('/api/admin/users?limit=5')).body.activeSubscriptions).toBe(stats.activeSubscriptions);
    // Leave the figures as the other tests expect them.
    await ctx(async () => {
      for (const table of ['core_billing_account', 'core_billing_checkout'])
        await t.kernel.db.em.execute(
          `delete from ${table} where business_id in (?, ?, ?, ?, ?)`,
          owners.slice(2, 7).map((o) => o.userId),
        );
    });
  });

  it('counts users, paying subscriptions and monthly revenue from the plans in config', async () => {
    await admin.put(`/api/admin/subscribers/${owners[1]!.userId}/tier`, { tier: 'business' });
    const stats = (await admin.get('/api/admin/stats')).body.data;
    const billing = t.kernel.get(billingPort);
    expect(stats).toMatchObject({ totalUsers: 23, activeSubscriptions: 2, todayRevenue: 0, totalReviews: 0, criticalAlerts: 0 });
    expect(stats.monthlyRecurringRevenue).toBe((billing.plan('professional').price ?? 0) + (billing.plan('business').price ?? 0));
    const users = (await admin.get('/api/admin/users?limit=5')).body;
    expect(users).toMatchObject({ totalUsers: 23, activeSubscriptions: 2, admins: 1, pagination: { totalCount: 23, totalPages: 5 } });
    // Accounts made at the same instant (the test's clock) have no creation order between them: look rows up by name.
    const everyone = (await admin.get('/api/admin/users?limit=100')).body.data as Array<{ username: string }>;
    const tama = everyone.find((u) => u.username === 'tama') as unknown as { roles: Array<{ role: string }>; isAdmin: boolean };
    expect(tama).toMatchObject({ isAdmin: false, lastLoginAt: expect.any(String) });
    expect(tama.roles.map((r) => r.role)).toEqual(['owner']);
    expect(everyone.find((u) => u.username === 'whetu')).toMatchObject({ isAdmin: true });
    const metrics = (await admin.get('/api/admin/system-metrics')).body.data;
    expect(metrics.apiRequests24h).toBeGreaterThan(100);
    expect(metrics.activeSessions).toBeGreaterThanOrEqual(20);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(ctx(() => t.kernel.db.em.execute('update core_audit_log set action = ?', ['tampered']))).rejects.toThrow(/append-only/);
    await expect(ctx(() => t.kernel.db.em.execute('delete from core_audit_log'))).rejects.toThrow(/append-only/);
  });

  it('filters by action and date, newest first, and lists the actions to filter by', async () => {
    const all = (await admin.get('/api/admin/audit-logs?limit=5')).body;
    expect(all.actions).toEqual(expect.arrayContaining(['security.admin_setup', 'subscriber.deleted', 'subscriber.tier_changed']));
    expect(all.pagination.totalCount).toBeGreaterThan(20);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/audit-logs?from=${tomorrow}`)).body.data).toEqual([]);
    expect((await admin.get('/api/admin/audit-logs?from=2026-13-01')).status).toBe(400);
  });
});

describe('system settings and modules', () => {
  it('saves settings, audits what changed, and maintenance blocks an owner while the admin works', async () => {
    const res = await admin.put('/api/admin/settings', { maintenanceMode: true, siteName: 'Korero NZ', maintenanceAdminsOpen: true });
    expect(res.body.data).toMatchObject({ maintenanceMode: true, siteName: 'Korero NZ' });
    try {
      expect((await owner.get('/api/teams')).status).toBe(503);
      expect((await admin.get('/api/teams')).status).toBe(200);
      expect((await admin.get('/api/admin/stats')).status).toBe(200);
      const [entry] = await auditRows('settings.updated');
      expect(entry!.details.message).toBe('Changed siteName, maintenanceMode');
    } finally {
      await admin.put('/api/admin/settings', { maintenanceMode: false, siteName: 'Korero' });
    }
    expect((await owner.get('/api/teams')).status).toBe(200);
    expect((await admin.put('/api/admin/settings', { sessionTimeoutMinutes: 1 })).body.error).toContain('at least 5 minutes');
  });

  it('switches a module off and on at run time: 404 and out of the menu, then back', async () => {
    const list = (await admin.get('/api/admin/modules')).body.data;
    expect(list.find((m: { id: string }) => m.id === 'business')).toMatchObject({
      canDisable: false,
      requiredBy: expect.arrayContaining(['Invitations', 'Admin area']),
    });
    expect(list.find((m: { id: string }) => m.id === 'admin')).toMatchObject({ canDisable: false });
    const off = await admin.put('/api/admin/modules/teams', { enabled: false });
    expect(off.status).toBe(200);
    try {
      expect((await owner.get('/api/teams')).status).toBe(404);
      const nav = (await owner.get('/api/modules')).body.data.map((m: { name: string }) => m.name);
      expect(nav).not.toContain('teams');
    } finally {
      expect((await admin.put('/api/admin/modules/teams', { enabled: true })).status).toBe(200);
    }
    expect((await owner.get('/api/teams')).status).toBe(200);
    const refused = await admin.put('/api/admin/modules/invites', { enabled: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/cannot be switched off while "Reviews" requires it/);
    expect((await auditRows('module.disabled'))[0]).toMatchObject({ targetId: 'teams', details: { message: 'Teams switched off' } });
  });
});

describe.runIf(testDatabaseKind() === 'postgresql')('a switch seen by a second Korero process (PostgreSQL)', () => {
  it('switches Teams off through the admin route; the other process answers 404 and drops the link within 5 s, then back', async () => {
    const other = await startTestKernel({ modules: MODULES, sameDatabaseAs: t });
    try {
      const there = other.anonymous();
      expect((await there.post('/api/login', { username: 'tama', password: 'correct horse battery' })).status).toBe(200);
      const teamsThere = async () => (await there.get('/api/teams')).status;
      const navThere = async () => (await there.get('/api/modules')).body.data.map((m: { name: string }) => m.name) as string[];
      expect(await teamsThere()).toBe(200);

      expect((await admin.put('/api/admin/modules/teams', { enabled: false })).status).toBe(200);
      await within(5_000, async () => (await teamsThere()) === 404);
      expect(await navThere()).not.toContain('teams');

      expect((await admin.put('/api/admin/modules/teams', { enabled: true })).status).toBe(200);
      await within(5_000, async () => (await teamsThere()) === 200);
      expect(await navThere()).toContain('teams');
    } finally {
      await other.close();
    }
  });
});

/** Polls until `check` holds, failing after `ms`: the processes re-read the switches every 2 s. */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('discount codes', () => {
  it("checks the code's rules, and deactivates a redeemed code instead of deleting it", async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await admin.post('/api/admin/discount-codes', { code: 'OK-1', discountType: 'percentage', discountValue: 10, ...body })).body;
    expect((await bad({ code: 'NO_UNDERSCORE' })).fields).toEqual({ code: 'Use letters, digits and dashes only' });
    expect((await bad({ discountValue: 101 })).fields).toEqual({ discountValue: 'A percentage discount is between 1 and 100' });
    expect((await bad({ discountType: 'free_trial', freeTrialDays: 366 })).fields).toEqual({
      freeTrialDays: 'A free trial can last at most 365 days',
    });
    expect((await bad({ validFrom: '2026-12-01', validUntil: '2026-11-01' })).fields).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
    const created = await admin.post('/api/admin/discount-codes', { code: 'kia-ora-20', discountType: 'percentage', discountValue: 20 });
    expect(created.status).toBe(201);
    expect(created.body.data.code).toBe('KIA-ORA-20');
    const id = created.body.data.id;
    await ctx(() => t.kernel.db.em.execute('update subscription_discount_code set current_uses = 1 where id = ?', [id]));
    expect((await admin.delete(`/api/admin/discount-codes/${id}`)).body.message).toContain('deactivated instead of deleted');
    const kept = (await admin.get('/api/admin/discount-codes')).body.data.find((c: { id: string }) => c.id === id);
    expect(kept).toMatchObject({ isActive: false });
    const fresh = (await admin.post('/api/admin/discount-codes', { code: 'ONCE', discountType: 'fixed_amount', discountValue: 500 })).body
      .data;
    expect((await admin.delete(`/api/admin/discount-codes/${fresh.id}`)).body.message).toBe('Discount code deleted');
    expect((await auditRows('discount_code.deactivated'))[0]!.targetId).toBe(id);
  });
});

describe('staff in the figures (issue 44)', () => {
  it("shows each person's real roles, and a technician of another business is no Free subscriber", async () => {
    await owner.patch('/api/profile', { businessName: 'Tama Plumbing', email: 'tama@co-nz.example' });
    const invited = await owner.post('/api/staff/invitations', { email: 'kahu@co-nz.example', role: 'technician' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    const accepted = await t.anonymous().post('/api/staff/accept', { token, username: 'kahu', password: 'correct horse battery' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const everyone = (await admin.get('/api/admin/users?limit=100')).body.data as Array<{
      username: string;
      isAdmin: boolean;
      roles: Array<{ role: string; businessName: string | null }>;
    }>;
    expect(everyone.find((u) => u.username === 'kahu')).toMatchObject({
      isAdmin: false,
      roles: [{ role: 'technician', businessName: 'Tama Plumbing' }],
    });
    expect(everyone.find((u) => u.username === 'tama')!.roles).toEqual([{ role: 'owner', businessName: 'Tama Plumbing' }]);
    const subscribers = (await admin.get('/api/admin/subscribers?limit=100')).body.data.subscribers as Array<{
      username: string;
      subscriptionTier: string;
    }>;
    expect(subscribers.find((s) => s.username === 'kahu')!.subscriptionTier).toBe('staff');
    expect(subscribers.find((s) => s.username === 'tama')!.subscriptionTier).not.toBe('staff');
  });
});
