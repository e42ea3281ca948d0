import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { XeroStandIn } from '../testing/xero-stand-in.ts';
import { signInAtXero } from '../testing/xero-sign-in.ts';
import { xeroSignature } from './xero-webhook.ts';

const CLIENT = { id: 'XEROCLIENT0001', secret: 'xero-client-secret-0001' };
const WEBHOOK_KEY = 'xero-webhook-key-for-tests-0123456789';
const TENANT = 'f2c7a9d2-0000-4000-8000-000000000001';

type Owner = TestAgent & { userId: string; username: string };
let t: TestKernel;
let xero: XeroStandIn;
let rangi: Owner;
let tama: Owner;
beforeAll(async () => {
  xero = new XeroStandIn(CLIENT);
  const base = await xero.start();
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'compliance', 'jobsystems'],
    env: {
      XERO_CLIENT_ID: CLIENT.id,
      XERO_CLIENT_SECRET: CLIENT.secret,
      XERO_WEBHOOK_KEY: WEBHOOK_KEY,
      XERO_LOGIN_URL: base,
      XERO_IDENTITY_URL: base,
      XERO_API_BASE_URL: base,
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    },
  });
  rangi = await t.signUp('xero-rangi');
  tama = await t.signUp('xero-tama');
});
afterAll(async () => {
  await t?.close();
  await xero?.close();
});

const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  t.kernel.db.withContext(() => t.kernel.db.em.execute(query, params) as Promise<T>);

describe('connecting Xero', () => {
  it("connects the owner's organisation, seals its token, and says so in Settings' list", async () => {
    const { page } = await signInAtXero(rangi);
    expect(page).toContain('<h1>Xero connected</h1>');
    expect(page).toContain('Rangi Plumbing Limited');
    const list = (await rangi.get('/api/job-systems')).body.data;
    expect(list[0]).toEqual({
      provider: 'xero',
      available: true,
      connected: true,
      organisation: 'Rangi Plumbing Limited',
      lastEventAt: null,
      problem: null,
    });
    const [row] = await sql<Array<{ refresh_token_sealed: string; connected_by: string }>>(
      "select refresh_token_sealed, connected_by from jobsystems_connection where business_id = ? and provider = 'xero'",
      [rangi.userId],
    );
    expect(row!.connected_by).toBe(rangi.userId);
    expect(row!.refresh_token_sealed).not.toContain('refresh-');
    // Another business sees nothing of it.
    expect((await tama.get('/api/job-systems')).body.data[0]).toMatchObject({ connected: false, organisation: null });
  });

  it('takes a sign-in once; an organisation is one business’s; a manager cannot connect', async () => {
    const first = await signInAtXero(tama);
    // Tama signed in to the organisation Rangi already connected.
    expect(first.page).toContain('Rangi Plumbing Limited is already connected to another business on Korero');
    const again = await tama.get(first.callback);
    expect(String(again.body)).toContain('has expired, was already used, or was not started here');
    const forged = await tama.get('/api/job-systems/xero/callback?code=code-1&state=made-up');
    expect(String(forged.body)).toContain('was not started here');

    const invited = await rangi.post('/api/staff/invitations', { email: 'manager@xero-rangi.example', role: 'manager' });
    const manager = t.anonymous();
    await manager.post('/api/staff/accept', {
      token: new URL(invited.body.data.acceptUrl).searchParams.get('token'),
      username: 'xero-rangi-manager',
      password: 'correct horse battery',
    });
    for (const res of [await manager.get('/api/job-systems/xero/connect-url'), await manager.delete('/api/job-systems/xero')]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/Only an owner/);
    }
    expect((await manager.get('/api/job-systems')).body.data[0]).toMatchObject({ connected: true });
  });

  it("files the organisation's events under its business, and shows when the last one came", async () => {
    const body = JSON.stringify({
      events: [
        {
          resourceUrl: 'https://api.xero.com/api.xro/2.0/Invoices/inv-9',
          resourceId: 'inv-9',
          eventDateUtc: '2026-11-24T03:00:00.000',
          eventType: 'UPDATE',
          eventCategory: 'INVOICE',
          tenantId: TENANT,
          tenantType: 'ORGANISATION',
        },
      ],
      firstEventSequence: 1,
      lastEventSequence: 1,
      entropy: 'QWERTYUIOP',
    });
    const delivered = await t.anonymous().post('/api/webhooks/xero', body, {
      'content-type': 'application/json',
      'x-xero-signature': xeroSignature(Buffer.from(body), WEBHOOK_KEY),
    });
    expect(delivered.status).toBe(200);
    const [event] = await sql<Array<{ business_id: string }>>("select business_id from jobsystems_event where event_key like '%:inv-9:%'");
    expect(event!.business_id).toBe(rangi.userId);
    expect((await rangi.get('/api/job-systems')).body.data[0].lastEventAt).toBe(t.clock.now().toISOString());
  });

  it('disconnecting revokes the token at Xero and forgets the connection; then it is a 404', async () => {
    const gone = await rangi.delete('/api/job-systems/xero');
    expect(gone.status).toBe(200);
    expect(xero.revoked).toContain('refresh-1');
    expect((await rangi.get('/api/job-systems')).body.data[0]).toMatchObject({ connected: false, organisation: null });
    expect((await rangi.delete('/api/job-systems/xero')).status).toBe(404);
    // The organisation is free again: Tama may connect it now.
    expect((await signInAtXero(tama)).page).toContain('<h1>Xero connected</h1>');
  });
});
