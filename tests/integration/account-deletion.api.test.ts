import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CODE as GOOGLE_CODE, GoogleStandIn } from '@korero/module-google/testing';
import { GraphStandIn } from '@korero/module-messenger/testing';

/**
 * An owner with data in every module deletes their account; then every table in the database (listed from the
 * catalogue, not by hand, so a new module's table is covered the day it lands) is read in full, and none may hold a
 * row of that business or a piece of its customers' personal data. A neighbouring business's data must all stay.
 *
 * The search is by value: the business's id, the owner's name and address, the customers' names, addresses and
 * numbers, the team's names, and then every id found in a row that holds one of those (a reminder names only its
 * invitation), to a fixed point. Job payloads, queued or finished, are rows like any other.
 */

// Tuesday 24 November 2026, 11:00 in New Zealand: reminders go out in the daytime.
const NOW = '2026-11-23T22:00:00Z';
const PASSWORD = 'correct horse battery';
const SECRET = 'app-secret-0123456789abcdef';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Tables that may keep a value of the deleted business, and why. Nothing else may.
 */
const MAY_KEEP: Record<string, string> = {
  core_opt_out:
    "a customer's own instruction not to be messaged, keyed by their address and honoured for every business: deleting a business must not start messages to them again",
  core_record_chain:
    'the record of asking stays whole, ending with "account.deleted": it holds ids and keyed digests, no customer detail in clear (decision 0045)',
  core_record_chain_head: "the record of asking's newest entry (its seq and hash), kept with the chain",
};

/**
 * Tables holding a business's rows that its data export leaves out, and why. Every other table with the business's
 * rows must be in the export: a new module's table fails the export test until it is exported or listed here.
 */
const NOT_EXPORTED: Record<string, string> = {
  core_session: 'sign-in sessions: how the owner was signed in, ended by the deletion',
  core_password_reset: 'password reset links in flight (hashed), for the owner alone',
  core_job: "the kernel's work queue: what each job was about (a message, an event's subject) is exported where it lives",
  core_billing_checkout: 'payment pages opened; the plan they led to is the export’s subscription',
  business_upload_ticket: 'one-time tickets for uploading the logo; the logo is exported',
  messenger_login: 'a Facebook sign-in in flight (its state, hashed)',
  google_login: 'a Google sign-in in flight (its state, hashed)',
  invites_stats_day: 'daily counts, computed from the invitations exported',
  reviews_stats_day: 'daily counts, computed from the submissions exported',
  compliance_stats_day: 'daily counts, computed from the jobs exported',
  core_sms_usage_month: "texts' carrier segments each month, counted from the messages exported",
  invites_usage_month: 'invitations each month, counted from the invitations exported',
  followups_link: "the customer's page links (each token's hash); the conversations they open are exported",
};

/** What one business is, as values: everything here must be gone from every table once its account is deleted. */
interface Business {
  owner: TestAgent & { userId: string; username: string };
  values: string[];
  /** Its customers' capabilities (invitation tokens): deleted with it, and never in its export. */
  tokens: string[];
  /** The Messenger id of the person who wrote to its Page. */
  psid: string;
}

let t: TestKernel;
let graph: GraphStandIn;
let google: GoogleStandIn;
let leaving: Business;
let staying: Business;

/** Where the kernel keeps its files (logos, photos), so the test can look at every one. */
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'korero-deletion-'));

/** Every file under the data folder, as paths relative to it. */
function allFiles(dir = DATA_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.relative(DATA_DIR, path.join(dir, e.name))],
  );
}

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

async function ok(res: { status: number; body: unknown }, label: string) {
  if (res.status >= 300) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as any;
}

/** Every base table of the database, whichever module or kernel part made it. */
async function allTables(): Promise<string[]> {
  const rows = await t.kernel.db.direct<Array<{ schema: string; name: string }>>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    [],
  );
  return rows.map((r) => (r.schema === 'public' ? r.name : `${r.schema}.${r.name}`));
}

/** Each table's rows holding any of the values (case-insensitive, anywhere in any column), as JSON text. */
async function rowsHolding(values: string[]): Promise<Map<string, string[]>> {
  const wanted = values.map((v) => v.toLowerCase());
  const found = new Map<string, string[]>();
  for (const table of await allTables()) {
    const quoted = table
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const rows = await t.kernel.db.direct<Array<{ row: string }>>(`select row_to_json(r)::text as row from ${quoted} r`, []);
    const hits = rows.map((r) => r.row).filter((row) => wanted.some((v) => row.toLowerCase().includes(v)));
    if (hits.length) found.set(table, hits);
  }
  return found;
}

/** Each table's primary key columns, from the catalogue. */
async function primaryKeys(): Promise<Map<string, string[]>> {
  const rows = await t.kernel.db.direct<Array<{ schema: string; name: string; column: string }>>(
    `select k.table_schema as schema, k.table_name as name, k.column_name as column
       from information_schema.table_constraints c
       join information_schema.key_column_usage k
         on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
      where c.constraint_type = 'PRIMARY KEY' order by k.ordinal_position`,
    [],
  );
  const keys = new Map<string, string[]>();
  for (const r of rows) {
    const table = r.schema === 'public' ? r.name : `${r.schema}.${r.name}`;
    keys.set(table, [...(keys.get(table) ?? []), r.column]);
  }
  return keys;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The values, and every id in a row that holds one of them, until no new id turns up. */
async function withIds(values: string[]): Promise<{ values: string[]; rows: Map<string, string[]> }> {
  const all = new Set(values);
  for (;;) {
    const rows = await rowsHolding([...all]);
    const before = all.size;
    for (const [table, hits] of rows) {
      if (table in MAY_KEEP) continue;
      for (const row of hits) for (const id of row.match(UUID) ?? []) all.add(id.toLowerCase());
    }
    if (all.size === before) return { values: [...all], rows };
  }
}

const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

/**
 * A business with data in every module, made as its owner and customers make it: profile and logo, a team, settings,
 * invitations by text, email and Messenger with reminders sent, a customer's answer with photo and private feedback,
 * a draft, the simple form, a compliance job, competitors, a Facebook Page and a person who wrote to it, a webhook
 * endpoint with deliveries, an API key, a paid plan and a checkout, an opt-out, and queued and finished jobs.
 */
async function busyBusiness(name: string, tag: string, n: number, pageId: string): Promise<Business> {
  const owner = await t.signUp(name, PASSWORD);
  const customer = {
    name: `Ripeka ${tag}`,
    email: `ripeka.${tag.toLowerCase()}@nz.example`,
    phone: `+6421555014${n}`,
  };
  const reminded = { name: `Hohepa ${tag}`, email: `hohepa.${tag.toLowerCase()}@nz.example` };
  const drafted = { name: `Marama ${tag}`, email: `marama.${tag.toLowerCase()}@nz.example` };
  const jobCustomer = { name: `Anahera ${tag}`, email: `anahera.${tag.toLowerCase()}@nz.example`, phone: `021 555 017${n}` };
  const messengerPerson = { psid: `7001${tag.length}${tag.charCodeAt(0)}`, name: `Wiremu ${tag}` };
  const member = `Ngaio ${tag}`;
  const feedback = `The tap by the ${tag} laundry still drips`;
  const businessName = `${tag} Drains`;

  await ok(
    await owner.patch('/api/profile', { businessName, email: `office@${tag.toLowerCase()}.nz.example`, businessPhone: `04 555 014${n}` }),
    'profile',
  );
  const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
  await ok(await owner.request('PUT', ticket.uploadURL, PNG, { 'content-type': 'image/png' }), 'logo upload');
  await ok(await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl }), 'logo');
  // A checkout started on Free, then the plan set as a completed one would.
  await ok(await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: false }), 'checkout');
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'business', status: 'active', customerId: `cus_${tag}` }));

  const team = (await ok(await owner.post('/api/teams', { name: `${tag} crew`, description: 'Jobs north of the bridge' }), 'team')).data;
  await ok(await owner.post('/api/team-members', { teamId: team.id, name: member, role: 'Plumber' }), 'member');
  await ok(await owner.put('/api/invites/reminders', { reminders: 2, afterDays: 1 }), 'reminder settings');

  // A Google location, its reviews synced (by the job its connection queues), one answered from Korero.
  const googleUrl = new URL((await ok(await owner.get('/api/google/connect-url'), 'google connect url')).data.url);
  await owner.get(`/api/google/callback?code=${GOOGLE_CODE}&state=${googleUrl.searchParams.get('state')}`);
  await t.drainJobs();
  const googleReview = (await ok(await owner.get('/api/google/reviews'), 'google reviews')).data[0];
  await ok(await owner.put(`/api/google/reviews/${googleReview.id}/reply`, { comment: `Thank you from ${businessName}` }), 'google reply');

  // A Facebook Page, and a person who wrote to it (their 24-hour window is open).
  graph.conversations.push({ psid: messengerPerson.psid, name: messengerPerson.name, lastMessageAt: t.clock.now().toISOString() });
  const state = new URL((await ok(await owner.get('/api/facebook/auth-url'), 'auth url')).authUrl).searchParams.get('state');
  await owner.get(`/api/facebook/callback?code=code-for-korero&state=${state}`);
  const at = t.clock.now().getTime();
  const message = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: at,
        messaging: [
          {
            sender: { id: messengerPerson.psid },
            recipient: { id: pageId },
            timestamp: at,
            message: { mid: `m.${n}.0001`, text: 'Kia ora' },
          },
        ],
      },
    ],
  });
  await ok(
    await t
      .anonymous()
      .post('/api/webhooks/facebook', message, { 'content-type': 'application/json', 'x-hub-signature-256': sign(message) }),
    'messenger webhook',
  );

  // Webhooks (to a closed port on this machine: deliveries wait to be retried) and an API key.
  await ok(
    await owner.post('/api/integrations/webhooks', {
      url: 'https://127.0.0.1:9/korero',
      events: ['review.submitted', 'job.recorded', 'feedback.received'],
    }),
    'webhook',
  );
  await ok(await owner.post('/api/api-keys', { name: 'Job system', scopes: ['jobs:write'] }), 'api key');

  const invite = async (who: { name: string; email?: string; phone?: string }, extra: object = {}) =>
    (
      await ok(
        await owner.post('/api/invites', {
          customerName: who.name,
          customerEmail: who.email ?? null,
          customerPhone: who.phone ?? null,
          jobDescription: `Drain, ${tag} Ln`,
          jobLocation: 'Petone',
          teamMembers: JSON.stringify([member]),
          sendEmail: Boolean(who.email),
          sendSms: Boolean(who.phone),
          consent: true,
          ...extra,
        }),
        `invite ${who.name}`,
      )
    ).data.inviteToken as string;
  const answered = await invite(customer);
  await invite(reminded);
  const draftOnly = await invite(drafted);
  await ok(
    await owner.post('/api/invites', {
      customerName: messengerPerson.name,
      jobDescription: `Gutters, ${tag} Ln`,
      jobLocation: 'Petone',
      sendMessenger: true,
      messageChannel: 'messenger',
      facebookUserId: messengerPerson.psid,
      consent: true,
    }),
    'messenger invite',
  );

  // The customer answers, with a photo, and sends private feedback; another only has a draft written.
  const submission = (
    await ok(
      await t.anonymous().post(`/api/reviews/submit/${answered}`, {
        starRating: 2,
        selectedFeedback: [],
        reviewerText: feedback,
        generatedReview: feedback,
        photoUrls: [`data:image/png;base64,${PNG.toString('base64')}`],
        reviewDestination: 'private',
        consent: true,
      }),
      'submit',
    )
  ).data.submissionId as string;
  await ok(
    await t
      .anonymous()
      .post('/api/submit-feedback', { details: feedback, email: customer.email, submissionId: submission, token: answered }),
    'feedback',
  );
  await ok(
    await t.anonymous().post(`/api/reviews/generate/${draftOnly}`, {
      starRating: 5,
      selectedFeedback: ['quality-0'],
      reviewerText: `Great work by ${member}`,
    }),
    'draft',
  );
  const link = (await ok(await owner.put('/api/reviews/public-link', { enabled: true }), 'public link')).data;
  await ok(
    await t.anonymous().post('/api/submit-review', {
      satisfaction: 'Satisfied',
      feedback: ['Reliable'],
      comments: `Good job from ${member}`,
      rating: 4,
      key: link.key,
    }),
    'simple form',
  );

  // Compliance: a job with the customer's details (its event's payload carries them into the job queue).
  await ok(
    await owner.post('/api/compliance/jobs', {
      jobDate: '2026-11-20',
      customerName: jobCustomer.name,
      customerPhone: jobCustomer.phone,
      customerEmail: jobCustomer.email,
      description: `Cylinder, ${tag} Ln`,
      location: 'Lower Hutt',
      technicians: [member],
    }),
    'compliance job',
  );

  // Competitors, entered by hand.
  await ok(
    await owner.post('/api/competitors/manual', { name: `${tag} Rival Drains`, averageRating: 4.2, totalReviews: 31, asOf: '2026-11-01' }),
    'competitor',
  );

  // The second reminder customer unsubscribes from email.
  await ctx(() => t.kernel.get(messagingPort).optOut({ channel: 'email', address: drafted.email, source: 'email-link' }));

  return {
    owner,
    values: [
      owner.userId,
      name,
      `${name}@co-nz.example`,
      businessName,
      `office@${tag.toLowerCase()}.nz.example`,
      `cus_${tag}`,
      `${tag} crew`,
      member,
      customer.name,
      customer.email,
      reminded.name,
      reminded.email,
      drafted.name,
      drafted.email,
      jobCustomer.name,
      jobCustomer.email,
      `+6421555017${n}`,
      customer.phone,
      messengerPerson.name,
      messengerPerson.psid,
      feedback,
      `${tag} Ln`,
      `${tag} Rival Drains`,
    ],
    tokens: [answered, draftOnly],
    psid: messengerPerson.psid,
  };
}

beforeAll(async () => {
  graph = await GraphStandIn.start();
  google = await GoogleStandIn.start();
  google.seed(3);
  t = await startTestKernel({
    now: NOW,
    env: {
      PUBLIC_URL: 'https://reviews.nz.example',
      DATA_DIR,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: SECRET,
      FACEBOOK_VERIFY_TOKEN: 'verify-token-korero-0001',
      FACEBOOK_GRAPH_URL: graph.url,
      GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789',
      GOOGLE_API_BASE_URL: google.url,
      SECRETS_KEY: Buffer.alloc(32, 3).toString('base64'),
      // SMS through a Twilio that never answers: texts stay queued, their delivery jobs waiting.
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'deletion-test-token',
      TWILIO_FROM: '+6421000000',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
    },
  });
  await t.runSchedules(); // the schedules are first seen now
  leaving = await busyBusiness('tawhiti', 'Tawhiti', 7, '1010');
  // The staying business's Page is another one.
  graph.pages = [{ id: '2020', name: 'Kowhai Page' }];
  // And its Google location too.
  google.locations = [{ name: 'locations/2020', title: 'Kowhai Drains', placeId: 'ChIJ2020-Kowhai-Drains-Wellington' }];
  google.seed(2, '2026-11-21T00:00:00Z', 'locations/2020');
  staying = await busyBusiness('kowhai', 'Kowhai', 8, '2020');
  await t.drainJobs();
  // A day and an hour on, 12:00 in New Zealand: the reminders go, and the first jobs have finished.
  t.clock.set(new Date(Date.parse(NOW) + 25 * 3_600_000));
  await t.runSchedules();
  await t.drainJobs();
  // A day on, the owners sign in again.
  for (const { owner } of [leaving, staying])
    await ok(await owner.post('/api/login', { username: owner.username, password: PASSWORD }), 'sign in');
  // Follow-ups: each owner answers its private feedback (which makes the customer's page link) and notes it.
  for (const { owner } of [leaving, staying]) {
    const [followUp] = (await ok(await owner.get('/api/follow-ups'), 'follow-ups')).data;
    await ok(await owner.post(`/api/follow-ups/${followUp.id}/notes`, { body: 'Call them back' }), 'follow-up note');
    await ok(
      await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'Sorry, we will come back.' }),
      'follow-up reply',
    );
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await graph?.close();
  await google?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

describe("an account's data, from export to deletion", () => {
  it('exports the reminders and reminder settings, and no link secret', async () => {
    const res = await leaving.owner.get('/api/account/export');
    expect(res.status).toBe(200);
    const invites = res.body.modules.invites;
    expect(invites.reminderSettings).toEqual({ reminders: 2, afterDays: 1 });
    expect(invites.reminders.length).toBeGreaterThan(0);
    expect(invites.reminders[0]).toMatchObject({ number: 1, invitationId: expect.any(String) });
    // A draft of an invitation never answered, and the people who wrote to the Page.
    expect(res.body.modules.reviews.drafts).toEqual([expect.objectContaining({ text: expect.stringContaining('Ngaio Tawhiti') })]);
    expect(res.body.modules.messenger.contacts).toEqual([expect.objectContaining({ id: leaving.psid })]);
    const text = JSON.stringify(res.body);
    // Neither an invitation's token nor any unsubscribe token.
    for (const token of leaving.tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/unsubscribe\?token=(?!\[hidden\])/);
    expect(text).not.toMatch(/\/review\/(?!\[hidden\])[A-Za-z0-9_-]{16,}/);
  });

  it("exports every table that holds the business's rows, or says why not", async () => {
    const exported = JSON.stringify((await leaving.owner.get('/api/account/export')).body).toLowerCase();
    const { rows } = await withIds([...leaving.values, ...leaving.tokens]);
    const problems: string[] = [];
    const keys = await primaryKeys();
    for (const [table, hits] of rows) {
      if (table in MAY_KEEP || table in NOT_EXPORTED) continue;
      for (const row of hits) {
        // A row is in the file when its key is: the key's values other than the business's own id (a table with one
        // row per business, keyed by it, is its module's section).
        const values = JSON.parse(row) as Record<string, unknown>;
        const key = (keys.get(table) ?? []).map((column) => String(values[column]).toLowerCase()).filter((v) => v !== leaving.owner.userId);
        if (key.some((v) => !exported.includes(v))) problems.push(`${table} (key ${key.join(', ')}): ${row}`);
      }
    }
    expect(
      problems,
      `rows missing from the export (export them, or list the table in NOT_EXPORTED with why):\n${problems.join('\n')}`,
    ).toEqual([]);
  });

  it('leaves nothing of the business or its customers in any table, queued and finished jobs included', async () => {
    const before = await withIds([...leaving.values, ...leaving.tokens]);
    // The fixtures reach every module that keeps a business's data (else this test would prove little).
    const tablesBefore = [...before.rows.keys()];
    for (const table of [
      'core_user',
      'core_billing_account',
      'core_billing_checkout',
      'core_outbox_message',
      'core_job',
      'core_api_key',
      'business_profile',
      'teams_team',
      'teams_member',
      'invites_invitation',
      'invites_reminder',
      'invites_reminder_settings',
      'reviews_submission',
      'reviews_private_feedback',
      'reviews_draft',
      'compliance_job',
      'competitors_choice',
      'messenger_connection',
      'messenger_contact',
      'google_connection',
      'google_review',
      'integrations_endpoint',
      'integrations_delivery',
      'followups_follow_up',
      'followups_message',
      'followups_note',
      'followups_link',
    ])
      expect(tablesBefore, table).toContain(table);
    const finished = (before.rows.get('core_job') ?? []).filter((row) => /"status":"(done|failed)"/.test(row));
    expect(finished.length, 'finished jobs naming the business').toBeGreaterThan(0);
    const neighbourBefore = await withIds([...staying.values, ...staying.tokens]);

    // Its files (logo, photos) are named by the business or by ids its rows hold.
    const named = (file: string) => before.values.some((v) => file.toLowerCase().includes(v.toLowerCase()));
    expect(allFiles().filter(named).length, 'files of the business before').toBeGreaterThanOrEqual(2);

    const res = await leaving.owner.delete('/api/account', { password: PASSWORD, confirm: 'DELETE' });
    expect(res.status).toBe(200);
    // Its Google grant was revoked at Google; the neighbour's stands.
    expect([google.issued.size, google.revoked.size]).toEqual([2, 1]);

    const left = await rowsHolding(before.values);
    const leaks = [...left].filter(([table]) => !(table in MAY_KEEP)).map(([table, rows]) => `${table}: ${rows.join('\n  ')}`);
    expect(leaks, leaks.join('\n\n')).toEqual([]);
    expect(allFiles().filter(named)).toEqual([]);

    // Nobody else's data went with it.
    const neighbourAfter = await rowsHolding(neighbourBefore.values);
    for (const [table, rows] of neighbourBefore.rows) expect(neighbourAfter.get(table)?.length ?? 0, table).toBe(rows.length);
  });
});
