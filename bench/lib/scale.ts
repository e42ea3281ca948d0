/**
 * Costs as the data grows (issue 38): a Korero process on PostgreSQL seeded with SQL to a fraction of 10,000
 * businesses, 1,000,000 invitations (100,000 open, reminders due at spread times), 1,000,000 submissions (100,000 in
 * one business), 200,000 compliance jobs and 1,000,000 sessions; measured at 1% and at full size, side by side. The
 * figure is the ratio full ÷ 1%: a cost that follows the work, not the table, stays near 1.
 *
 * SCALE_FACTOR scales "full size" (1 is the issue's; 0.001 proves the bench works in seconds on a busy machine).
 * It measures whatever the code is: it drives the HTTP API and the job schedule, and only the EXPLAINs copy queries
 * (and the seed copies the rule for `invites_invitation.remind_at`): keep those in step with the code.
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
/**
 * The businesses those reminders belong to, at both sizes (fewer only when the size has fewer businesses): the sweep
 * queues one job per business with a reminder due (decision 0031), so the same work due is the same number of jobs.
 */
const DUE_BUSINESSES = 100;
const PAGE = 20;
/** The fewest submissions in the owner's business: q=ar (one name in 8) still has a second page. */
const MIN_LIST = 400;
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
  sweep: { due: number; sent: number; jobs: number; ms: number; waitMs: number };
  pages: Array<{ name: string } & Latency>;
  signIn: Latency;
  signedIn: Latency;
  explain: Array<{ query: string; plan: string; seqScans: string[] }>;
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function sizesAt(fraction: number): Sizes {
  const f = (n: number) => Math.max(1, Math.round(n * fraction));
  // At least MIN_LIST in the owner's business, so that every measured page (a search's second one too) exists.
  const inBusiness = Math.max(MIN_LIST, f(FULL.inBusiness));
  return {
    businesses: Math.max(2, f(FULL.businesses)),
    invitations: f(FULL.invitations),
    open: f(FULL.open),
    submissions: Math.max(inBusiness, f(FULL.submissions)),
    inBusiness,
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
  // No scheduled run (a reminder sweep's first comes 5 minutes after start) meets a half-seeded database or sends the
  // reminders the measured sweep is to send: every schedule waits a day, until timeSweep makes one due.
  await c.query(`update core_job_schedule set next_run_at = ${now} + interval '1 day'`);
  // Businesses are their owners' accounts; the bench's owner (signed up through the API) is one of them.
  await c.query(
    `insert into core_user (id, username, username_key, email, email_key, password_hash, created_at)
     select gen_random_uuid(), 'owner' || g, 'owner' || g, 'owner' || g || '@scale.example', 'owner' || g || '@scale.example', 'x', ${now} - g * interval '1 hour'
       from generate_series(1, $1::int) g`,
    [s.businesses - 1],
  );
  await c.query(`create temporary table b as select row_number() over (order by id) as n, id from core_user`);
  await c.query('create index on b (n)');
  // Each business has its profile (its name, set when it starts out), as any business sending invitations does.
  await c.query(
    `insert into business_profile (business_id, business_name, email, service_types, business_type, created_at, updated_at)
     select id, 'Business ' || n, 'owner' || n || '@scale.example', '[]'::jsonb, 'general', ${now}, ${now} from b
     on conflict (business_id) do nothing`,
  );
  const business = (expr: string) => `(select id from b where n = 1 + (${expr}) % ${s.businesses})`;
  // Invitations: `open` not finished, of which DUE are past their reminder (3 to 40 days old, in DUE_BUSINESSES
  // businesses), the rest younger than 3 days at spread times; the others finished or past the 60 days reminders look
  // back. `remind_at` by the rule the code keeps (NEXT_REMINDER_AT, modules/invites/server/reminders.ts) for what the
  // seed writes: no reminder settings (1 reminder, 3 days after), none sent yet, by email; null once finished or over
  // 60 days old. Without it the sweep, which reads only invitations with a `remind_at`, would see none.
  const due = Math.min(DUE, s.open);
  await c.query(
    `insert into invites_invitation (id, business_id, token, customer_name, customer_email, message_channel, job_description, job_location,
       team_members, send_email, consent_at, created_at, completed_at, remind_at)
     select gen_random_uuid(), case when g <= $3 then ${business(`g % ${Math.min(DUE_BUSINESSES, s.businesses)}`)} else ${business('g::bigint * 7919')} end,
       left(md5(g::text || 'scale'), 22), 'Customer ' || g, 'c' || g || '@customers.example', 'email',
       'Job ' || (g % 40), 'Wellington', '[]'::jsonb, true, ts, ts, case when g > $2 then ts + interval '1 day' end,
       case when g <= $2 and ts > ${now} - interval '60 days' then ts + make_interval(days => 3) end
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
     select gen_random_uuid(), case when g <= $2 then $3::uuid else ${business('g::bigint * 104729')} end, 'simple', 1 + g % 5, '[]'::jsonb, '{}'::jsonb,
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
     select gen_random_uuid(), ${business('g::bigint * 31')}, to_char(${now} - (g % 365) * interval '1 day', 'YYYY-MM-DD'), 'Customer ' || g,
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
  // The seed's writes flushed now, not by the checkpointer while the first measure runs (on two cores it competes).
  await c.query('checkpoint');
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

/**
 * The reminder sweep made due now, run as the code runs it: the process's schedule queues `invites.reminderSweep`,
 * which queues one `invites.remindBusiness` per business with a reminder due (decision 0031), which send them. `ms` is
 * the sweep's own time, by the process's clock: from its worker taking up the due schedule (the sweep job's
 * `created_at`) to the last business job finished. `waitMs` adds the wait for that worker's next poll (up to its 1 s
 * interval, a cost of when the schedule fell due, not of the work): from making the schedule due, by this bench's
 * clock. `sent` falls short of `due` when not every reminder went (the table says so).
 */
async function timeSweep(c: pg.Client, due: number, shiftMs: number): Promise<ScaleRun['sweep']> {
  const count = async () =>
    (
      await c.query(
        `select (select count(*) from invites_reminder)::int as sent,
                (select count(*) from core_job where name = 'invites.reminderSweep' and status in ('done', 'failed'))::int as swept,
                (select count(*) from core_job where name = 'invites.remindBusiness')::int as jobs,
                (select count(*) from core_job where name = 'invites.remindBusiness' and status in ('queued', 'running'))::int as waiting`,
      )
    ).rows[0] as { sent: number; swept: number; jobs: number; waiting: number };
  const before = await count();
  const started = performance.now();
  await c.query(
    `update core_job_schedule set next_run_at = now() + ${shiftMs} * interval '1 millisecond' - interval '1 minute' where name = 'invites.reminderSweep'`,
  );
  for (;;) {
    const row = await count();
    const waitMs = Math.round(performance.now() - started);
    if (row.swept > before.swept && row.waiting === 0) {
      const [own] = (
        await c.query(
          `select round(extract(epoch from (select max(finished_at) from core_job where name = 'invites.remindBusiness' and created_at >= sweep.created_at)
                   - sweep.created_at) * 1000)::int as ms
             from (select created_at from core_job where name = 'invites.reminderSweep' order by created_at desc limit 1) sweep`,
        )
      ).rows as Array<{ ms: number | null }>;
      return { due, sent: row.sent - before.sent, jobs: row.jobs - before.jobs, ms: own?.ms ?? waitMs, waitMs };
    }
    if (waitMs > 120_000)
      throw new Error(
        `the reminder sweep had sent ${row.sent - before.sent} of ${due} after 2 minutes (${row.jobs - before.jobs} business jobs)`,
      );
    await sleep(20);
  }
}

/** The API's keyset cursor (core/src/sdk/http.ts encodeCursor): base64url JSON [created_at as UTC text, id, total, capped]. */
const cursorOf = (at: string, id: string, total: number, capped: boolean) =>
  Buffer.from(JSON.stringify([at, id, total, capped ? 1 : 0])).toString('base64url');
const totalOf = (cursor: string) => {
  const [, , total, capped] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string, number, number];
  return { total, capped: capped === 1 };
};

async function page(base: string, cookie: string, path: string): Promise<{ count: number; nextCursor: string | null }> {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: unknown[]; pagination: { nextCursor: string | null } };
  return { count: body.data.length, nextCursor: body.pagination.nextCursor };
}

/**
 * The Reviews list's pages measured, each reached as the web page reaches it: first pages by filter, later pages by
 * the cursor the page before answered. The page near the end of the owner's `inBusiness` submissions is reached by a
 * cursor made in the API's format from the row before its last two pages (walking 5,000 pages to it would be the
 * same request with another cursor); the API is asked for it first, to prove it takes the cursor and answers a page.
 */
async function listPages(base: string, cookie: string, c: pg.Client, owner: string, inBusiness: number): Promise<Array<[string, string]>> {
  const list = `/api/submissions?limit=${PAGE}`;
  const first = await page(base, cookie, list);
  if (!first.nextCursor) throw new Error(`the owner's ${inBusiness} submissions gave no second page`);
  const counted = totalOf(first.nextCursor);
  const [row] = (
    await c.query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from reviews_submission
        where business_id = $1 order by created_at desc, id desc offset $2 limit 1`,
      [owner, Math.max(0, inBusiness - 2 * PAGE - 1)],
    )
  ).rows as Array<{ at: string; id: string }>;
  const nearEnd = `${list}&cursor=${cursorOf(row!.at, row!.id, counted.total, counted.capped)}`;
  const end = await page(base, cookie, nearEnd);
  if (end.count !== Math.min(PAGE, inBusiness - Math.max(0, inBusiness - 2 * PAGE - 1) - 1))
    throw new Error(`the page near the end answered ${end.count} rows`);
  const after = async (path: string) => {
    const { nextCursor } = await page(base, cookie, path);
    if (!nextCursor) throw new Error(`${path} gave no next page`);
    return `${path}&cursor=${nextCursor}`;
  };
  return [
    ['first page', list],
    [`a page near the end of ${inBusiness.toLocaleString('en-NZ')}, by cursor`, nearEnd],
    ['rating=1,2, first page', `${list}&rating=1,2`],
    ['rating=1,2, next page by cursor', await after(`${list}&rating=1,2`)],
    ['q=aroha, first page', `${list}&q=aroha`],
    ['q=aroha, next page by cursor', await after(`${list}&q=aroha`)],
    ['q=ar (2 characters), first page', `${list}&q=ar`],
    ['q=ar, next page by cursor', await after(`${list}&q=ar`)],
  ];
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

/**
 * What follows `from` for the owner's Reviews list with these query parameters: a copy of `submissionFilter`
 * (modules/reviews/server/owner.service.ts) for the filters the bench uses (rating, q, cursor), with `$n` parameters.
 */
function submissionFrom(owner: string, query: URLSearchParams): { from: string; params: unknown[] } {
  const params: unknown[] = [owner];
  const p = (value: unknown) => `$${params.push(value)}`;
  const clauses = ['s.business_id = $1'];
  const rating = query.get('rating');
  if (rating)
    clauses.push(
      `s.star_rating in (${rating
        .split(',')
        .map((r) => p(Number(r)))
        .join(', ')})`,
    );
  const cursor = query.get('cursor');
  if (cursor) {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    clauses.push(`(s.created_at, s.id) < (${p(at)}::timestamptz, ${p(id)}::uuid)`);
  }
  const where = clauses.join(' and ');
  const q = query.get('q')?.trim();
  if (!q) return { from: `reviews_submission s where ${where}`, params };
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (q.length < 3) {
    const prefix = p(`${escaped}%`);
    return {
      from: `reviews_submission s where ${where} and (lower(s.customer_name) like ${prefix} or split_part(lower(s.customer_name), ' ', 2) like ${prefix})`,
      params,
    };
  }
  const like = p(`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  // The walk a word of 3 or more characters takes first (OwnerReviews #walk, decision 0038): the business's newest
  // 1,000 rows after the cursor, each tested; a word too rare to fill the page there falls back to the trigram union.
  return {
    from: `(select s.id, s.created_at, s.customer_name, s.job_description, s.job_location, s.job_reference, s.reviewer_text
        from reviews_submission s where ${where} order by s.created_at desc, s.id desc limit 1000) s
      where (s.customer_name ilike ${like} or s.job_description ilike ${like} or s.job_location ilike ${like}
        or s.job_reference ilike ${like} or s.reviewer_text ilike ${like}
        or exists (select 1 from reviews_review r where r.submission_id = s.id and r.reviewer_approved_text ilike ${like})
        or exists (select 1 from reviews_private_feedback f where f.submission_id = s.id and f.details ilike ${like}))`,
    params,
  };
}

/** NEXT_REMINDER_AT (modules/invites/server/reminders.ts) with its time as $1: when invitation i's next reminder is due. */
const NEXT_REMINDER_AT = `case when (i.send_sms or i.send_email) and i.completed_at is null and i.cancelled_at is null
      and i.created_at > $1::timestamptz - interval '60 days'
      and (select count(*) from invites_reminder r where r.invitation_id = i.id) < coalesce((select s.reminders from invites_reminder_settings s where s.business_id = i.business_id), 1)
    then coalesce((select max(r.at) from invites_reminder r where r.invitation_id = i.id), i.created_at)
      + make_interval(days => coalesce((select s.after_days from invites_reminder_settings s where s.business_id = i.business_id), 3)::int)
  end`;

/**
 * EXPLAIN ANALYZE of each hot statement, copied from the code of this commit with the values it would bind: keep these
 * in step with the code. Writes (and the claim's row locks) are explained inside a transaction that is rolled back.
 */
async function explainAll(c: pg.Client, owner: string, shiftMs: number, pages: Array<[string, string]>): Promise<ScaleRun['explain']> {
  const now = new Date(Date.now() + shiftMs);
  const run = async (query: string, sql: string, params: unknown[]) => {
    await c.query('begin');
    try {
      const rows = (await c.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params)).rows as Array<{
        'QUERY PLAN': string;
      }>;
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!).filter((t) => LARGE.includes(t));
      return { query, plan, seqScans: [...new Set(seqScans)] };
    } finally {
      await c.query('rollback');
    }
  };
  const one = async (sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows[0] as Record<string, unknown> | undefined;
  const session = String((await one('select id from core_session where user_id = $1 limit 1', [owner]))?.id ?? 'none');
  const reminding = String(
    (await one('select business_id from invites_invitation where remind_at is not null limit 1'))?.business_id ?? owner,
  );
  const names = [
    ...(((await one(`select array_agg(name) as names from core_job_schedule`))?.names as string[] | null) ?? []),
    'invites.remindBusiness',
    'compliance.alertCheck',
    'messaging.deliver',
  ];
  const nzDate = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(now.getTime() - daysAgo * 86_400_000));
  const explained: ScaleRun['explain'] = [
    // The reminder sweep (modules/invites/server/reminders.ts): the businesses with one due, then each business's job.
    await run(
      'the reminder sweep: the businesses with a reminder due (businessesDue)',
      'select distinct business_id from invites_invitation where remind_at <= $1 and completed_at is null and cancelled_at is null',
      [now],
    ),
    await run(
      "a business's reminder job: a batch of its due invitations, locked, with when each is due worked out again (remindBusiness, rolled back)",
      `update invites_invitation i set remind_at = ${NEXT_REMINDER_AT}
        where i.id in (select id from invites_invitation
                        where business_id = $2 and remind_at <= $3 and completed_at is null and cancelled_at is null
                        order by remind_at limit 100 for update skip locked)
       returning i.id, i.token, i.short_code, i.customer_name, i.customer_phone, i.customer_email, i.job_description,
                 i.send_sms, i.send_email, coalesce(i.remind_at <= $3, false) as due_now,
                 (select count(*) from invites_reminder r where r.invitation_id = i.id) as done_count`,
      [now, reminding, now],
    ),
    // The compliance sweep (modules/compliance/server/coverage.service.ts businessesToCheck): the last 7 NZ days.
    await run(
      'the compliance sweep: the businesses with jobs in the alert window (businessesToCheck)',
      'select distinct business_id from compliance_job where job_date >= $1 and job_date <= $2',
      [nzDate(7), nzDate(1)],
    ),
  ];
  // The Reviews list (modules/reviews/server/owner.service.ts list): each measured page's statement, and the capped
  // count a first page takes (COUNT_CAP 1,000).
  for (const [name, path] of pages) {
    const query = new URL(path, 'http://bench.invalid').searchParams;
    const { from, params } = submissionFrom(owner, query);
    const at = `to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    explained.push(
      await run(
        `the Reviews list, ${name}`,
        `select s.id, ${at} as at from ${from} order by s.created_at desc, s.id desc limit ${PAGE + 1} offset 0`,
        params,
      ),
    );
    if (!query.has('cursor'))
      explained.push(
        await run(
          `the Reviews list, ${name}: its count, capped`,
          `select count(*) as n from (select 1 from ${from} limit 1001) counted`,
          params,
        ),
      );
  }
  // Sessions (core/src/identity/session-store.ts).
  explained.push(
    await run(
      'a signed-in request: the session (resolve)',
      `select s.id as session_id,
              (extract(epoch from s.last_seen_at) * 1000)::bigint as last_seen_ms,
              (extract(epoch from s.expires_at) * 1000)::bigint as expires_ms,
              u.id as user_id, u.username, u.email, u.is_admin,
              m.business_id, m.role, m.id as membership_id, m.team_member_id,
              (extract(epoch from m.last_seen_at) * 1000)::bigint as member_seen_ms
         from core_session s join core_user u on u.id = s.user_id
         left join core_membership m on m.account_id = s.user_id and m.business_id = s.business_id
        where s.id = $1`,
      [session],
    ),
    await run("signing out everywhere: a user's sessions ended (endAll, rolled back)", 'delete from core_session where user_id = $1', [
      owner,
    ]),
    await run(
      'active sessions counted (countActive, the admin figures)',
      'select count(*) as n from core_session where last_seen_at >= $1 and expires_at > $2',
      [new Date(now.getTime() - 7 * 86_400_000), now],
    ),
    // The job worker's poll (core/src/adapters/jobs/jobs.postgres.adapter.ts #claim): lapsed leases put back, then the claim.
    await run(
      'the job worker: lapsed leases put back (rolled back)',
      `update core_job set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
         finished_at = case when attempts >= max_attempts then $1::timestamptz end,
         last_error = 'its worker stopped renewing the lease (the process ended or lost the database)',
         locked_at = null, lease_until = null
       where status = 'running' and lease_until < now()`,
      [now],
    ),
    await run(
      'the job claim (rolled back)',
      `update core_job set status = 'running', locked_at = $1, attempts = attempts + 1,
         lease_until = clock_timestamp() + $2 * interval '1 millisecond'
       where id in (
         select id from core_job
         where status = 'queued' and run_at <= $3 and name = any($4::text[])
         order by run_at limit $5 for update skip locked)
       returning id, name, payload, attempts, max_attempts, backoff_seconds`,
      [now, 60_000, now, names, 5],
    ),
  );
  return explained;
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
    const sweep = await timeSweep(c, Math.min(DUE, sizes.open), shiftMs);
    const paths = await listPages(base, cookie, c, owner, sizes.inBusiness);
    const pages: ScaleRun['pages'] = [];
    for (const [name, path] of paths) pages.push({ name, ...(await load(`${base}${path}`, cookie)) });
    const signIn = await signIns(base, username, 'bench password 1');
    const signedIn = await load(`${base}/api/user`, cookie);
    const explain = await explainAll(c, owner, shiftMs, paths);
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
    `One Korero process on a fresh database per size, seeded with SQL; two autocannon connections for ${SECONDS} s per page; ${SIGN_INS} sign-ins one after another. The reminders due belong to ${DUE_BUSINESSES} businesses at both sizes (fewer if there are fewer), one job each, and the sweep is timed by the process's clock from its worker taking up the due schedule to the last business job finished (the row after adds the wait for that worker's next poll). The ratio full ÷ 1% is the figure: a cost that follows the work due, not the table, stays near 1. ✗ marks a miss.${scaleFactor < 0.1 ? ' At this small a SCALE_FACTOR the figures only show that the bench runs: the planner reads small tables sequentially, and the machine is what is measured.' : ''}\n`,
    '| rows | 1% | full |\n|---|---|---|',
    ...(Object.keys(full.sizes) as Array<keyof Sizes>).map((k) => `| ${k} | ${n(small.sizes[k])} | ${n(full.sizes[k])} |`),
    `| seeding, s | ${small.seedSeconds} | ${full.seedSeconds} |`,
    '\n| measure | 1% | full | ratio | target |\n|---|---|---|---|---|',
  ];
  const sweepRatio = ratio(full.sweep.ms, small.sweep.ms);
  out.push(
    `| reminder sweep, ${n(full.sweep.due)} due (sent ${small.sweep.sent} / ${full.sweep.sent}; business jobs ${small.sweep.jobs} / ${full.sweep.jobs}), ms | ${small.sweep.ms}${mark(small.sweep.sent >= small.sweep.due)} | ${full.sweep.ms}${mark(full.sweep.ms <= 1000 && full.sweep.sent >= full.sweep.due)} | ${sweepRatio}${mark(sweepRatio <= 1.5)} | ≤ 1,000 ms, ratio ≤ 1.5 |`,
    `| … the same, with the wait for the worker's next poll (up to 1 s), ms | ${small.sweep.waitMs} | ${full.sweep.waitMs} | ${ratio(full.sweep.waitMs, small.sweep.waitMs)} | |`,
  );
  small.pages.forEach((p, i) => {
    const f = full.pages[i]!;
    const r = ratio(f.p95, p.p95);
    out.push(
      `| Reviews list, ${f.name === p.name ? p.name : `${f.name} (at 1%: ${p.name})`}: p95 ms (p50; errors) | ${p.p95} (${p.p50}; ${p.errors}) | ${f.p95}${mark(f.p95 <= 30)} (${f.p50}; ${f.errors}) | ${r}${mark(r <= 1.5)} | p95 ≤ 30 ms, ratio ≤ 1.5 |`,
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
