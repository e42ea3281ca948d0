import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { ServiceM8StandIn, type SM8Account } from '../testing/servicem8-stand-in.ts';

// Issue 45: ServiceM8 connected by OAuth; its unsigned events trusted only through the connection's secret address
// and a re-read of the job; a completed job asks its customer, crediting the staff who worked it. Two businesses,
// each with its own ServiceM8 account.

const CLIENT = { id: '824211', secret: 'servicem8-app-secret-0001' };
type Owner = TestAgent & { userId: string; username: string };
let t: TestKernel;
let sm8: ServiceM8StandIn;
let base: string;
let kauri: Owner;
let moana: Owner;
let kauriAccount: SM8Account;
let moanaAccount: SM8Account;

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  ctx(() => t.kernel.db.em.execute(query, params) as Promise<T>);
const feed = async (owner: TestAgent) => (await owner.get('/api/job-systems/activity')).body.data as Array<Record<string, unknown>>;
const RULES = {
  trigger: 'completed',
  delayMinutes: 0,
  cooldownDays: 180,
  minimumValue: null,
  excludeTag: 'Warranty',
  channel: 'sms-first',
  consentConfirmed: true,
};

/** The owner's sign-in at ServiceM8 (the stand-in's), and the page Korero shows after. */
async function connect(owner: TestAgent, account: string): Promise<string> {
  sm8.signingIn = account;
  const connectUrl = await owner.get('/api/job-systems/servicem8/connect-url');
  expect(connectUrl.status, JSON.stringify(connectUrl.body)).toBe(200);
  const url = new URL(connectUrl.body.data.url);
  expect(url.searchParams.get('scope')).toContain('read_jobs');
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  // ServiceM8 checks the webhook's address while Korero connects: the kernel must be listening for it.
  return String((await owner.get(`${back.pathname}${back.search}`)).body);
}

let jobs = 0;
function completedJob(
  account: SM8Account,
  o: { name: string; mobile?: string; email?: string; staff?: string; badges?: string[]; status?: string; total?: string },
) {
  const n = ++jobs;
  const company = {
    uuid: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `${o.name} Household`,
    badges: JSON.stringify(o.badges ?? []),
  };
  const job = {
    uuid: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    active: 1,
    generated_job_id: String(1000 + n),
    status: o.status ?? 'Completed',
    completion_date: '2026-12-01 10:30:00',
    company_uuid: company.uuid,
    job_address: '12 Kauri Street\nPetone',
    job_description: 'Replaced the kitchen mixer tap\nand checked the isolating valve',
    total_invoice_amount: o.total ?? '345.00',
    payment_received: 0,
  };
  account.companies.push(company);
  account.jobs.push(job);
  const [first, last] = o.name.split(' ');
  account.companyContacts.push({
    uuid: `cc-${n}`,
    company_uuid: company.uuid,
    first,
    last,
    mobile: o.mobile ?? '',
    email: o.email ?? '',
    type: 'BILLING',
    is_primary_contact: '1',
    active: 1,
  });
  if (o.staff) account.activities.push({ job_uuid: job.uuid, staff_uuid: o.staff, activity_was_recorded: 1, active: 1 });
  return job;
}

/** A port nothing listens on yet, for Korero to listen on (ServiceM8 calls it). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  sm8 = new ServiceM8StandIn(CLIENT);
  base = await sm8.start();
  const port = await freePort();
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'],
    // 11:00 on Tuesday 1 December 2026 in Auckland.
    now: '2026-11-30T22:00:00Z',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVICEM8_CLIENT_ID: CLIENT.id,
      SERVICEM8_CLIENT_SECRET: CLIENT.secret,
      SERVICEM8_API_BASE_URL: base,
      SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    },
  });
  // ServiceM8 calls the webhook itself (the subscription's check, then the events): Korero listens on a real port.
  await t.kernel.listen();
  kauriAccount = sm8.account('7f1c0000-0000-4000-8000-0000000000a1', 'Kauri Plumbing Ltd');
  moanaAccount = sm8.account('7f1c0000-0000-4000-8000-0000000000b2', 'Moana Electrical');
  kauri = await t.signUp('sm8-kauri');
  moana = await t.signUp('sm8-moana');
  for (const owner of [kauri, moana]) {
    await owner.patch('/api/profile', { businessName: `${owner.username} Ltd`, email: `${owner.username}@biz.example` });
    await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    expect((await owner.put('/api/job-systems/rules', RULES)).status).toBe(200);
  }
  const team = await kauri.post('/api/teams', { name: 'Plumbers' });
  await kauri.post('/api/team-members', { teamId: team.body.data.id, name: 'Rawiri Te Awa' });
  kauriAccount.staff.push({ uuid: 'staff-rawiri', first: 'Rawiri', last: 'Te Awa' });
  kauriAccount.badges.push({ uuid: 'badge-warranty', name: 'Warranty' });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await sm8?.close();
});

describe('connecting ServiceM8', () => {
  it("connects the owner's account, and subscribes Korero's webhook after answering ServiceM8's check", async () => {
    const page = await connect(kauri, kauriAccount.vendor.uuid);
    expect(page).toContain('<h1>ServiceM8 connected</h1>');
    expect(page).toContain('Kauri Plumbing Ltd');
    expect(sm8.subscriptions.map((s) => s.event).sort()).toEqual(['job.completed', 'job.invoice_paid']);
    expect(sm8.subscriptions[0]!.callbackUrl).toMatch(/\/api\/webhooks\/servicem8\?hook=[\w-]{24}$/);
    const [row] = await sql<Array<{ hook_hash: string; refresh_token_sealed: string }>>(
      "select hook_hash, refresh_token_sealed from jobsystems_connection where provider = 'servicem8' and business_id = ?",
      [kauri.userId],
    );
    // Only the secret's hash is kept, and the token sealed.
    expect(row!.hook_hash).toHaveLength(64);
    expect(sm8.subscriptions[0]!.callbackUrl).not.toContain(row!.hook_hash);
    expect(row!.refresh_token_sealed).not.toContain('sm8-refresh');
    expect((await kauri.get('/api/job-systems')).body.data.find((s: { provider: string }) => s.provider === 'servicem8')).toMatchObject({
      available: true,
      connected: true,
      organisation: 'Kauri Plumbing Ltd',
    });
    expect(await connect(moana, moanaAccount.vendor.uuid)).toContain('Moana Electrical');
    // One account is one business's.
    expect(await connect(moana, kauriAccount.vendor.uuid)).toContain('already connected to another business');
  });
});

describe('a completed ServiceM8 job asks its customer', () => {
  it('re-reads the job, asks by text crediting the staff who worked it, and the ledger shows it invited', async () => {
    const job = completedJob(kauriAccount, { name: 'Aroha Ngata', mobile: '021 555 0142', staff: 'staff-rawiri' });
    expect(await sm8.deliver(kauriAccount.vendor.uuid, 'job.completed', job.uuid)).toEqual([200]);
    await t.drainJobs();
    const [item] = await feed(kauri);
    expect(item).toMatchObject({
      provider: 'servicem8',
      externalId: job.uuid,
      label: 'Job 1001',
      customerName: 'Aroha Ngata',
      outcome: 'asked',
      channel: 'sms',
    });
    const invite = (await kauri.get(`/api/invites?id=${item!.invitationId}`)).body.data[0];
    expect(invite).toMatchObject({
      jobDescription: 'Replaced the kitchen mixer tap',
      jobLocation: '12 Kauri Street',
      teamMembers: ['Rawiri Te Awa'],
    });
    const [text] = await ctx(() => t.kernel.get(messagingPort).byReference(item!.invitationId as string));
    expect(text).toMatchObject({ channel: 'sms', to: '+64215550142' });
    expect(text!.text).toContain("We got your number from sm8-kauri Ltd's ServiceM8 records.");
    const ledger = (await kauri.get('/api/compliance/jobs')).body.data;
    expect(ledger[0]).toMatchObject({
      externalId: `servicem8:${job.uuid}`,
      outcome: 'invited',
      source: 'servicem8',
      technicians: ['Rawiri Te Awa'],
    });
    // Moana's business heard nothing of it.
    expect(await feed(moana)).toEqual([]);
  });

  it('does nothing for an event whose job is not completed, and asks once however often it is told', async () => {
    const quote = completedJob(kauriAccount, { name: 'Mere Tane', email: 'mere@customer.example', status: 'Quote' });
    await sm8.deliver(kauriAccount.vendor.uuid, 'job.completed', quote.uuid);
    await t.drainJobs();
    expect((await feed(kauri)).some((i) => i.externalId === quote.uuid)).toBe(false);
    quote.status = 'Completed';
    await sm8.deliver(kauriAccount.vendor.uuid, 'job.completed', quote.uuid);
    await sm8.deliver(kauriAccount.vendor.uuid, 'job.completed', quote.uuid);
    await t.drainJobs();
    expect((await feed(kauri)).filter((i) => i.externalId === quote.uuid)).toEqual([
      expect.objectContaining({ outcome: 'asked', channel: 'email' }),
    ]);
  });

  it("skips a client tagged with the never-ask badge, and waits out ServiceM8's rate limit", async () => {
    const warranty = completedJob(kauriAccount, { name: 'Hone Heke', mobile: '021 555 0177', badges: ['badge-warranty'] });
    sm8.busy = 1;
    await sm8.deliver(kauriAccount.vendor.uuid, 'job.completed', warranty.uuid);
    await t.drainJobs();
    expect((await feed(kauri)).some((i) => i.externalId === warranty.uuid)).toBe(false);
    t.clock.advance(61_000);
    await t.drainJobs();
    expect((await feed(kauri)).find((i) => i.externalId === warranty.uuid)).toMatchObject({
      outcome: 'skipped',
      reason: 'excluded',
      note: 'Tagged “Warranty”',
    });
  });

  it('refuses an event at an address Korero did not give, storing nothing', async () => {
    const before = (await sql<Array<{ n: string }>>("select count(*)::text as n from jobsystems_event where provider = 'servicem8'"))[0]!.n;
    const forged = await t
      .anonymous()
      .post('/api/webhooks/servicem8?hook=not-a-secret-korero-gave', { type: 'job.completed', data: { uuid: kauriAccount.jobs[0]!.uuid } });
    expect(forged.status).toBe(401);
    expect((await t.anonymous().post('/api/webhooks/servicem8', { mode: 'subscribe', challenge: 'x' })).status).toBe(401);
    expect((await sql<Array<{ n: string }>>("select count(*)::text as n from jobsystems_event where provider = 'servicem8'"))[0]!.n).toBe(
      before,
    );
  });

  it("runs the dry run over the account's recently completed jobs", async () => {
    const run = await kauri.get('/api/job-systems/preview');
    expect(run.status).toBe(200);
    const rows = run.body.data as Array<Record<string, unknown>>;
    expect(
      rows
        .filter((r) => r.provider === 'servicem8')
        .map((r) => r.customerName)
        .sort(),
    ).toEqual(['Aroha Ngata', 'Hone Heke', 'Mere Tane']);
    expect(rows.find((r) => r.customerName === 'Hone Heke')).toMatchObject({ outcome: 'skip', reason: 'excluded' });
  });

  it('disconnects: Korero forgets the token and the webhook address stops working', async () => {
    const hook = new URL(sm8.subscriptions.find((s) => s.account === kauriAccount.vendor.uuid)!.callbackUrl);
    expect((await kauri.delete('/api/job-systems/servicem8')).status).toBe(200);
    expect((await kauri.delete('/api/job-systems/servicem8')).status).toBe(404);
    expect((await t.anonymous().post(`${hook.pathname}${hook.search}`, { type: 'job.completed', data: { uuid: 'x' } })).status).toBe(401);
    expect((await moana.get('/api/job-systems')).body.data.find((s: { provider: string }) => s.provider === 'servicem8')).toMatchObject({
      connected: true,
    });
  });
});
