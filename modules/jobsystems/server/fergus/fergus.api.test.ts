import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { FergusStandIn, type FergusCompany } from '../testing/fergus-stand-in.ts';

// Issue 45: Fergus connected by a personal access token and polled every 5 minutes (it has no webhooks); a job
// completed after connecting asks its customer, once, however often a poll sees it. Two businesses, two companies.

const KAHU_TOKEN = 'fergPAT_0f3a9c2e-1111-4000-8000-000000000001';
const TUI_TOKEN = 'fergPAT_0f3a9c2e-2222-4000-8000-000000000002';
type Owner = TestAgent & { userId: string; username: string };
let t: TestKernel;
let fergus: FergusStandIn;
let kahu: Owner;
let tui: Owner;
let kahuCompany: FergusCompany;
let tuiCompany: FergusCompany;

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const feed = async (owner: TestAgent) => (await owner.get('/api/job-systems/activity')).body.data as Array<Record<string, unknown>>;
const RULES = {
  trigger: 'completed',
  delayMinutes: 0,
  cooldownDays: 180,
  minimumValue: 150,
  excludeTag: null,
  channel: 'sms-first',
  consentConfirmed: true,
};
/** Five minutes on: the sweep queues each business's poll, and the polls run. */
async function fiveMinutesOn() {
  t.clock.advance(300_000);
  await t.runSchedules();
  await t.drainJobs();
}

let n = 0;
function completed(
  company: FergusCompany,
  o: { name: string; mobile?: string; email?: string; total?: number; worker?: string; at?: string },
) {
  const id = ++n;
  const [firstName, lastName] = o.name.split(' ');
  company.customers.push({
    id: 500 + id,
    customerFullName: `${o.name} Whānau`,
    mainContact: {
      firstName,
      lastName,
      contactItems: [
        ...(o.mobile ? [{ contactType: 'mobile', contactValue: o.mobile }] : []),
        ...(o.email ? [{ contactType: 'email', contactValue: o.email }] : []),
      ],
    },
  });
  const job = {
    id: 9000 + id,
    jobNo: `J-${id}`,
    description: 'Heat pump service\nCleaned filters',
    status: 'Completed',
    lastModified: o.at ?? new Date(t.clock.now().getTime() + 1000).toISOString(),
    customer: { id: 500 + id, customerFullName: `${o.name} Whānau` },
    siteAddress: { address1: '4 Tui Lane', addressSuburb: 'Karori' },
  };
  company.jobs.push(job);
  company.invoices.push({
    jobId: job.id,
    subtotal: (o.total ?? 300) / 1.15,
    taxValue: (o.total ?? 300) - (o.total ?? 300) / 1.15,
    status: 'Paid',
  });
  if (o.worker) company.timeEntries.push({ jobNo: job.jobNo, userId: 77, user: o.worker });
  return job;
}

beforeAll(async () => {
  fergus = new FergusStandIn();
  const base = await fergus.start();
  kahuCompany = fergus.company(KAHU_TOKEN, 3101, 'Kahu Heating Ltd');
  tuiCompany = fergus.company(TUI_TOKEN, 3102, 'Tui Sparks');
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'],
    // 11:00 on Tuesday 1 December 2026 in Auckland.
    now: '2026-11-30T22:00:00Z',
    env: { FERGUS_API_BASE_URL: base, SECRETS_KEY: Buffer.alloc(32, 6).toString('base64') },
  });
  await t.runSchedules();
  kahu = await t.signUp('fergus-kahu');
  tui = await t.signUp('fergus-tui');
  for (const owner of [kahu, tui]) {
    await owner.patch('/api/profile', { businessName: `${owner.username} Ltd`, email: `${owner.username}@biz.example` });
    await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    expect((await owner.put('/api/job-systems/rules', RULES)).status).toBe(200);
  }
  const team = await kahu.post('/api/teams', { name: 'Installers' });
  await kahu.post('/api/team-members', { teamId: team.body.data.id, name: 'Mikaere Hohaia' });
});
afterAll(async () => {
  await t?.close();
  await fergus?.close();
});

describe('connecting Fergus', () => {
  it("takes the owner's token when Fergus does, naming the company, and refuses one it does not", async () => {
    completed(kahuCompany, { name: 'Old Job', mobile: '021 555 0101', at: '2026-11-20T01:00:00.000Z' });
    fergus.failing = 1;
    const down = await kahu.put('/api/job-systems/fergus', { token: KAHU_TOKEN });
    expect(down.status).toBe(503);
    expect(down.body.error).toBe('Fergus is not answering just now. Try again in a few minutes.');
    const refused = await kahu.put('/api/job-systems/fergus', { token: 'fergPAT_not-a-token-fergus-gave' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/Fergus did not take that token/);
    const connected = await kahu.put('/api/job-systems/fergus', { token: KAHU_TOKEN });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body.data).toEqual({ organisation: 'Kahu Heating Ltd' });
    expect((await tui.put('/api/job-systems/fergus', { token: KAHU_TOKEN })).body.error).toMatch(/already connected to another business/);
    expect((await tui.put('/api/job-systems/fergus', { token: TUI_TOKEN })).status).toBe(200);
    const [row] = await ctx(() =>
      t.kernel.db.em.execute<Array<{ refresh_token_sealed: string }>>(
        "select refresh_token_sealed from jobsystems_connection where provider = 'fergus' and business_id = ?",
        [kahu.userId],
      ),
    );
    expect(row!.refresh_token_sealed).not.toContain('fergPAT');
  });
});

describe('polling Fergus', () => {
  it('asks for a job completed after connecting, crediting who logged time on it, and never for one before', async () => {
    const job = completed(kahuCompany, { name: 'Aroha Ngata', mobile: '021 555 0188', worker: 'Mikaere Hohaia', total: 420 });
    await fiveMinutesOn();
    const items = await feed(kahu);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      provider: 'fergus',
      externalId: String(job.id),
      label: 'Job J-2',
      customerName: 'Aroha Ngata',
      outcome: 'asked',
      channel: 'sms',
    });
    const invite = (await kahu.get(`/api/invites?id=${items[0]!.invitationId}`)).body.data[0];
    expect(invite).toMatchObject({ jobDescription: 'Heat pump service', teamMembers: ['Mikaere Hohaia'] });
    const [text] = await ctx(() => t.kernel.get(messagingPort).byReference(items[0]!.invitationId as string));
    expect(text!.text).toContain("We got your number from fergus-kahu Ltd's Fergus records.");
    expect(await feed(tui)).toEqual([]);
    // The list says when Fergus was last heard from.
    expect(
      (await kahu.get('/api/job-systems')).body.data.find((s: { provider: string }) => s.provider === 'fergus').lastEventAt,
    ).not.toBeNull();
  });

  it('asks once however many polls see the job, skips below the minimum, and waits out the rate limit', async () => {
    const small = completed(kahuCompany, { name: 'Mere Tane', email: 'mere@customer.example', total: 95 });
    // Both businesses' polls meet the limit (Fergus counts 100 calls a minute per company).
    fergus.busy = 2;
    await fiveMinutesOn();
    expect((await feed(kahu)).some((i) => i.externalId === String(small.id))).toBe(false);
    t.clock.advance(61_000);
    await t.drainJobs();
    await fiveMinutesOn();
    const items = await feed(kahu);
    expect(items.filter((i) => i.outcome === 'asked')).toHaveLength(1);
    expect(items.find((i) => i.externalId === String(small.id))).toMatchObject({
      outcome: 'skipped',
      reason: 'below_minimum',
      note: '$95.00 is under the $150.00 minimum',
    });
  });

  it('runs the dry run over the last completed jobs, the one before connecting too, sending nothing', async () => {
    const run = (await kahu.get('/api/job-systems/preview')).body;
    expect(run.problems).toEqual([]);
    expect(run.data.map((r: { customerName: string }) => r.customerName).sort()).toEqual(['Aroha Ngata', 'Mere Tane', 'Old Job']);
  });

  it('marks a token Fergus no longer takes, and stops polling it until a new one is pasted', async () => {
    fergus.tokens.delete(TUI_TOKEN);
    completed(tuiCompany, { name: 'Wiremu Kingi', mobile: '021 555 0199' });
    await fiveMinutesOn();
    const listed = (await tui.get('/api/job-systems')).body.data.find((s: { provider: string }) => s.provider === 'fergus');
    expect(listed.problem).toBe('Fergus no longer takes the token: paste a new one.');
    fergus.tokens.set('fergPAT_0f3a9c2e-3333-4000-8000-000000000003', tuiCompany);
    expect((await tui.put('/api/job-systems/fergus', { token: 'fergPAT_0f3a9c2e-3333-4000-8000-000000000003' })).status).toBe(200);
    await fiveMinutesOn();
    expect((await feed(tui)).map((i) => i.customerName)).toEqual(['Wiremu Kingi']);
    expect((await tui.delete('/api/job-systems/fergus')).status).toBe(200);
    expect((await tui.delete('/api/job-systems/fergus')).status).toBe(404);
  });
});
