/**
 * Costs as the data grows (issue 38): a Korero process on PostgreSQL seeded with SQL to a fraction of 10,000
 * businesses, 1,000,000 invitations (100,000 open, reminders due at spread times), 1,000,000 submissions (100,000 in
 * one business), 200,000 compliance jobs and 1,000,000 sessions; measured at 1% and at full size, side by side. The
 * figure is the ratio full ÷ 1%: a cost that follows the work, not the table, stays near 1.
 *
 * SCALE_FACTOR scales "full size" (1 is the issue's; 0.001 proves the bench works in seconds on a busy machine).
 * It measures whatever the code is: it drives the HTTP API and the job schedule, and only the EXPLAINs copy queries.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpOwner } from './owner.ts';

export const FULL = {
  businesses: 10_000,
  invitations: 1_000_000,
  open: 100_000,
  submissions: 1_000_000,
  inBusiness: 100_000,
  jobs: 200_000,
  sessions: 1_000_000,
};
/** Reminders due when the sweep runs, at both sizes (fewer only when the size has fewer open invitations). */
const DUE = 1_000;
const PAGE = 20;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const SIGN_INS = Number(process.env.BENCH_SCALE_SIGN_INS ?? 30);
/** Tables that are large at full size: a sequential scan of any of them in a hot query is flagged. */
const LARGE = [
  'core_user',
  'core_session',
  'invites_invitation',
  'invites_reminder',
  'reviews_submission',
  'reviews_review',
  'compliance_job',
  'core_job',
];

type Sizes = typeof FULL;
export interface Latency {
  p50: number;
  p95: number;
  requests: number;
  errors: number;
}
export interface ScaleRun {
  sizes: Sizes;
  seedSeconds: number;
  sweep: { due: number; sent: number; ms: number };
  pages: Array<{ name: string } & Latency>;
  signIn: Latency;
  signedIn: Latency;
  explain: Array<{ query: string; plan: string; seqScans: string[] }>;
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function sizesAt(fraction: number): Sizes {
  const f = (n: number) => Math.max(1, Math.round(n * fraction));
  return {
    businesses: Math.max(2, f(FULL.businesses)),
    invitations: f(FULL.invitations),
    open: f(FULL.open),
    submissions: f(FULL.submissions),
    inBusiness: f(FULL.inBusiness),
    jobs: f(FULL.jobs),
    sessions: f(FULL.sessions),
  };
}

/**
 * The seed, in SQL. `shiftMs`: how far ahead the process's clock runs (so that it is day in New Zealand, when reminders
 * go); every time the process compares is written relative to its clock, not the database's.
 */
async function seed(c: pg.Client, owner: string, s: Sizes, shiftMs: number): Promise<void> {
  const now = `(now() + ${shiftMs} * interval '1 millisecond')`;
  // Businesses are their owners' accounts; the bench's owner (signed up through the API) is one of them.
  await c.query(
    `insert into core_user (id, username, username_key, email, email_key, password_hash, created_at)
     select gen_random_uuid(), 'owner' || g, 'owner' || g, 'owner' || g || '@scale.example', 'owner' || g || '@scale.example', 'x', ${now} - g * interval '1 hour'
       from generate_series(1, $1::int) g`,
    [s.businesses - 1],
  );
  await c.query(`create temporary table b as select row_number() over (order by id) as n, id from core_user`);
  await c.query('create index on b (n)');
  const business = (expr: string) => `(select id from b where n = 1 + (${expr}) % ${s.businesses})`;
  // Invitations: `open` not finished, of which DUE are past their reminder (3 to 40 days old), the rest younger than
  // 3 days at spread times; the others finished or past the 60 days reminders look back.
  const due = Math.min(DUE, s.open);
  await c.query(
    `insert into invites_invitation (id, business_id, token, customer_name, customer_email, message_channel, job_description, job_location,
       team_members, send_email, consent_at, created_at, completed_at)
     select gen_random_uuid(), ${business('g * 7919')}, left(md5(g::text || 'scale'), 22), 'Customer ' || g, 'c' || g || '@customers.example', 'email',
       'Job ' || (g % 40), 'Wellington', '[]'::jsonb, true, ts, ts, case when g > $2 then ts + interval '1 day' end
     from (select g, case when g <= $3 then ${now} - interval '3 days 1 hour' - (g % 37) * interval '1 day'
                          when g <= $2 then ${now} - (g % 4000) * interval '1 minute'
                          else ${now} - interval '61 days' - (g % 700) * interval '1 day' end as ts
             from generate_series(1, $1::int) g) x`,
    [s.invitations, s.open, due],
  );
  // Submissions: inBusiness in the owner's business, the rest spread; each with its review.
  await c.query(
    `insert into reviews_submission (id, business_id, source, star_rating, selected_feedback, rating_scores, reviewer_text, destination,
       photo_keys, used_voice, customer_name, job_description, job_location, team_members, consent_at, created_at)
     select gen_random_uuid(), case when g <= $2 then $3::uuid else ${business('g * 104729')} end, 'simple', 1 + g % 5, '[]'::jsonb, '{}'::jsonb,
       'Great job', 'private', '[]'::jsonb, false,
       (array['Aroha','Wiremu','Mere','Tane','Hemi','Kiri','Rangi','Sione'])[1 + g % 8] || ' ' || (g % 997), 'Job ' || (g % 40), 'Wellington',
       '[]'::jsonb, ts, ts
     from (select g, ${now} - (g::float / $1) * interval '730 days' as ts from generate_series(1, $1::int) g) x`,
    [s.submissions, s.inBusiness, owner],
  );
  await c.query(
    `insert into reviews_review (id, submission_id, business_id, ai_generated_text, reviewer_approved_text, created_at, updated_at)
     select gen_random_uuid(), id, business_id, 'draft', 'Tidy work on the ' || job_description, created_at, created_at from reviews_submission`,
  );
  await c.query(
    `insert into compliance_job (id, business_id, job_date, customer_name, description, technicians, outcome, source, created_at, updated_at)
     select gen_random_uuid(), ${business('g * 31')}, to_char(${now} - (g % 365) * interval '1 day', 'YYYY-MM-DD'), 'Customer ' || g,
       'Job ' || (g % 40), '[]'::jsonb, 'pending', 'manual', ${now}, ${now}
     from generate_series(1, $1::int) g`,
    [s.jobs],
  );
  await c.query(
    `insert into core_session (id, user_id, business_id, created_at, last_seen_at, expires_at)
     select md5(g::text || 'session'), b.id, b.id, ${now} - (g % 30) * interval '1 day', ${now} - (g % 30) * interval '1 day',
       ${now} + interval '30 days' - (g % 60) * interval '1 day'
     from generate_series(1, $1::int) g join b on b.n = 1 + g % ${s.businesses}`,
    [s.sessions],
  );
  for (const table of LARGE) await c.query(`vacuum analyze ${table}`);
}

/** Every response's latency of `url` for SECONDS (after a second's warm-up), by two connections. */
async function load(url: string, cookie: string): Promise<Latency> {
  const run = (duration: number, samples?: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, headers: { cookie }, connections: 2, duration }, (err, result) =>
        err ? reject(err) : resolve(result),
      );
      if (samples) instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms));
    });
  await run(1);
  const samples: number[] = [];
  const result = await run(SECONDS, samples);
  return { ...percentiles(samples), errors: result.errors + result.non2xx };
}

function percentiles(samples: number[]): Omit<Latency, 'errors'> {
  samples.sort((a, b) => a - b);
  const at = (q: number) => round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN);
  return { p50: at(0.5), p95: at(0.95), requests: samples.length };
}

/** The reminder sweep made due now; how long until every due reminder is recorded (or the sweep's job finished). */
async function timeSweep(c: pg.Client, due: number): Promise<ScaleRun['sweep']> {
  const started = performance.now();
  await c.query(`update core_job_schedule set next_run_at = now() - interval '1 day' where name = 'invites.reminderSweep'`);
  for (;;) {
    const [row] = (
      await c.query(
        `select (select count(*) from invites_reminder)::int as sent,
                (select count(*) from core_job where name = 'invites.reminderSweep' and status in ('done', 'failed'))::int as finished`,
      )
    ).rows as Array<{ sent: number; finished: number }>;
    if (row!.sent >= due || row!.finished > 0) return { due, sent: row!.sent, ms: Math.round(performance.now() - started) };
    if (performance.now() - started > 120_000) throw new Error(`the reminder sweep had sent ${row!.sent} of ${due} after 2 minutes`);
    await sleep(20);
  }
}

/** Sign-ins one after another, each from an address of its own (the per-client limit), with the owner's password. */
async function signIns(base: string, username: string, password: string): Promise<Latency> {
  const samples: number[] = [];
  let errors = 0;
  for (let i = 0; i < SIGN_INS; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + (i % 250)}` },
      body: JSON.stringify({ username, password }),
    });
    await res.arrayBuffer();
    samples.push(performance.now() - t);
    if (!res.ok) errors += 1;
  }
  return { ...percentiles(samples), errors };
}

async function explainAll(c: pg.Client, owner: string, shiftMs: number, lastOffset: number): Promise<ScaleRun['explain']> {
  const now = new Date(Date.now() + shiftMs);
  const run = async (query: string, sql: string, params: unknown[]) => {
    const rows = (await c.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params)).rows as Array<{
      'QUERY PLAN': string;
    }>;
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!).filter((t) => LARGE.includes(t));
    return { query, plan, seqScans: [...new Set(seqScans)] };
  };
  const session = (await c.query('select id from core_session where user_id = $1 limit 1', [owner])).rows[0]?.id ?? 'none';
  return [
    // Copies of the statements as this commit runs them (modules/invites/server/reminders.ts, reviews' owner.service.ts,
    // core's sessions and jobs): when the code changes, change these.
    await run(
      'the reminder sweep: invitations due a reminder (a batch)',
      `select i.id from invites_invitation i left join invites_reminder_settings s on s.business_id = i.business_id
        where i.completed_at is null and i.cancelled_at is null and (i.send_sms or i.send_email) and i.created_at > $1::timestamptz
          and (select count(*) from invites_reminder r where r.invitation_id = i.id) < coalesce(s.reminders, 1)
          and coalesce((select max(at) from invites_reminder r where r.invitation_id = i.id), i.created_at)
              <= $2::timestamptz - make_interval(days => coalesce(s.after_days, 3))
        order by i.created_at limit 20`,
      [new Date(now.getTime() - 60 * 86_400_000), now],
    ),
    await run(
      'the Reviews list, first page',
      'select s.id from reviews_submission s where s.business_id = $1 order by s.created_at desc, s.id desc limit 20 offset 0',
      [owner],
    ),
    await run(
      'the Reviews list, a page near the end',
      'select s.id from reviews_submission s where s.business_id = $1 order by s.created_at desc, s.id desc limit 20 offset $2',
      [owner, lastOffset],
    ),
    await run(
      'the Reviews list, rating=1,2, first page',
      'select s.id from reviews_submission s where s.business_id = $1 and s.star_rating in (1, 2) order by s.created_at desc, s.id desc limit 20',
      [owner],
    ),
    await run(
      'the Reviews list, q=aroha, first page with its total',
      `select s.id, count(*) over () as total from (select s.id, s.created_at from reviews_submission s where s.business_id = $1
          and (s.customer_name ilike $2 or s.job_description ilike $2 or s.job_location ilike $2 or s.reviewer_text ilike $2)
        union select s.id, s.created_at from reviews_review r join reviews_submission s on s.id = r.submission_id
          where r.business_id = $1 and r.reviewer_approved_text ilike $2) s order by s.created_at desc, s.id desc limit 20`,
      [owner, '%aroha%'],
    ),
    await run('a signed-in request: the session', 'select * from core_session where id = $1 and expires_at > $2', [session, now]),
    await run('the sessions a user has (sign-in, sign-out everywhere)', 'select id from core_session where user_id = $1', [owner]),
    await run('active sessions counted (the admin figures)', 'select count(*) from core_session where expires_at > $1', [now]),
    await run(
      'the job claim',
      `select id from core_job where status = 'queued' and run_at <= $1 and name = any($2::text[]) order by run_at limit 5 for update skip locked`,
      [now, '{invites.reminderSweep,messaging.deliver}'],
    ),
  ];
}

/**
 * One size: a fresh database (`databaseUrl`, migrated by the process at `base`), the seed, then each measure.
 * `shiftMs` is the process's clock shift.
 */
export async function scaleRun(base: string, databaseUrl: string, sizes: Sizes, shiftMs: number): Promise<ScaleRun> {
  const { username, cookie } = await signUpOwner(base, 'scale');
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const owner = (await c.query('select id from core_user where username = $1', [username])).rows[0].id as string;
    const t0 = performance.now();
    await seed(c, owner, sizes, shiftMs);
    const seedSeconds = round((performance.now() - t0) / 1000);
    const sweep = await timeSweep(c, Math.min(DUE, sizes.open));
    const lastPage = Math.max(1, Math.floor(sizes.inBusiness / PAGE) - 1);
    const pages: ScaleRun['pages'] = [];
    for (const [name, path] of [
      ['first page', '/api/submissions?page=1'],
      ['a page near the end', `/api/submissions?page=${lastPage}`],
      ['rating=1,2, first page', '/api/submissions?rating=1,2'],
      ['q=aroha, first page', '/api/submissions?q=aroha'],
    ] as const) {
      const check = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
      pages.push({ name, ...(await load(`${base}${path}`, cookie)) });
    }
    const signIn = await signIns(base, username, 'bench password 1');
    const signedIn = await load(`${base}/api/user`, cookie);
    const explain = await explainAll(c, owner, shiftMs, (lastPage - 1) * PAGE);
    return { sizes, seedSeconds, sweep, pages, signIn, signedIn, explain };
  } finally {
    await c.end();
  }
}

const ratio = (full: number, small: number) => (small > 0 ? round(full / small, 2) : Number.NaN);
const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** The section of RESULTS.md: both sizes side by side, the ratios against the issue's targets, the plans. */
export function scaleSection(small: ScaleRun, full: ScaleRun, scaleFactor: number): string {
  const n = (x: number) => x.toLocaleString('en-NZ');
  const out = [
    `## Scale: costs as the data grows (PostgreSQL, 1% and full size${scaleFactor === 1 ? '' : `; full size × ${scaleFactor}, SCALE_FACTOR`})\n`,
    `One Korero process on a fresh database per size, seeded with SQL; two autocannon connections for ${SECONDS} s per page; ${SIGN_INS} sign-ins one after another. The ratio full ÷ 1% is the figure: a cost that follows the work due, not the table, stays near 1. ✗ marks a miss.${scaleFactor < 0.1 ? ' At this small a SCALE_FACTOR the figures only show that the bench runs: the planner reads small tables sequentially, and the machine is what is measured.' : ''}\n`,
    '| rows | 1% | full |\n|---|---|---|',
    ...(Object.keys(full.sizes) as Array<keyof Sizes>).map((k) => `| ${k} | ${n(small.sizes[k])} | ${n(full.sizes[k])} |`),
    `| seeding, s | ${small.seedSeconds} | ${full.seedSeconds} |`,
    '\n| measure | 1% | full | ratio | target |\n|---|---|---|---|---|',
  ];
  const sweepRatio = ratio(full.sweep.ms, small.sweep.ms);
  out.push(
    `| reminder sweep, ${n(full.sweep.due)} due (sent ${small.sweep.sent} / ${full.sweep.sent}), ms | ${small.sweep.ms} | ${full.sweep.ms}${mark(full.sweep.ms <= 1000)} | ${sweepRatio}${mark(sweepRatio <= 1.5)} | ≤ 1,000 ms, ratio ≤ 1.5 |`,
  );
  small.pages.forEach((p, i) => {
    const f = full.pages[i]!;
    const r = ratio(f.p95, p.p95);
    out.push(
      `| Reviews list, ${p.name}: p95 ms (p50; errors) | ${p.p95} (${p.p50}; ${p.errors}) | ${f.p95}${mark(f.p95 <= 30)} (${f.p50}; ${f.errors}) | ${r}${mark(r <= 1.5)} | p95 ≤ 30 ms, ratio ≤ 1.5 |`,
    );
  });
  const si = ratio(full.signIn.p50, small.signIn.p50);
  const sr = ratio(full.signedIn.p95, small.signedIn.p95);
  out.push(
    `| sign-in, p50 ms (p95; errors) | ${small.signIn.p50} (${small.signIn.p95}; ${small.signIn.errors}) | ${full.signIn.p50} (${full.signIn.p95}; ${full.signIn.errors}) | ${si}${mark(si <= 1.2)} | ratio ≤ 1.2 |`,
    `| a signed-in request (GET /api/user), p95 ms (p50; errors) | ${small.signedIn.p95} (${small.signedIn.p50}; ${small.signedIn.errors}) | ${full.signedIn.p95} (${full.signedIn.p50}; ${full.signedIn.errors}) | ${sr}${mark(sr <= 1.2)} | ratio ≤ 1.2 |`,
  );
  const flagged = full.explain.filter((e) => e.seqScans.length > 0);
  out.push(
    '\n### Plans of the hot queries at full size (EXPLAIN ANALYZE)\n',
    flagged.length
      ? `**Sequential scans on large tables:** ${flagged.map((e) => `${e.query} (${e.seqScans.join(', ')})`).join('; ')}.\n`
      : 'No sequential scan on a large table.\n',
  );
  for (const e of full.explain)
    out.push(`${e.query}${e.seqScans.length ? ` — **Seq Scan on ${e.seqScans.join(', ')}**` : ''}:\n\n\`\`\`\n${e.plan}\n\`\`\`\n`);
  return out.join('\n');
}
