/**
 * The analytics routes at scale: one business with 100,000 submissions and 150,000 invitations over two years, and
 * 50 other businesses with as many again between them, on PostgreSQL. Each range is asked 200 times in a row (after
 * 20 warm-ups) by one client; the latencies are wall-clock times of whole HTTP requests.
 */
import pg from 'pg';
import { signUpOwner } from './owner.ts';

export interface AnalyticsFigures {
  seedSeconds: number;
  /** The 1-year range with every day's figures to compute (nothing kept yet), ms. */
  coldMs: number;
  /** The 1-year range right after a new review came in (today's figures recomputed): p95 of 20, ms. */
  afterWriteP95: number;
  rows: { invitations: number; submissions: number };
  ranges: Array<{ route: string; p50: number; p95: number; max: number; target: number }>;
  explain: Array<{ query: string; plan: string }>;
}

const OWNER_INVITES = 150_000;
const OWNER_SUBMISSIONS = 100_000;
const OTHERS = 50;

/** Inserts one business's invitations and the submissions (with their reviews) of those answered. */
async function seedBusiness(c: pg.Client, businessId: string, invitations: number, answered: number): Promise<void> {
  // Every `answered`-th share of invitations gets an answer: g % invitations < answered over a shuffled order.
  await c.query(
    `insert into invites_invitation (id, business_id, token, customer_name, message_channel, job_description, job_location,
       team_members, send_sms, send_email, send_messenger, created_at, opened_at, opened_via, started_at, completed_at)
     select gen_random_uuid(), $1, substr(md5(random()::text || g::text), 1, 22), 'Customer ' || g, 'sms', 'Job ' || (g % 40),
       'Wellington',
       (case g % 4 when 0 then '["Wiremu Tane"]' when 1 then '["Sione Fifita"]' when 2 then '["Wiremu Tane", "Mere Parata"]' else '[]' end)::jsonb,
       g % 3 = 0, g % 5 = 0, false, ts,
       case when g <= $3 or g % 10 < 5 then ts + interval '1 hour' end,
       case when g <= $3 or g % 10 < 5 then (case when g % 7 = 0 then 'qr' else 'link' end) end,
       case when g <= $3 or g % 10 < 2 then ts + interval '2 hours' end,
       case when g <= $3 then ts + (g % 72) * interval '1 hour' end
     from (select g, now() - random() * interval '730 days' as ts from generate_series(1, $2::int) g) s`,
    [businessId, invitations, answered],
  );
  await c.query(
    `insert into reviews_submission (id, business_id, invite_id, source, star_rating, selected_feedback, rating_scores, reviewer_text,
       destination, photo_keys, used_voice, customer_name, job_description, job_location, team_members, consent_at, created_at)
     select gen_random_uuid(), i.business_id, i.id, 'invite', stars,
       (case when stars >= 4 then '["quality-0", "communication-1", "service-2"]' else '["timeliness-imp-0", "quality-imp-1"]' end)::jsonb,
       '{}'::jsonb, 'words', case when stars >= 4 or r < 0.5 then 'google' else 'private' end,
       (case when r < 0.2 then '["photo"]' else '[]' end)::jsonb, r > 0.85, i.customer_name, i.job_description, i.job_location,
       i.team_members, i.completed_at, i.completed_at
     from (select *, random() as r,
             case when random() < 0.6 then 5 when random() < 0.6 then 4 when random() < 0.5 then 3 when random() < 0.5 then 2 else 1 end as stars
           from invites_invitation where business_id = $1 and completed_at is not null) i`,
    [businessId],
  );
  await c.query(
    `insert into reviews_review (id, submission_id, business_id, ai_generated_text, reviewer_approved_text, created_at, updated_at)
     select gen_random_uuid(), s.id, s.business_id, 'draft',
       'Tidy work on the ' || s.job_description || repeat(' and they explained everything clearly', 1 + (abs(hashtext(s.id::text)) % 6)),
       s.created_at, s.created_at
     from reviews_submission s where s.business_id = $1`,
    [businessId],
  );
}

export async function analyticsBench(base: string, databaseUrl: string): Promise<AnalyticsFigures> {
  const { username, cookie } = await signUpOwner(base, 'analytics');
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const businessId = (await c.query('select id from core_user where username = $1', [username])).rows[0].id as string;
    const t0 = performance.now();
    await seedBusiness(c, businessId, OWNER_INVITES, OWNER_SUBMISSIONS);
    for (let i = 0; i < OTHERS; i++) {
      const other = (await c.query('select gen_random_uuid() as id')).rows[0].id as string;
      await seedBusiness(c, other, OWNER_INVITES / OTHERS, OWNER_SUBMISSIONS / OTHERS);
    }
    await c.query('analyze invites_invitation; analyze reviews_submission; analyze reviews_review');
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const counts = (
      await c.query(
        `select (select count(*) from invites_invitation where business_id = $1) as invitations,
              (select count(*) from reviews_submission where business_id = $1) as submissions`,
        [businessId],
      )
    ).rows[0];

    const time = async (url: string) => {
      const t = performance.now();
      const r = await fetch(url, { headers: { cookie } });
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      await r.arrayBuffer();
      return performance.now() - t;
    };
    const yearUrl = `${base}/api/business/analytics?timeRange=1y`;
    await c.query('update reviews_stats_day set payload = null; update invites_stats_day set payload = null');
    const coldMs = Math.round(await time(yearUrl));
    const afterWrite: number[] = [];
    for (let i = 0; i < 20; i++) {
      await c.query(
        `insert into reviews_submission (id, business_id, source, star_rating, selected_feedback, rating_scores, reviewer_text, destination,
           photo_keys, customer_name, team_members, created_at)
         values (gen_random_uuid(), $1, 'simple', 5, '["quality-0"]', '{}', '', 'google', '[]', 'Walk-in', '[]', now())`,
        [businessId],
      );
      afterWrite.push(await time(yearUrl));
    }
    afterWrite.sort((a, b) => a - b);
    const afterWriteP95 = Math.round(afterWrite[Math.floor(0.95 * afterWrite.length)]! * 10) / 10;
    const ranges: AnalyticsFigures['ranges'] = [];
    const routes = [
      ...['1m', '3m', '6m', '1y'].map((range) => ({ route: `GET /api/business/analytics?timeRange=${range}`, target: 50 })),
      { route: 'GET /api/business/analytics/summary (the dashboard card)', target: 20 },
    ];
    for (const { route, target } of routes) {
      const url = `${base}${route.split(' ')[1]}`;
      for (let i = 0; i < 20; i++) await time(url);
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) samples.push(await time(url));
      samples.sort((a, b) => a - b);
      const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
      ranges.push({ route, p50: at(0.5), p95: at(0.95), max: at(1), target });
    }

    // What a request runs: the year's kept days, and (for a day a write touched) that day's figures again.
    const explain = async (query: string, sql: string, params: unknown[]) => {
      const rows = (await c.query(`explain (analyze, costs off, timing on, summary on) ${sql}`, params)).rows as Array<{
        'QUERY PLAN': string;
      }>;
      return { query, plan: rows.map((r) => r['QUERY PLAN']).join('\n') };
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    const explainList = [
      await explain(
        "the year's kept days (reviews module; the invites module's is the same on invites_stats_day)",
        `select to_char(day, 'YYYY-MM-DD') as day, gen, payload, payload_gen from reviews_stats_day
          where business_id = $1 and day >= (current_date - 365) and day <= current_date`,
        [businessId],
      ),
      await explain(
        "one day's figures computed again after a write touched it (reviews module, the first of its five statements)",
        `select to_char(s.created_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD') as day, count(*) as n, sum(s.star_rating) as stars,
                count(*) filter (where jsonb_array_length(s.photo_keys) > 0) as photos, count(*) filter (where s.used_voice) as voice
           from reviews_submission s
          where s.business_id = $1 and s.created_at >= $2 and s.created_at < $3
            and (s.created_at at time zone 'Pacific/Auckland')::date = any($4::date[]) group by 1`,
        [businessId, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() + 86_400_000), `{${today}}`],
      ),
    ];
    return {
      seedSeconds,
      coldMs,
      afterWriteP95,
      rows: { invitations: Number(counts.invitations), submissions: Number(counts.submissions) },
      ranges,
      explain: explainList,
    };
  } finally {
    await c.end();
  }
}

/** The section of bench/RESULTS.md these figures make. */
export function analyticsSection(f: AnalyticsFigures, chartGzipKb: number | null): string {
  const lines = [
    '## Analytics at 100,000 reviews (PostgreSQL)',
    '',
    `One business with ${f.rows.submissions.toLocaleString('en-NZ')} submissions and ${f.rows.invitations.toLocaleString('en-NZ')} invitations over two years, and ${OTHERS} other businesses with as many again between them (seeded in ${f.seedSeconds} s). Each route asked 200 times in a row by one client after 20 warm-ups; whole HTTP requests, signed in, all hooks.`,
    '',
    "Each New Zealand day's figures are kept in `reviews_stats_day` and `invites_stats_day` (`core/src/sdk/daily-rollup.ts`); a trigger marks a day when a write touches it, and the next request computes that day again. Warm, a year is 365 small rows per module:",
    '',
    '| route | p50 ms | p95 ms | max ms | target (p95) |',
    '|---|---|---|---|---|',
    ...f.ranges.map((r) => `| ${r.route} | ${r.p50} | ${r.p95} | ${r.max} | ≤ ${r.target} ms ${r.p95 <= r.target ? '✓' : '✗'} |`),
    '',
    `Cold (no day kept yet: the first request after this release, for a business with two years of data), the 1-year range took ${f.coldMs} ms once. Right after a new review (today recomputed), p95 ${f.afterWriteP95} ms over 20.`,
    '',
    chartGzipKb === null
      ? ''
      : `The chart library (uPlot, in the analytics page's chart chunk, loaded only on /analytics): ${chartGzipKb} KB gzip.`,
    '',
    ...f.explain.flatMap((e) => [`\`EXPLAIN ANALYZE\`: ${e.query}`, '', '```', e.plan, '```', '']),
  ];
  return lines.join('\n');
}
