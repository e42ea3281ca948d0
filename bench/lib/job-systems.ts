/**
 * Job systems (issue 45), on PostgreSQL: a burst of 1,000 Xero webhook events in a minute at one Korero process, for
 * 20 businesses' organisations (the intake's p50/p99, against a bare HTTP server in the same run that checks the same
 * signature and stores the same row with raw `pg`), then every event read from the Xero stand-in, within Xero's 60
 * calls a minute per organisation, and asked or skipped; and the same burst spread over three processes on one
 * database, each event delivered twice to different processes (as Xero retries): every event handled once, no
 * duplicate invitation.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { XeroStandIn } from '../../modules/jobsystems/server/testing/xero-stand-in.ts';
import type { Started } from './process.ts';

export const EVENTS = 1_000;
/** The organisations the events are for: Korero reads each at most 55 calls a minute (2 an invoice). */
const ORGS = 20;
const PER_ORG = EVENTS / ORGS;
/** Customers asked twice among the 1,000 (the same email on a second invoice): skipped within the cooldown. */
const REPEATS = 100;
const REPEATS_PER_ORG = REPEATS / ORGS;
const WINDOW_MS = 60_000;
const TARGET_P99 = 50;
export const XERO_CLIENT = { id: 'BENCHXEROCLIENT', secret: 'bench-xero-client-secret' };
export const XERO_WEBHOOK_KEY = 'bench-xero-webhook-key-0123456789abcdef';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

export interface BurstFigures {
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}
export interface JobSystemsFigures {
  one: BurstFigures & { baseline: BurstFigures; drainSeconds: number; asked: number; skipped: number; invitations: number };
  three: BurstFigures & {
    delivered: number;
    stored: number;
    handled: number;
    drainSeconds: number;
    asked: number;
    skipped: number;
    invitations: number;
    duplicates: number;
  };
}

/** An organisation's 50 paid invoices, 45 customers (5 of them on two invoices). */
function seedOrganisation(xero: XeroStandIn, tenantId: string): string[] {
  const invoices = [];
  const contacts = [];
  for (let i = 0; i < PER_ORG; i++) {
    const customer = i < PER_ORG - REPEATS_PER_ORG ? i : i - (PER_ORG - REPEATS_PER_ORG);
    const contactId = `${tenantId.slice(0, 8)}-c${customer}`;
    if (customer === i)
      contacts.push({
        ContactID: contactId,
        Name: `Customer ${i}`,
        EmailAddress: `customer${i}.${tenantId.slice(0, 4)}@customer.example`,
        Phones: [],
      });
    invoices.push({
      InvoiceID: `${tenantId.slice(0, 8)}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      InvoiceNumber: `INV-${i}`,
      Type: 'ACCREC',
      Status: 'PAID',
      Total: 250,
      Contact: { ContactID: contactId },
      LineItems: [{ Description: 'Fixed the hot water cylinder' }],
      FullyPaidOnDate: `/Date(${Date.now()}+0000)/`,
    });
  }
  xero.invoices.set(tenantId, invoices);
  xero.contacts.set(tenantId, contacts);
  return invoices.map((i) => i.InvoiceID);
}

const eventBody = (tenantId: string, resourceId: string, i: number) =>
  JSON.stringify({
    events: [
      {
        resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${resourceId}`,
        resourceId,
        eventDateUtc: `2026-12-01T02:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0').slice(-3)}`,
        eventType: 'UPDATE',
        eventCategory: 'INVOICE',
        tenantId,
        tenantType: 'ORGANISATION',
      },
    ],
    firstEventSequence: i,
    lastEventSequence: i,
    entropy: 'BENCHENTROPY',
  });

/** Posts each body at its moment in the window (open loop: a slow answer does not delay the next); each answer's ms. */
async function burst(targets: Array<{ url: string; body: string }>): Promise<BurstFigures> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const t0 = performance.now();
  await Promise.all(
    targets.map(async ({ url, body }, i) => {
      await sleep(Math.max(0, (i * WINDOW_MS) / targets.length - (performance.now() - t0)));
      const start = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xero-signature': createHmac('sha256', XERO_WEBHOOK_KEY).update(body).digest('base64'),
        },
        body,
      }).catch(() => null);
      times.push(performance.now() - start);
      statuses[String(res?.status ?? 'error')] = (statuses[String(res?.status ?? 'error')] ?? 0) + 1;
      await res?.arrayBuffer();
    }),
  );
  return { p50: round(pct(times, 50)), p99: round(pct(times, 99)), statuses };
}

/** The baseline: a bare Node server that checks the same signature and stores the same row (raw `pg`), nothing else. */
async function bareIntake(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  await pool.query(
    'create table if not exists bench_xero_event (event_key varchar(200) primary key, payload jsonb not null, received_at timestamptz not null)',
  );
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = createHmac('sha256', XERO_WEBHOOK_KEY).update(body).digest('base64');
      if (request.headers['x-xero-signature'] !== expected) return void response.writeHead(401).end();
      const event = (JSON.parse(body.toString()) as { events: Array<Record<string, string>> }).events[0]!;
      pool
        .query('insert into bench_xero_event (event_key, payload, received_at) values ($1, $2, now()) on conflict do nothing', [
          `${event.tenantId}:${event.resourceId}:${event.eventType}:${event.eventDateUtc}`,
          JSON.stringify(event),
        ])
        .then(
          () => response.writeHead(200).end(),
          () => response.writeHead(500).end(),
        );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await pool.query('drop table if exists bench_xero_event');
      await pool.end();
    },
  };
}

/** An owner on Professional (the local test checkout), Xero connected through its sign-in, the rules set to ask at once. */
let owners = 0;
async function connectedOwner(base: string, xero: XeroStandIn, tenant: { tenantId: string; tenantName: string }): Promise<void> {
  // Each owner signs up from an address of their own (sign-up takes 10 an hour from one; the processes trust the proxy).
  const n = ++owners;
  const username = `jobs${n}x${Date.now()}`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.45.${n >> 8}.${n & 255}` },
    body: JSON.stringify({ username, email: `${username}@co-nz.example`, password: 'bench password 1' }),
  });
  if (!registered.ok) throw new Error(`sign-up answered ${registered.status}: ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), cookie, 'x-forwarded-for': `10.45.${n >> 8}.${n & 255}` },
      body: body ? JSON.stringify(body) : null,
      redirect: 'manual',
    });
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  await send('PATCH', '/api/profile', { businessName: tenant.tenantName, email: 'owner@biz.example' });
  const checkout = (await (await send('POST', '/api/create-subscription', { tierId: 'professional', yearly: false })).json()) as {
    checkoutUrl: string;
  };
  await send(
    'GET',
    `/api/subscription-success?session_id=${encodeURIComponent(new URL(checkout.checkoutUrl, base).searchParams.get('session')!)}`,
  );
  xero.tenants = [{ ...tenant, tenantType: 'ORGANISATION' }];
  const { data } = (await (await send('GET', '/api/job-systems/xero/connect-url')).json()) as { data: { url: string } };
  const back = new URL((await fetch(data.url, { redirect: 'manual' })).headers.get('location')!);
  const page = await (await send('GET', `${back.pathname}${back.search}`)).text();
  if (!page.includes('Xero connected')) throw new Error(`Xero did not connect: ${page}`);
  await send('PUT', '/api/job-systems/rules', {
    trigger: 'paid',
    delayMinutes: 0,
    cooldownDays: 180,
    minimumValue: null,
    excludeTag: null,
    channel: 'email',
    consentConfirmed: true,
  });
}

/** Waits until every event of the organisations is handled; seconds from `since`. */
async function drained(db: pg.Client, tenantIds: string[], since: number): Promise<number> {
  for (;;) {
    const { rows } = await db.query<{ open: string }>(
      'select count(*)::text as open from jobsystems_event where tenant_id = any($1) and handled_at is null',
      [tenantIds],
    );
    if (rows[0]!.open === '0') return round((performance.now() - since) / 1000);
    if (performance.now() - since > 600_000) throw new Error(`${rows[0]!.open} events still not handled after 10 minutes`);
    await sleep(500);
  }
}

async function outcomes(db: pg.Client, tenantIds: string[]) {
  const { rows } = await db.query<{ asked: string; skipped: string; invitations: string; duplicates: string }>(
    `with businesses as (select business_id from jobsystems_connection where provider = 'xero' and tenant_id = any($1))
     select (select count(*) from jobsystems_job where business_id in (select business_id from businesses) and outcome = 'asked')::text as asked,
            (select count(*) from jobsystems_job where business_id in (select business_id from businesses) and outcome = 'skipped')::text as skipped,
            (select count(*) from invites_invitation where business_id in (select business_id from businesses))::text as invitations,
            (select count(*) from (select reference from invites_invitation where business_id in (select business_id from businesses)
               group by reference having count(*) > 1) d)::text as duplicates`,
    [tenantIds],
  );
  const r = rows[0]!;
  return { asked: Number(r.asked), skipped: Number(r.skipped), invitations: Number(r.invitations), duplicates: Number(r.duplicates) };
}

/** Twenty organisations, each a business's, connected through Xero's sign-in; their invoices' events, interleaved. */
async function organisations(base: string, xero: XeroStandIn, phase: number) {
  const orgs = Array.from({ length: ORGS }, (_, k) => ({
    tenantId: `b000000${phase}-0000-4000-8000-${String(k).padStart(12, '0')}`,
    tenantName: `Bench Plumbing ${phase}.${k}`,
  }));
  const invoices = orgs.map((o) => seedOrganisation(xero, o.tenantId));
  for (const o of orgs) await connectedOwner(base, xero, o);
  const events: Array<{ tenantId: string; invoiceId: string }> = [];
  for (let i = 0; i < PER_ORG; i++) orgs.forEach((o, k) => events.push({ tenantId: o.tenantId, invoiceId: invoices[k]![i]! }));
  return { tenants: orgs.map((o) => o.tenantId), orgs, events };
}

export async function jobSystemsBench(
  start: (env: Record<string, string>, port: number) => Promise<Started>,
  databaseUrl: string,
): Promise<JobSystemsFigures> {
  const xero = new XeroStandIn(XERO_CLIENT);
  const xeroUrl = await xero.start();
  const env = (port: number) => ({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    XERO_CLIENT_ID: XERO_CLIENT.id,
    XERO_CLIENT_SECRET: XERO_CLIENT.secret,
    XERO_WEBHOOK_KEY,
    XERO_LOGIN_URL: xeroUrl,
    XERO_IDENTITY_URL: xeroUrl,
    XERO_API_BASE_URL: xeroUrl,
    SECRETS_KEY: Buffer.alloc(32, 4).toString('base64'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const servers: Started[] = [];
  const known: Array<{ tenantId: string; tenantName: string; tenantType: string }> = [];
  try {
    // One process.
    servers.push(await start(env(3381), 3381));
    const one = await organisations(servers[0]!.url, xero, 1);
    known.push(...one.orgs.map((o) => ({ ...o, tenantType: 'ORGANISATION' })));
    xero.tenants = [...known];
    const bodies = one.events.map((e, i) => eventBody(e.tenantId, e.invoiceId, i));
    const bare = await bareIntake(databaseUrl);
    const baseline = await burst(bodies.map((body) => ({ url: bare.url, body })));
    await bare.close();
    const sent = performance.now();
    const oneBurst = await burst(bodies.map((body) => ({ url: `${servers[0]!.url}/api/webhooks/xero`, body })));
    const oneDrain = await drained(db, one.tenants, sent);
    const oneOutcomes = await outcomes(db, one.tenants);

    // Three processes on the database: each event to one, and again (a retry) to another.
    servers.push(await start(env(3382), 3382), await start(env(3383), 3383));
    const three = await organisations(servers[1]!.url, xero, 3);
    known.push(...three.orgs.map((o) => ({ ...o, tenantType: 'ORGANISATION' })));
    xero.tenants = [...known];
    const targets = three.events.flatMap((e, i) => [
      { url: `${servers[i % 3]!.url}/api/webhooks/xero`, body: eventBody(e.tenantId, e.invoiceId, i) },
      { url: `${servers[(i + 1) % 3]!.url}/api/webhooks/xero`, body: eventBody(e.tenantId, e.invoiceId, i) },
    ]);
    const sentThree = performance.now();
    const threeBurst = await burst(targets);
    const threeDrain = await drained(db, three.tenants, sentThree);
    const { rows } = await db.query<{ stored: string; handled: string }>(
      'select count(*)::text as stored, count(handled_at)::text as handled from jobsystems_event where tenant_id = any($1)',
      [three.tenants],
    );
    return {
      one: { ...oneBurst, baseline, drainSeconds: oneDrain, ...oneOutcomes },
      three: {
        ...threeBurst,
        delivered: targets.length,
        stored: Number(rows[0]!.stored),
        handled: Number(rows[0]!.handled),
        drainSeconds: threeDrain,
        ...(await outcomes(db, three.tenants)),
      },
    };
  } finally {
    for (const s of servers) await s.stop();
    await db.end();
    await xero.close();
  }
}

export function jobSystemsSection(f: JobSystemsFigures): string {
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .map(([k, v]) => `${v}× ${k}`)
      .join(', ');
  return [
    '## Job systems: a burst of Xero events (PostgreSQL)\n',
    `${EVENTS} signed INVOICE events, one per request, spread evenly over a minute (open loop), for ${EVENTS} paid invoices of ${ORGS} businesses' organisations (${EVENTS - REPEATS} customers, ${REPEATS} of them on a second invoice). Korero reads each organisation at most 55 calls a minute (Xero allows 60), 2 an invoice. The baseline is a bare Node server in the same run that checks the same signature and stores the same row with raw \`pg\`.\n`,
    '| figure | measured | target |\n|---|---|---|',
    `| one process: intake p99 (p50) | ${f.one.p99} ms (${f.one.p50} ms); ${statuses(f.one.statuses)} | ≤ ${TARGET_P99} ms |`,
    `| baseline: bare server, same signature check and insert, p99 (p50) | ${f.one.baseline.p99} ms (${f.one.baseline.p50} ms) | — |`,
    `| one process: from the first event to the last handled | ${f.one.drainSeconds} s: ${f.one.asked} asked, ${f.one.skipped} skipped, ${f.one.invitations} invitations | ${EVENTS - REPEATS} asked, ${REPEATS} skipped (asked recently) |`,
    `| three processes, each event sent twice to two of them: intake p99 (p50) | ${f.three.p99} ms (${f.three.p50} ms); ${statuses(f.three.statuses)} | — |`,
    `| three processes: events delivered, stored, handled | ${f.three.delivered}, ${f.three.stored}, ${f.three.handled} (in ${f.three.drainSeconds} s) | ${EVENTS * 2}, ${EVENTS}, ${EVENTS} |`,
    `| three processes: asked, skipped, invitations, duplicated invitations | ${f.three.asked}, ${f.three.skipped}, ${f.three.invitations}, ${f.three.duplicates} | ${EVENTS - REPEATS}, ${REPEATS}, ${EVENTS - REPEATS}, 0 |`,
  ].join('\n');
}
