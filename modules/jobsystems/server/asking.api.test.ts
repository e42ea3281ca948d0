import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import type { XeroContact, XeroInvoice } from './xero/xero-api.ts';
import { signInAtXero } from './testing/xero-sign-in.ts';
import { deliverXeroEvents, XeroStandIn } from './testing/xero-stand-in.ts';

// Issue 45: a paid Xero invoice asks its customer by itself, under the business's rules, and every job lands in the
// compliance ledger. Two businesses, each with its own organisation, so nothing of one reaches the other.

const CLIENT = { id: 'XEROCLIENT0002', secret: 'xero-client-secret-0002' };
const WEBHOOK_KEY = 'xero-webhook-key-for-asking-tests-01234';
const RANGI_ORG = 'a1b2c3d4-0000-4000-8000-00000000000a';
const TAMA_ORG = 'a1b2c3d4-0000-4000-8000-00000000000b';

type Owner = TestAgent & { userId: string; username: string };
let t: TestKernel;
let xero: XeroStandIn;
let rangi: Owner;
let tama: Owner;
let hemi: string;

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  ctx(() => t.kernel.db.em.execute(query, params) as Promise<T>);
const webhook = (body: string, signature: string) =>
  t.anonymous().post('/api/webhooks/xero', body, { 'content-type': 'application/json', 'x-xero-signature': signature });
const deliver = (tenantId: string, resourceId: string, eventDateUtc?: string) =>
  deliverXeroEvents(webhook, WEBHOOK_KEY, [{ tenantId, resourceId, ...(eventDateUtc ? { eventDateUtc } : {}) }]);
/** Runs what the webhook queued, and what that queued (the ledger hears of each invitation by an event). */
const work = () => t.drainJobs();

let invoices = 0;
function paidInvoice(tenant: string, contactId: string, o: Partial<XeroInvoice> = {}): XeroInvoice {
  const invoice: XeroInvoice = {
    InvoiceID: `0000000${++invoices}-1111-4000-8000-000000000000`.slice(-36),
    InvoiceNumber: `INV-00${invoices}`,
    Type: 'ACCREC',
    Status: 'PAID',
    Total: 460,
    Contact: { ContactID: contactId },
    LineItems: [
      {
        Description: 'Replaced the hot water cylinder\nParts and labour',
        Tracking: [{ Name: 'Technician', Option: 'Hemi Walker', TrackingOptionID: 'opt-hemi' }],
      },
    ],
    FullyPaidOnDate: '/Date(1796083200000+0000)/',
    ...o,
  };
  xero.invoices.set(tenant, [...(xero.invoices.get(tenant) ?? []), invoice]);
  return invoice;
}
function contact(tenant: string, id: string, o: Partial<XeroContact> = {}): void {
  xero.contacts.set(tenant, [
    ...(xero.contacts.get(tenant) ?? []),
    {
      ContactID: id,
      Name: 'Aroha Ngata',
      FirstName: 'Aroha',
      LastName: 'Ngata',
      EmailAddress: 'aroha@customer.example',
      Phones: [
        { PhoneType: 'DEFAULT', PhoneNumber: '5550199', PhoneAreaCode: '04', PhoneCountryCode: '' },
        { PhoneType: 'MOBILE', PhoneNumber: '5550103', PhoneAreaCode: '21', PhoneCountryCode: '64' },
      ],
      ContactGroups: [],
      ...o,
    },
  ]);
}
const feed = async (owner: TestAgent) => (await owner.get('/api/job-systems/activity')).body.data as Array<Record<string, unknown>>;
const ledger = async (owner: TestAgent) => (await owner.get('/api/compliance/jobs?limit=100')).body.data as Array<Record<string, unknown>>;
const sent = (inviteId: string) => ctx(() => t.kernel.get(messagingPort).byReference(inviteId));
/** The clock moved past the sessions' idle time: the owners sign in again, as they would the next morning. */
async function at(instant: string) {
  t.clock.set(instant);
  for (const owner of [rangi, tama]) {
    expect((await owner.post('/api/login', { username: owner.username, password: 'correct horse battery' })).status).toBe(200);
  }
}
const RULES = {
  trigger: 'paid',
  delayMinutes: 0,
  cooldownDays: 180,
  minimumValue: 100,
  excludeTag: 'Do not ask',
  channel: 'sms-first',
  consentConfirmed: true,
};

beforeAll(async () => {
  xero = new XeroStandIn(CLIENT);
  const base = await xero.start();
  xero.tenants = [{ tenantId: RANGI_ORG, tenantName: 'Rangi Plumbing Limited', tenantType: 'ORGANISATION' }];
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'],
    // 11:00 on Tuesday 1 December 2026 in Auckland.
    now: '2026-11-30T22:00:00Z',
    env: {
      PUBLIC_URL: 'https://korero.nz.example',
      XERO_CLIENT_ID: CLIENT.id,
      XERO_CLIENT_SECRET: CLIENT.secret,
      XERO_WEBHOOK_KEY: WEBHOOK_KEY,
      XERO_LOGIN_URL: base,
      XERO_IDENTITY_URL: base,
      XERO_API_BASE_URL: base,
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    },
  });
  // The schedules are first seen now (the held jobs' sweep among them), as a process starting would.
  await t.runSchedules();
  rangi = await t.signUp('asking-rangi');
  tama = await t.signUp('asking-tama');
  for (const owner of [rangi, tama]) {
    await owner.patch('/api/profile', { businessName: `${owner.username} Plumbing`, email: `${owner.username}@biz.example` });
    await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  }
  const team = await rangi.post('/api/teams', { name: 'Plumbers' });
  const member = await rangi.post('/api/team-members', { teamId: team.body.data.id, name: 'Hemi Walker' });
  expect(member.status, JSON.stringify(member.body)).toBe(201);
  hemi = member.body.data.id;
  expect((await signInAtXero(rangi)).page).toContain('Xero connected');
  xero.tenants = [{ tenantId: TAMA_ORG, tenantName: 'Tama Electrical', tenantType: 'ORGANISATION' }];
  expect((await signInAtXero(tama)).page).toContain('Xero connected');
  xero.tenants = [
    { tenantId: RANGI_ORG, tenantName: 'Rangi Plumbing Limited', tenantType: 'ORGANISATION' },
    { tenantId: TAMA_ORG, tenantName: 'Tama Electrical', tenantType: 'ORGANISATION' },
  ];
  for (const owner of [rangi, tama]) expect((await owner.put('/api/job-systems/rules', RULES)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await xero?.close();
});

describe('a paid Xero invoice asks its customer', () => {
  let first: XeroInvoice;
  it('invites by text, credits the matched technician, says where the number came from, and the ledger shows it invited', async () => {
    contact(RANGI_ORG, 'c-aroha');
    first = paidInvoice(RANGI_ORG, 'c-aroha');
    expect(await deliver(RANGI_ORG, first.InvoiceID)).toBe(200);
    await work();
    const [item] = await feed(rangi);
    expect(item).toMatchObject({
      provider: 'xero',
      externalId: first.InvoiceID,
      label: first.InvoiceNumber,
      customerName: 'Aroha Ngata',
      outcome: 'asked',
      channel: 'sms',
      reason: null,
    });
    const inviteId = item!.invitationId as string;
    const invite = (await rangi.get(`/api/invites?id=${inviteId}`)).body.data[0];
    expect(invite).toMatchObject({
      customerName: 'Aroha Ngata',
      jobDescription: 'Replaced the hot water cylinder',
      teamMembers: ['Hemi Walker'],
    });
    const [text] = await sent(inviteId);
    expect(text).toMatchObject({ channel: 'sms', to: '+64215550103' });
    expect(text!.text).toContain("We got your number from asking-rangi Plumbing's Xero records. Reply STOP to opt out.");
    // Where the customer came from (issue 47): the system, by its name, on the invitation and the job.
    expect(await t.kernel.db.direct('select source_kind, source from invites_invitation where id = ?', [inviteId])).toEqual([
      { source_kind: 'job_system', source: 'Xero' },
    ]);
    const [job] = await ledger(rangi);
    expect(job).toMatchObject({
      externalId: `xero:${first.InvoiceID}`,
      outcome: 'invited',
      inviteId,
      source: 'xero',
      sourceLabel: 'Xero',
      technicians: ['Hemi Walker'],
      customerPhone: '+64215550103',
    });
    // The worker is remembered, matched by name; the other business sees none of it.
    expect((await rangi.get('/api/job-systems/xero/people')).body.data.people).toEqual([
      { externalId: 'opt-hemi', name: 'Hemi Walker', teamMemberId: hemi },
    ]);
    expect(await feed(tama)).toEqual([]);
    expect(await ledger(tama)).toEqual([]);
  });

  it('asks once however often Xero tells of the invoice again', async () => {
    expect(await deliver(RANGI_ORG, first.InvoiceID, '2026-12-01T03:00:00.000')).toBe(200);
    expect(await deliver(RANGI_ORG, first.InvoiceID, '2026-12-01T03:05:00.000')).toBe(200);
    await work();
    expect(await feed(rangi)).toHaveLength(1);
    expect(await ledger(rangi)).toHaveLength(1);
  });

  it('skips the same customer within 180 days, however their number is written, with the reason in the ledger', async () => {
    contact(RANGI_ORG, 'c-aroha-again', {
      Phones: [{ PhoneType: 'MOBILE', PhoneNumber: '555 0103', PhoneAreaCode: '021' }],
      EmailAddress: '',
    });
    const again = paidInvoice(RANGI_ORG, 'c-aroha-again');
    await deliver(RANGI_ORG, again.InvoiceID);
    await work();
    const item = (await feed(rangi)).find((i) => i.externalId === again.InvoiceID);
    expect(item).toMatchObject({ outcome: 'skipped', reason: 'asked_recently', invitationId: null });
    const job = (await ledger(rangi)).find((j) => j.externalId === `xero:${again.InvoiceID}`);
    expect(job).toMatchObject({ outcome: 'skipped', skipReason: 'asked_recently' });
  });

  it('skips below the minimum and the never-ask group, and asks by email when there is no mobile', async () => {
    contact(RANGI_ORG, 'c-small', { Phones: [], EmailAddress: 'small@customer.example' });
    contact(RANGI_ORG, 'c-never', {
      Phones: [],
      EmailAddress: 'never@customer.example',
      ContactGroups: [{ Name: 'do not ask', Status: 'ACTIVE' }],
    });
    contact(RANGI_ORG, 'c-mail', { Phones: [], EmailAddress: 'Mere@Customer.example', FirstName: 'Mere', LastName: 'Tane' });
    const small = paidInvoice(RANGI_ORG, 'c-small', { Total: 80 });
    const never = paidInvoice(RANGI_ORG, 'c-never');
    const mail = paidInvoice(RANGI_ORG, 'c-mail');
    await deliverXeroEvents(
      webhook,
      WEBHOOK_KEY,
      [small, never, mail].map((i) => ({ tenantId: RANGI_ORG, resourceId: i.InvoiceID })),
    );
    await work();
    const items = await feed(rangi);
    expect(items.find((i) => i.externalId === small.InvoiceID)).toMatchObject({
      outcome: 'skipped',
      reason: 'below_minimum',
      note: '$80.00 is under the $100.00 minimum',
    });
    expect(items.find((i) => i.externalId === never.InvoiceID)).toMatchObject({ outcome: 'skipped', reason: 'excluded' });
    const emailed = items.find((i) => i.externalId === mail.InvoiceID)!;
    expect(emailed).toMatchObject({ outcome: 'asked', channel: 'email', customerName: 'Mere Tane' });
    const [email] = await sent(emailed.invitationId as string);
    expect(email).toMatchObject({ channel: 'email', to: 'mere@customer.example' });
    expect(email!.text).toContain("Korero got your email address from asking-rangi Plumbing's records in Xero.");
  });

  it('leaves an unpaid invoice until Xero says it is paid', async () => {
    contact(RANGI_ORG, 'c-later', { Phones: [], EmailAddress: 'later@customer.example' });
    const later = paidInvoice(RANGI_ORG, 'c-later', { Status: 'AUTHORISED' });
    await deliver(RANGI_ORG, later.InvoiceID);
    await work();
    expect((await feed(rangi)).some((i) => i.externalId === later.InvoiceID)).toBe(false);
    later.Status = 'PAID';
    await deliver(RANGI_ORG, later.InvoiceID, '2026-12-01T04:00:00.000');
    await work();
    expect((await feed(rangi)).find((i) => i.externalId === later.InvoiceID)).toMatchObject({ outcome: 'asked' });
  });

  it("waits out Xero's rate limit and tries again", async () => {
    contact(RANGI_ORG, 'c-busy', { Phones: [], EmailAddress: 'busy@customer.example' });
    const busy = paidInvoice(RANGI_ORG, 'c-busy');
    xero.busy = 1;
    await deliver(RANGI_ORG, busy.InvoiceID);
    await work();
    expect((await feed(rangi)).some((i) => i.externalId === busy.InvoiceID)).toBe(false);
    t.clock.advance(61_000);
    await work();
    expect((await feed(rangi)).find((i) => i.externalId === busy.InvoiceID)).toMatchObject({ outcome: 'asked' });
  });
});

describe('the asking hours and the rules', () => {
  it('holds a job paid in the evening until 9:00, then asks', async () => {
    // 20:30 in Auckland.
    await at('2026-12-01T07:30:00Z');
    contact(TAMA_ORG, 'c-evening', { Phones: [], EmailAddress: 'evening@customer.example' });
    const evening = paidInvoice(TAMA_ORG, 'c-evening');
    await deliver(TAMA_ORG, evening.InvoiceID);
    await work();
    const [held] = await feed(tama);
    expect(held).toMatchObject({ outcome: 'held', sendAt: '2026-12-01T20:00:00.000Z', invitationId: null });
    expect((await ledger(tama))[0]).toMatchObject({ outcome: 'pending' });
    // 1:00 the next morning the compliance check reads yesterday's jobs: a held job is on its way, not left unasked.
    await at('2026-12-01T12:00:00Z');
    await t.runSchedules();
    await work();
    expect(await sql('select technician from compliance_alert where business_id = ?', [tama.userId])).toEqual([]);
    // 9:05: the sweep asks it.
    await at('2026-12-01T20:05:00Z');
    expect(await t.runSchedules()).toBeGreaterThan(0);
    await work();
    const [asked] = await feed(tama);
    expect(asked).toMatchObject({ outcome: 'asked', channel: 'email' });
    expect(await sql('select technician from compliance_alert where business_id = ?', [tama.userId])).toEqual([]);
    const alerts = await sql("select id from core_outbox_message where business_id = ? and purpose <> 'invite'", [tama.userId]);
    expect(alerts).toEqual([]);
    expect((await ledger(tama))[0]).toMatchObject({ outcome: 'invited', inviteId: asked!.invitationId });
  });

  it('asks no one until an owner confirms the consent basis, and skips with that reason', async () => {
    const withdrawn = await tama.put('/api/job-systems/rules', { ...RULES, consentConfirmed: false });
    expect(withdrawn.status).toBe(200);
    contact(TAMA_ORG, 'c-unconsented', { Phones: [], EmailAddress: 'wiremu@customer.example' });
    const unconsented = paidInvoice(TAMA_ORG, 'c-unconsented');
    await deliver(TAMA_ORG, unconsented.InvoiceID);
    await work();
    expect((await feed(tama)).find((i) => i.externalId === unconsented.InvoiceID)).toMatchObject({
      outcome: 'skipped',
      reason: 'no_consent',
    });
    await tama.put('/api/job-systems/rules', RULES);
  });
});

describe('a held job asked by hand', () => {
  it('is shown asked with the invitation the owner sent, not asked again at 9:00', async () => {
    // 21:00 in Auckland: held until the morning.
    await at('2026-12-02T08:00:00Z');
    contact(TAMA_ORG, 'c-by-hand', { Phones: [], EmailAddress: 'kiri@customer.example', FirstName: 'Kiri', LastName: 'Te Kanawa' });
    const invoice = paidInvoice(TAMA_ORG, 'c-by-hand');
    await deliver(TAMA_ORG, invoice.InvoiceID, '2026-12-02T08:00:00.000');
    await work();
    expect((await feed(tama)).find((i) => i.externalId === invoice.InvoiceID)).toMatchObject({ outcome: 'held' });
    const job = (await ledger(tama)).find((j) => j.externalId === `xero:${invoice.InvoiceID}`)!;
    // "Invite now" on the jobs list: the form, with the job's reference.
    const sent = await tama.post('/api/invites', {
      customerName: 'Kiri Te Kanawa',
      customerEmail: 'kiri@customer.example',
      jobDescription: 'Replaced the hot water cylinder',
      jobLocation: 'Karori',
      sendEmail: true,
      consent: true,
      reference: `compliance-job:${job.id}`,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await work();
    await at('2026-12-02T20:05:00Z');
    await t.runSchedules();
    await work();
    const item = (await feed(tama)).find((i) => i.externalId === invoice.InvoiceID);
    const invited = (await ledger(tama)).find((j) => j.id === job.id)!;
    expect(invited).toMatchObject({ outcome: 'invited', inviteId: expect.any(String) });
    expect(item).toMatchObject({ outcome: 'asked', note: 'Asked by hand from the jobs list', invitationId: invited.inviteId });
    expect(await sql("select count(*)::int as n from invites_invitation where lower(customer_email) = 'kiri@customer.example'")).toEqual([
      { n: 1 },
    ]);
  });
});

describe('the dry run', () => {
  it("shows what the rules would do with the organisation's last paid invoices, sending nothing", async () => {
    const before = (await sql<Array<{ n: string }>>('select count(*)::text as n from invites_invitation'))[0]!.n;
    const run = await rangi.get('/api/job-systems/preview');
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.problems).toEqual([]);
    const rows = run.body.data as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const aroha = rows.find((r) => r.externalId === (xero.invoices.get(RANGI_ORG) ?? [])[0]!.InvoiceID);
    // Aroha was asked today: within 180 days.
    expect(aroha).toMatchObject({ customerName: 'Aroha Ngata', outcome: 'skip', reason: 'asked_recently', credits: ['Hemi Walker'] });
    const small = rows.find((r) => r.note === '$80.00 is under the $100.00 minimum');
    expect(small).toMatchObject({ outcome: 'skip', reason: 'below_minimum' });
    expect((await sql<Array<{ n: string }>>('select count(*)::text as n from invites_invitation'))[0]!.n).toBe(before);
    // Tama's dry run reads Tama's organisation only.
    const theirs = (await tama.get('/api/job-systems/preview')).body.data as Array<Record<string, unknown>>;
    expect(theirs.every((r) => (xero.invoices.get(TAMA_ORG) ?? []).some((i) => i.InvoiceID === r.externalId))).toBe(true);
  });
});

describe('who did the job', () => {
  it('lets an owner correct a match, and refuses another business’s team member as not found', async () => {
    const people = (await rangi.get('/api/job-systems/xero/people')).body.data;
    expect(people.teamMembers).toEqual([{ id: hemi, name: 'Hemi Walker' }]);
    const cleared = await rangi.put('/api/job-systems/xero/people', { matches: [{ externalId: 'opt-hemi', teamMemberId: null }] });
    expect(cleared.body.data.people[0]).toMatchObject({ teamMemberId: null });
    const tamaTeam = await tama.post('/api/teams', { name: 'Sparkies' });
    const theirs = await tama.post('/api/team-members', { teamId: tamaTeam.body.data.id, name: 'Hemi Walker' });
    const refused = await rangi.put('/api/job-systems/xero/people', {
      matches: [{ externalId: 'opt-hemi', teamMemberId: theirs.body.data.id }],
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(refused.body.error).toMatch(/No such team member/);
    expect((await rangi.put('/api/job-systems/xero/people', { matches: [{ externalId: 'nobody', teamMemberId: null }] })).status).toBe(404);
    expect((await rangi.put('/api/job-systems/xero/people', { matches: [{ externalId: 'opt-hemi', teamMemberId: hemi }] })).status).toBe(
      200,
    );
  });
});

describe("the owner's export", () => {
  it('carries the connections (no tokens), every job with its outcome, and the matched workers; none of another business', async () => {
    const exported = (await rangi.get('/api/account/export')).body;
    const mine = JSON.stringify(exported);
    expect(mine).toContain('"organisation":"Rangi Plumbing Limited"');
    expect(mine).toContain('"outcome":"asked"');
    expect(mine).toContain('"reason":"below_minimum"');
    expect(mine).toContain('"external_id":"opt-hemi"');
    expect(mine).not.toMatch(/token_sealed|refresh-\d/);
    expect(mine).not.toContain('Tama Electrical');
  });
});

describe('the feed', () => {
  it('pages by cursor and refuses one Korero did not give', async () => {
    const page = await rangi.get('/api/job-systems/activity');
    expect(page.body.nextCursor).toBeNull();
    expect((await rangi.get('/api/job-systems/activity?cursor=not-a-cursor')).status).toBe(400);
  });
});

describe("Xero's limit of 60 calls a minute per organisation", () => {
  it('reads at most 55 calls a minute, and the rest of a burst in the minutes after', async () => {
    const burst = Array.from({ length: 40 }, (_, i) => {
      contact(RANGI_ORG, `c-burst-${i}`, {
        Phones: [],
        EmailAddress: `burst${i}@customer.example`,
        FirstName: 'Burst',
        LastName: String(i),
      });
      return paidInvoice(RANGI_ORG, `c-burst-${i}`);
    });
    const before = xero.calls.length;
    await deliverXeroEvents(
      webhook,
      WEBHOOK_KEY,
      burst.map((i) => ({ tenantId: RANGI_ORG, resourceId: i.InvoiceID })),
    );
    await work();
    expect(xero.calls.length - before).toBeLessThanOrEqual(55);
    const heard = async () => (await feed(rangi)).filter((i) => burst.some((b) => b.InvoiceID === i.externalId)).length;
    expect(await heard()).toBeLessThan(40);
    t.clock.advance(90_000);
    await work();
    expect(await heard()).toBe(40);
    expect(xero.calls.length - before).toBe(80);
  });
});
