import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CONSENT_WORDS } from '../contract/api.ts';
import { xeroSignature } from './xero/xero-webhook.ts';

const WEBHOOK_KEY = 'xero-webhook-key-for-tests-0123456789';
const XERO = {
  XERO_CLIENT_ID: 'XEROCLIENT0001',
  XERO_CLIENT_SECRET: 'xero-client-secret-0001',
  XERO_WEBHOOK_KEY: WEBHOOK_KEY,
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
};

type Owner = TestAgent & { userId: string; username: string };
let t: TestKernel;
let rangi: Owner;
let tama: Owner;
beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'], env: XERO });
  rangi = await t.signUp('jobs-rangi');
  tama = await t.signUp('jobs-tama');
});
afterAll(() => t?.close());

const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  t.kernel.db.withContext(() => t.kernel.db.em.execute(query, params) as Promise<T>);

/** Posts `body` to the Xero webhook, signed with `key` (Xero's way) unless a signature is given. */
const deliver = (body: string, signature = xeroSignature(Buffer.from(body), WEBHOOK_KEY)) =>
  t.anonymous().post('/api/webhooks/xero', body, { 'content-type': 'application/json', 'x-xero-signature': signature });

const RULES = {
  trigger: 'paid',
  delayMinutes: 0,
  cooldownDays: 90,
  minimumValue: 150,
  excludeTag: 'No surveys',
  channel: 'email',
  consentConfirmed: false,
};

describe('job systems offered', () => {
  it('offers a system only when its settings are present', async () => {
    const res = await rangi.get('/api/job-systems');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { provider: 'xero', available: true, connected: false, organisation: null, lastEventAt: null, problem: null },
      { provider: 'servicem8', available: false, connected: false, organisation: null, lastEventAt: null, problem: null },
      { provider: 'fergus', available: true, connected: false, organisation: null, lastEventAt: null, problem: null },
    ]);
    const bare = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'] });
    try {
      const owner = await bare.signUp('jobs-bare');
      expect((await owner.get('/api/job-systems')).body.data.map((s: { available: boolean }) => s.available)).toEqual([
        false,
        false,
        false,
      ]);
      // No Xero settings: no Xero webhook either.
      expect((await bare.anonymous().post('/api/webhooks/xero', '{}', { 'content-type': 'application/json' })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("the business's rules", () => {
  it('starts from the defaults, saves what the owner sets, and keeps each business its own', async () => {
    expect((await rangi.get('/api/job-systems/rules')).body.data).toEqual({
      trigger: 'completed',
      delayMinutes: 120,
      cooldownDays: 180,
      minimumValue: null,
      excludeTag: null,
      channel: 'sms-first',
      consentConfirmed: false,
      consent: null,
    });
    const saved = await rangi.put('/api/job-systems/rules', RULES);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ ...RULES, consent: null });
    expect((await tama.get('/api/job-systems/rules')).body.data).toMatchObject({ trigger: 'completed', delayMinutes: 120 });
  });

  it('refuses rules it cannot keep, each with what to change', async () => {
    for (const [body, says] of [
      [{ ...RULES, trigger: 'invoiced' }, /when the job is completed, or when its invoice is paid/],
      [{ ...RULES, delayMinutes: -5 }, /cannot be negative/],
      [{ ...RULES, delayMinutes: 1.5 }, /whole minutes/],
      [{ ...RULES, channel: 'fax' }, /sms-first, sms or email/],
      [{ ...RULES, minimumValue: -1 }, /minimum cannot be negative/],
      [{ trigger: 'paid' }, /delay in minutes/],
    ] as const) {
      const res = await rangi.put('/api/job-systems/rules', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(says);
    }
  });

  it('records who confirmed the consent basis, when and in what words; only an owner confirms or withdraws it', async () => {
    const confirmed = await tama.put('/api/job-systems/rules', { ...RULES, consentConfirmed: true });
    expect(confirmed.body.data.consent).toEqual({ by: tama.username, at: t.clock.now().toISOString(), words: CONSENT_WORDS });
    const firstAt = confirmed.body.data.consent.at;
    // Saved again later: the record of the first confirmation stays.
    t.clock.advance(60_000);
    const again = await tama.put('/api/job-systems/rules', { ...RULES, consentConfirmed: true, delayMinutes: 30 });
    expect(again.body.data).toMatchObject({ delayMinutes: 30, consent: { at: firstAt } });

    const invited = await tama.post('/api/staff/invitations', { email: 'manager@jobs-tama.example', role: 'manager' });
    const manager = t.anonymous();
    await manager.post('/api/staff/accept', {
      token: new URL(invited.body.data.acceptUrl).searchParams.get('token'),
      username: 'jobs-tama-manager',
      password: 'correct horse battery',
    });
    // A manager runs the rules but cannot withdraw (or give) the owner's confirmation.
    expect((await manager.put('/api/job-systems/rules', { ...RULES, consentConfirmed: true, delayMinutes: 60 })).status).toBe(200);
    const withdraw = await manager.put('/api/job-systems/rules', { ...RULES, consentConfirmed: false });
    expect(withdraw.status).toBe(403);
    expect(withdraw.body.error).toMatch(/Only an owner can confirm/);
    const withdrawn = await tama.put('/api/job-systems/rules', { ...RULES, consentConfirmed: false });
    expect(withdrawn.body.data).toMatchObject({ consentConfirmed: false, consent: null });
  });

  it("goes with the owner's export and is deleted with the account", async () => {
    const exported = JSON.stringify((await rangi.get('/api/account/export')).body);
    expect(exported).toContain('"exclude_tag":"No surveys"');
    const doomed = await t.signUp('jobs-doomed');
    await doomed.put('/api/job-systems/rules', RULES);
    expect(await sql('select 1 from jobsystems_rules where business_id = ?', [doomed.userId])).toHaveLength(1);
    expect((await doomed.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    expect(await sql('select 1 from jobsystems_rules where business_id = ?', [doomed.userId])).toHaveLength(0);
  });
});

describe("Xero's webhook", () => {
  const invoiceEvent = (resourceId: string, eventDateUtc = '2026-11-24T02:00:00.000') => ({
    resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${resourceId}`,
    resourceId,
    eventDateUtc,
    eventType: 'UPDATE',
    eventCategory: 'INVOICE',
    tenantId: 'f2c7a9d2-0000-4000-8000-000000000001',
    tenantType: 'ORGANISATION',
  });
  const batch = (events: object[]) =>
    JSON.stringify({ events, firstEventSequence: 1, lastEventSequence: events.length, entropy: 'ABCDEFGHIJ' });

  it("answers Xero's intent-to-receive check: 200 with no body when signed, 401 when not", async () => {
    const empty = JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: 'S0m3r4Nd0mt3xt' });
    const good = await deliver(empty);
    expect(good.status).toBe(200);
    // No body: Xero asks for none (a JSON "null" would be one).
    expect(good.body).toBe('');
    expect(Number(good.headers['content-length'] ?? 0)).toBe(0);
    const bad = await deliver(empty, xeroSignature(Buffer.from(empty), 'some-other-key-0123456789'));
    expect(bad.status).toBe(401);
    expect((await t.anonymous().post('/api/webhooks/xero', empty, { 'content-type': 'application/json' })).status).toBe(401);
  });

  it('stores each invoice event once, whatever the retries; a bad signature stores nothing', async () => {
    const body = batch([invoiceEvent('inv-1'), invoiceEvent('inv-2'), { ...invoiceEvent('c-1'), eventCategory: 'CONTACT' }]);
    expect((await deliver(body)).status).toBe(200);
    expect((await deliver(body)).status).toBe(200);
    const forged = batch([invoiceEvent('inv-forged')]);
    expect((await deliver(forged, xeroSignature(Buffer.from(forged), 'not-the-key-0123456789'))).status).toBe(401);
    const rows = await sql<Array<{ event_key: string }>>(
      "select event_key from jobsystems_event where provider = 'xero' order by event_key",
    );
    expect(rows.map((r) => r.event_key)).toEqual([
      'f2c7a9d2-0000-4000-8000-000000000001:inv-1:UPDATE:2026-11-24T02:00:00.000',
      'f2c7a9d2-0000-4000-8000-000000000001:inv-2:UPDATE:2026-11-24T02:00:00.000',
    ]);
  });

  it('refuses a signed body that is not a batch of events', async () => {
    expect((await deliver('not json')).status).toBe(400);
    expect((await deliver(JSON.stringify({ nothing: true }))).status).toBe(400);
  });
});
