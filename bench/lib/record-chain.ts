/**
 * The record of asking (issue 47) on PostgreSQL: appending costs the same per entry on a business's first entries as
 * after 1,000,000 (an append reads and locks the chain's head row, never the chain), and checking a business's year
 * (5,000 entries) stays within a second. Appends are timed as whole HTTP requests that record a job (the job, its
 * entry and the coverage check), alternating between a fresh business and one whose chain was seeded by SQL to
 * 1,000,000 entries; the year is a 5,000-row CSV import, then GET /api/compliance/ledger/verify ten times.
 */
import pg from 'pg';
import { signUpOwner } from './owner.ts';

export interface RecordChainFigures {
  seededEntries: number;
  seedSeconds: number;
  appends: Array<{ chain: string; entriesBefore: number; p50: number; p95: number }>;
  verify: { entries: number; p50: number; max: number; ok: boolean };
}

const BIG = 1_000_000;
// POST /api/compliance/jobs allows 120 a minute per client: 10 warm-ups and 100 timed for each business.
const APPENDS = 100;
const YEAR = 5_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
};

export async function recordChainBench(base: string, databaseUrl: string): Promise<RecordChainFigures> {
  const owners = await Promise.all(['chainsmall', 'chainbig', 'chainyear'].map((p) => signUpOwner(base, p)));
  // Each business from an address of its own (the server trusts the proxy header here), as two offices would be.
  const call = async (cookie: string, method: string, url: string, body?: unknown) => {
    const t = performance.now();
    const client = `192.0.2.${10 + owners.findIndex((o) => o.cookie === cookie)}`;
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, 'x-forwarded-for': client, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${await r.text()}`);
    return { ms: performance.now() - t, json: (await r.json()) as { data: Record<string, unknown> } };
  };
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const idOf = async (username: string) =>
      (await c.query('select id from core_user where username = $1', [username])).rows[0].id as string;
    const big = await idOf(owners[1]!.username);
    // A million entries by SQL: their hashes are placeholders (only the head is read when appending).
    const t0 = performance.now();
    await c.query(
      `insert into core_record_chain (chain, seq, at, kind, data, prev, hash)
       select $1, g, now() - interval '1 second' * ($2 - g), 'compliance.job_recorded', jsonb_build_object('jobId', gen_random_uuid()),
              lpad(to_hex(g - 1), 64, '0'), lpad(to_hex(g), 64, '0')
       from generate_series(1, $2::int) g`,
      [big, BIG],
    );
    await c.query(
      `insert into core_record_chain_head (chain, seq, hash, at) values ($1, $2::bigint, lpad(to_hex($3::int), 64, '0'), now())`,
      [big, BIG, BIG],
    );
    await c.query('analyze core_record_chain; analyze core_record_chain_head');
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;

    const job = (i: number) => ({
      jobDate: '2026-11-20',
      customerName: `Customer ${i}`,
      description: 'Callout',
      technicians: ['Technician 1'],
    });
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < APPENDS + 10; i++) {
      for (const which of [0, 1] as const) {
        const { ms } = await call(owners[which]!.cookie, 'POST', '/api/compliance/jobs', job(i));
        if (i >= 10) times[which].push(ms);
      }
    }

    const lines = [
      'Date,Customer,Job',
      ...Array.from({ length: YEAR }, (_, i) => `2026-11-${String(1 + (i % 28)).padStart(2, '0')},Customer ${i},Callout`),
    ];
    await call(owners[2]!.cookie, 'POST', '/api/compliance/jobs/import', {
      csv: lines.join('\r\n'),
      mapping: { jobDate: 'Date', customerName: 'Customer', description: 'Job' },
    });
    const verifyTimes: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 10; i++) {
      const { ms, json } = await call(owners[2]!.cookie, 'GET', '/api/compliance/ledger/verify');
      verifyTimes.push(ms);
      last = json.data;
    }
    return {
      seededEntries: BIG,
      seedSeconds,
      appends: [
        { chain: 'a fresh business', entriesBefore: 10, p50: percentile(times[0], 0.5), p95: percentile(times[0], 0.95) },
        {
          chain: 'a business with 1,000,000 entries',
          entriesBefore: BIG + 10,
          p50: percentile(times[1], 0.5),
          p95: percentile(times[1], 0.95),
        },
      ],
      verify: { entries: Number(last.entries), p50: percentile(verifyTimes, 0.5), max: percentile(verifyTimes, 1), ok: last.ok === true },
    };
  } finally {
    await c.end();
  }
}

/** The section of RESULTS.md. */
export function recordChainSection(f: RecordChainFigures): string {
  const [small, big] = f.appends;
  const ratio = Math.round((big!.p50 / small!.p50) * 100) / 100;
  return [
    '## The record of asking at 1,000,000 entries (PostgreSQL)',
    '',
    `${f.seededEntries.toLocaleString('en-NZ')} entries seeded by SQL into one business's chain in ${f.seedSeconds} s. Each figure is a whole`,
    `POST /api/compliance/jobs (the job, its chain entry and the coverage check), ${APPENDS} of each, alternating after 10 warm-ups.`,
    '',
    '| Chain | Entries before | p50 ms | p95 ms |',
    '| --- | ---: | ---: | ---: |',
    ...f.appends.map((a) => `| ${a.chain} | ${a.entriesBefore.toLocaleString('en-NZ')} | ${a.p50} | ${a.p95} |`),
    '',
    `Appending after 1,000,000 entries costs ${ratio}× the fresh chain's p50 (target: flat).`,
    `Checking a year (${f.verify.entries.toLocaleString('en-NZ')} entries, GET /api/compliance/ledger/verify, ${f.verify.ok ? 'whole' : 'NOT whole'}): p50 ${f.verify.p50} ms, slowest of 10 ${f.verify.max} ms (target ≤ 1,000 ms).`,
  ].join('\n');
}
