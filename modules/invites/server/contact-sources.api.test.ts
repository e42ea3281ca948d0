import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { invitesCreator } from '../contract/index.ts';

/**
 * Where each contact came from (issue 47 part 4): every way in records it on the invitation or job, the exports and
 * the customer's privacy notice say it, and the first message to a contact Korero did not get from the customer says
 * where it came from (IPP3A) while later ones, and a person's, do not.
 */
let t: TestKernel;
let kauri: TestAgent & { userId: string };
let tama: TestAgent & { userId: string };
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const SMS_LINE = "We got your number from Kauri Plumbing's own software.";

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews', 'compliance'], now: '2026-11-17T21:00:00Z' });
  kauri = await t.signUp('kauri');
  tama = await t.signUp('tama');
  for (const [agent, businessName, email] of [
    [kauri, 'Kauri Plumbing', 'kauri@biz.example'],
    [tama, 'Tama Electrical', 'tama@biz.example'],
  ] as const) {
    expect((await agent.patch('/api/profile', { businessName, email })).status).toBe(200);
    await ctx(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  }
  expect((await kauri.put('/api/account/profile', { displayName: 'Aroha Ngata' })).status).toBe(200);
});
afterAll(() => t?.close());

const invite = (o: Record<string, unknown>) => ({
  customerName: 'Hemi Walker',
  jobDescription: 'Heat pump service',
  jobLocation: 'Karori',
  consent: true,
  ...o,
});

/** The invitation a token names as stored, and the messages it sent. */
async function made(token: string) {
  const [row] = await t.kernel.db.direct<
    Array<{ id: string; source_kind: string | null; source: string | null; sms_segments: number | null }>
  >('select id, source_kind, source, sms_segments from invites_invitation where token = ?', [token]);
  const messages = await ctx(() => t.kernel.get(messagingPort).byReference(row!.id));
  return { kind: row!.source_kind, label: row!.source, messages, segments: row!.sms_segments ?? 1 };
}

/** The privacy notice's sentence the customer's page is given. */
const notice = async (token: string) => (await t.anonymous().get(`/api/invites/token/${token}`)).body.data.contactSource as string;

const exported = async (agent: TestAgent) => (await agent.get('/api/account/export')).body as Record<string, unknown>;

describe('typed in by a person', () => {
  it('names the person (by the name staff see), says nothing of it in the text, and the page says who typed it', async () => {
    const res = await kauri.post('/api/invites', invite({ customerPhone: '021 555 0101', sendSms: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { kind, label, messages } = await made(res.body.data.inviteToken);
    expect({ kind, label }).toEqual({ kind: 'person', label: 'Aroha Ngata' });
    expect(messages[0]!.text).not.toContain('got your number');
    expect(await notice(res.body.data.inviteToken)).toBe('Aroha at Kauri Plumbing typed in your details to ask about your job.');
  });
});

describe('an API key', () => {
  it('keeps the key by its name; the first text and the first email to a contact say where it came from, later ones do not', async () => {
    const key = (await kauri.post('/api/api-keys', { name: 'Office booking app', scopes: ['invites:write'] })).body.data.key as string;
    const api = (body: Record<string, unknown>) => t.anonymous().post('/api/invites', body, { authorization: `Bearer ${key}` });

    const first = await api(invite({ customerPhone: '021 555 0102', sendSms: true }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const one = await made(first.body.data.inviteToken);
    expect({ kind: one.kind, label: one.label }).toEqual({ kind: 'api_key', label: 'Office booking app' });
    expect(one.messages[0]!.text).toContain(`${SMS_LINE} Reply STOP to opt out.`);
    expect(await notice(first.body.data.inviteToken)).toBe('Kauri Plumbing sent your details to Korero from their own software.');

    // The same number written another way: not the first message to it, so no line.
    const second = await api(invite({ customerPhone: '+64 21 555 0102', sendSms: true }));
    const two = await made(second.body.data.inviteToken);
    expect(two.messages[0]!.text).not.toContain('got your number');
    // The line costs the first text one more part, once per contact: the job is kept whole, and the plan counts both.
    expect([one.segments, two.segments]).toEqual([2, 1]);
    expect(one.messages[0]!.text).toContain('(Heat pump service)');
    // A number the form asked first is not the key's first message either.
    expect((await kauri.post('/api/invites', invite({ customerPhone: '021 555 0103', sendSms: true }))).status).toBe(201);
    const third = await api(invite({ customerPhone: '021 555 0103', sendSms: true }));
    expect((await made(third.body.data.inviteToken)).messages[0]!.text).not.toContain('got your number');

    const mail = await api(invite({ customerEmail: 'hemi@customer.example', sendEmail: true }));
    const [email] = (await made(mail.body.data.inviteToken)).messages;
    expect(email!.text).toContain("Korero got your email address from Kauri Plumbing's own software.");
    const again = await api(invite({ customerEmail: 'Hemi@Customer.example', sendEmail: true }));
    expect((await made(again.body.data.inviteToken)).messages[0]!.text).not.toContain('got your email address');
  });

  it('another business sending to the same number is its own first message', async () => {
    const key = (await tama.post('/api/api-keys', { name: 'Tama app', scopes: ['invites:write'] })).body.data.key as string;
    const res = await t.anonymous().post('/api/invites', invite({ customerPhone: '021 555 0102', sendSms: true }), {
      authorization: `Bearer ${key}`,
    });
    expect((await made(res.body.data.inviteToken)).messages[0]!.text).toContain("We got your number from Tama Electrical's own software.");
  });
});

describe('a CSV import', () => {
  const mapping = { jobDate: 'Date', customerName: 'Customer', description: 'Job', customerPhone: 'Phone' };
  const csv = [
    'Date,Customer,Phone,Job',
    '2026-11-16,Mere Tainui,021 555 0111,Blocked drain',
    '2026-11-16,Sione Fifita,021 555 0112,Leak',
  ].join('\n');

  it('keeps the file and when on each job; an invitation made from a job keeps it and its first text says so', async () => {
    const res = await kauri.post('/api/compliance/jobs/import', { csv, mapping, fileName: 'november-jobs.csv' });
    expect(res.body.data).toMatchObject({ imported: 2 });
    const jobs = (await kauri.get('/api/compliance/jobs?limit=100')).body.data as Array<Record<string, string>>;
    const mere = jobs.find((j) => j.customerName === 'Mere Tainui')!;
    const sione = jobs.find((j) => j.customerName === 'Sione Fifita')!;
    expect(mere).toMatchObject({ source: 'csv', sourceLabel: 'november-jobs.csv, 18 Nov 2026, 10:00 am' });

    const asked = await kauri.post(
      '/api/invites',
      invite({ customerName: 'Mere Tainui', customerPhone: '021 555 0111', sendSms: true, reference: `compliance-job:${mere.id}` }),
    );
    const { kind, label, messages } = await made(asked.body.data.inviteToken);
    expect({ kind, label }).toEqual({ kind: 'csv', label: 'november-jobs.csv, 18 Nov 2026, 10:00 am' });
    expect(messages[0]!.text).toContain('We got your number from a customer list Kauri Plumbing imported. Reply STOP to opt out.');
    expect(await notice(asked.body.data.inviteToken)).toBe(
      'Kauri Plumbing got your details from a customer list they imported into Korero.',
    );

    // A number the person typed over the job's is theirs, not the file's.
    const changed = await kauri.post(
      '/api/invites',
      invite({ customerName: 'Sione Fifita', customerPhone: '021 555 0199', sendSms: true, reference: `compliance-job:${sione.id}` }),
    );
    expect((await made(changed.body.data.inviteToken)).kind).toBe('person');

    // Another business naming this job learns nothing of it: their invitation is their person's.
    const theirs = await tama.post(
      '/api/invites',
      invite({ customerName: 'Mere Tainui', customerPhone: '021 555 0111', sendSms: true, reference: `compliance-job:${mere.id}` }),
    );
    expect((await made(theirs.body.data.inviteToken)).kind).toBe('person');

    // The proof of asking's CSV says where each job's customer came from.
    const proof = String((await kauri.get('/api/compliance/proof/jobs.csv?startDate=2026-11-16&endDate=2026-11-16')).body);
    expect(proof).toContain('Imported from a CSV file: november-jobs.csv, 18 Nov 2026, 10:00 am');
  });

  it('a file imported without its name is still told as a CSV import', async () => {
    const res = await tama.post('/api/compliance/jobs/import', { csv, mapping });
    expect(res.body.data).toMatchObject({ imported: 2 });
    const jobs = (await tama.get('/api/compliance/jobs?limit=100')).body.data as Array<Record<string, string>>;
    expect(jobs.find((j) => j.customerName === 'Sione Fifita')).toMatchObject({
      source: 'csv',
      sourceLabel: 'a CSV file, 18 Nov 2026, 10:00 am',
    });
  });
});

describe('a job system', () => {
  // The job system's connection records the job itself (modules/jobsystems' tests) and asks through invitesCreator.
  it("keeps the system's name on the invitation; the first text names it", async () => {
    const { inviteId } = await ctx(() =>
      t.kernel.get(invitesCreator).create(kauri.userId, {
        customerName: 'Rawiri Paki',
        customerPhone: '021 555 0121',
        customerEmail: null,
        channel: 'sms',
        jobDescription: 'Hot water',
        jobLocation: 'Karori',
        teamMembers: [],
        reference: 'fergus-job:77',
        source: 'Fergus',
        consentBy: kauri.userId,
      }),
    );
    const [row] = await t.kernel.db.direct<Array<{ token: string }>>('select token from invites_invitation where id = ?', [inviteId]);
    const { kind, label, messages } = await made(row!.token);
    expect({ kind, label }).toEqual({ kind: 'job_system', label: 'Fergus' });
    expect(messages[0]!.text).toContain("We got your number from Kauri Plumbing's Fergus records.");
    expect(await notice(row!.token)).toBe('Kauri Plumbing got your details from their job system, Fergus.');
  });
});

describe('the review link', () => {
  it("tells the customer the details are their own, and the export keeps the submission's source as the review link", async () => {
    const key = (await kauri.get('/api/reviews/public-link')).body.data.key as string;
    const form = await t.anonymous().get(`/api/reviews/form?key=${key}`);
    expect(form.body.data.contactSource).toBe('You gave these details yourself, on this page.');
    const sent = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Satisfied', feedback: ['Friendly'], comments: '', rating: 4, key });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(JSON.stringify(await exported(kauri))).toContain('"contactSource":{"kind":"review_link","label":""}');
  });
});

/** Every object in the export that has `key` (the invitations, the jobs), wherever its module put them. */
function rowsWith(value: unknown, key: string): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap((v) => rowsWith(v, key));
  if (!value || typeof value !== 'object') return [];
  const row = value as Record<string, unknown>;
  return [...(key in row ? [row] : []), ...Object.values(row).flatMap((v) => rowsWith(v, key))];
}

describe("the owner's export", () => {
  it('shows where every invitation and job came from, and none of another business', async () => {
    const mine = await exported(kauri);
    const sources = (key: string, label: string) =>
      rowsWith(mine, key)
        .filter((r) => label in r)
        .map((r) => `${String(r[key])}: ${String(r[label])}`)
        .sort();
    expect(sources('sourceKind', 'source')).toEqual([
      'api_key: Office booking app',
      'api_key: Office booking app',
      'api_key: Office booking app',
      'api_key: Office booking app',
      'api_key: Office booking app',
      'csv: november-jobs.csv, 18 Nov 2026, 10:00 am',
      'job_system: Fergus',
      'person: Aroha Ngata',
      'person: Aroha Ngata',
      'person: Aroha Ngata',
    ]);
    expect(sources('customerName', 'sourceLabel')).toEqual([
      'Mere Tainui: november-jobs.csv, 18 Nov 2026, 10:00 am',
      'Sione Fifita: november-jobs.csv, 18 Nov 2026, 10:00 am',
    ]);
    expect(JSON.stringify(mine)).not.toContain('Tama app');
    expect(JSON.stringify(await exported(tama))).not.toContain('Office booking app');
  });
});
