/**
 * The compliance routes at scale: one business with 50 technicians and 100,000 completed jobs over the last year
 * (and 20 other businesses with 2,000 each), on PostgreSQL. Each report is asked 200 times in a row (after 20
 * warm-ups) by one client; the latencies are wall-clock times of whole HTTP requests. Then a 10,000-row CSV import.
 */
import pg from 'pg';
import { signUpOwner } from './owner.ts';

export interface ComplianceFigures {
  seedSeconds: number;
  jobs: number;
  /** The year's report with no day's figures kept yet (the first request after the upgrade), ms. */
  coldMs: number;
  /** The year's report right after a job was added (its day counted again): p95 of 20, ms. */
  afterWriteP95: number;
  routes: Array<{ route: string; p50: number; p95: number; max: number; target: number | null }>;
  /** A 10,000-row CSV: the dry run (the page's preview), the import, and the same file again (all duplicates), ms. */
  csv: { rows: number; dryRunMs: number; importMs: number; againMs: number; imported: number; duplicates: number };
}

const JOBS = 100_000;
const TECHNICIANS = 50;
const OTHERS = 20;
const CSV_ROWS = 10_000;

const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const daysBefore = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** A business's jobs over the last 365 days: one or two of its technicians each; mostly invited, some skipped, a few pending. */
async function seedJobs(c: pg.Client, businessId: string, jobs: number, today: string): Promise<void> {
  await c.query(
    `insert into compliance_job (id, business_id, job_date, customer_name, customer_phone, description, location, technicians,
       outcome, invited_at, skip_reason, source, created_at, updated_at)
     select gen_random_uuid(), $1, to_char($3::date - (g % 365), 'YYYY-MM-DD'), 'Customer ' || g, '021 555 ' || lpad((g % 10000)::text, 4, '0'),
       'Job ' || (g % 40), 'Wellington',
       case when g % 3 = 0 then jsonb_build_array('Technician ' || (g % ${TECHNICIANS}), 'Technician ' || ((g + 7) % ${TECHNICIANS}))
            else jsonb_build_array('Technician ' || (g % ${TECHNICIANS})) end,
       case when g % 100 < 88 then 'invited' when g % 100 < 95 then 'skipped' else 'pending' end,
       case when g % 100 < 88 then now() end,
       case when g % 100 >= 88 and g % 100 < 95 then (array['customer_declined', 'no_contact', 'asked_recently', 'handled_directly'])[1 + g % 4] end,
       'api', now(), now()
     from generate_series(1, $2::int) g`,
    [businessId, jobs, today],
  );
}

function csvFile(today: string): string {
  const lines = ['Job No,Completed,Client,Mobile,Suburb,Technician,Work done'];
  for (let i = 1; i <= CSV_ROWS; i++) {
    const [y, m, d] = daysBefore(today, i % 60).split('-');
    lines.push(
      `CSV-${i},${Number(d)}/${Number(m)}/${y},Customer ${i},021 555 ${String(i % 10000).padStart(4, '0')},Karori,Technician ${i % TECHNICIANS}; Technician ${(i + 3) % TECHNICIANS},Heat pump service`,
    );
  }
  return lines.join('\r\n');
}

export async function complianceBench(base: string, databaseUrl: string): Promise<ComplianceFigures> {
  const { username, cookie } = await signUpOwner(base, 'compliance');
  const request = async (method: string, url: string, body?: unknown) => {
    const t = performance.now();
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${await r.text()}`);
    const json = (await r.json()) as { data: Record<string, unknown> };
    return { ms: performance.now() - t, json };
  };
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const businessId = (await c.query('select id from core_user where username = $1', [username])).rows[0].id as string;
    const today = nzToday();
    const t0 = performance.now();
    await seedJobs(c, businessId, JOBS, today);
    for (let i = 0; i < OTHERS; i++) await seedJobs(c, (await c.query('select gen_random_uuid() as id')).rows[0].id, 2_000, today);
    await c.query('analyze compliance_job; analyze compliance_stats_day');
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const jobs = Number((await c.query('select count(*) as n from compliance_job where business_id = $1', [businessId])).rows[0].n);

    const year = `startDate=${daysBefore(today, 364)}&endDate=${today}`;
    const yearReport = `/api/compliance/report?${year}`;
    await c.query('update compliance_stats_day set payload = null');
    const coldMs = Math.round((await request('GET', yearReport)).ms);

    const afterWrite: number[] = [];
    for (let i = 0; i < 20; i++) {
      await request('POST', '/api/compliance/jobs', {
        jobDate: daysBefore(today, i % 7),
        customerName: `Walk-in ${i}`,
        description: 'Callout',
        technicians: ['Technician 1'],
      });
      afterWrite.push((await request('GET', yearReport)).ms);
    }
    afterWrite.sort((a, b) => a - b);
    const afterWriteP95 = Math.round(afterWrite[Math.floor(0.95 * afterWrite.length)]! * 10) / 10;

    const routes: ComplianceFigures['routes'] = [];
    const list = [
      { route: `GET /api/compliance/report (a year)`, url: yearReport, target: 100 },
      { route: `GET /api/compliance/report (a year, one technician)`, url: `${yearReport}&employee=Technician%207`, target: 100 },
      {
        route: `GET /api/compliance/report (the last 30 days, as the dashboard opens)`,
        url: `/api/compliance/report?startDate=${daysBefore(today, 29)}&endDate=${today}`,
        target: 100,
      },
      {
        route: `GET /api/compliance/coverage (30 days: ~1,500 daily rows)`,
        url: `/api/compliance/coverage?startDate=${daysBefore(today, 29)}&endDate=${today}`,
        target: null,
      },
      { route: `GET /api/compliance/coverage (a year: ~18,000 daily rows)`, url: `/api/compliance/coverage?${year}`, target: null },
    ];
    for (const { route, url, target } of list) {
      for (let i = 0; i < 20; i++) await request('GET', url);
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) samples.push((await request('GET', url)).ms);
      samples.sort((a, b) => a - b);
      const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
      routes.push({ route, p50: at(0.5), p95: at(0.95), max: at(1), target });
    }

    const csv = csvFile(today);
    const mapping = {
      jobDate: 'Completed',
      customerName: 'Client',
      description: 'Work done',
      customerPhone: 'Mobile',
      location: 'Suburb',
      technicians: 'Technician',
      externalId: 'Job No',
    };
    const dry = await request('POST', '/api/compliance/jobs/import', { csv, mapping, dryRun: true });
    const run = await request('POST', '/api/compliance/jobs/import', { csv, mapping, dryRun: false });
    const again = await request('POST', '/api/compliance/jobs/import', { csv, mapping, dryRun: false });
    return {
      seedSeconds,
      jobs,
      coldMs,
      afterWriteP95,
      routes,
      csv: {
        rows: CSV_ROWS,
        dryRunMs: Math.round(dry.ms),
        importMs: Math.round(run.ms),
        againMs: Math.round(again.ms),
        imported: Number(run.json.data.imported),
        duplicates: Number(again.json.data.duplicates),
      },
    };
  } finally {
    await c.end();
  }
}

/** The section of bench/RESULTS.md these figures make. */
export function complianceSection(f: ComplianceFigures): string {
  const ok = (value: number, target: number) => (value <= target ? '✓' : '✗');
  return [
    '## Compliance at 100,000 jobs (PostgreSQL)',
    '',
    `One business with ${f.jobs.toLocaleString('en-NZ')} completed jobs over the last year by ${TECHNICIANS} technicians (a third of the jobs by two), and ${OTHERS} other businesses with 2,000 each (seeded in ${f.seedSeconds} s). Each route asked 200 times in a row by one client after 20 warm-ups; whole HTTP requests, signed in, all hooks.`,
    '',
    "Each job date's figures (every job once, and per technician with the skip reasons) are kept in `compliance_stats_day` (SDK `DailyRollup`); a trigger marks a date when one of its jobs changes and the next request counts it again. The 7-day alert window runs over those rows in one pass per technician.",
    '',
    '| route | p50 ms | p95 ms | max ms | target (p95) |',
    '|---|---|---|---|---|',
    ...f.routes.map(
      (r) => `| ${r.route} | ${r.p50} | ${r.p95} | ${r.max} | ${r.target === null ? '—' : `≤ ${r.target} ms ${ok(r.p95, r.target)}`} |`,
    ),
    '',
    `Cold (no date's figures kept yet: the first report after the upgrade), the year's report took ${f.coldMs} ms once. Right after a job is added (its date counted again), p95 ${f.afterWriteP95} ms over 20.`,
    '',
    `CSV import of ${f.csv.rows.toLocaleString('en-NZ')} rows (7 columns, two technicians a row): the preview's dry run ${f.csv.dryRunMs} ms, the import ${f.csv.importMs} ms (${f.csv.imported.toLocaleString('en-NZ')} jobs stored, target ≤ 10,000 ms ${ok(f.csv.importMs, 10_000)}), the same file again ${f.csv.againMs} ms (${f.csv.duplicates.toLocaleString('en-NZ')} duplicates, nothing added).`,
    '',
  ].join('\n');
}
