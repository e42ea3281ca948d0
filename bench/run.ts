/**
 * `npm run bench`: Korero against baselines measured in the same run, on this machine, written to bench/RESULTS.md.
 * Numbers are reported as ratios, because absolute requests/second say more about the machine than the code.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { analyticsBench, analyticsSection } from './lib/analytics.ts';
import { complianceBench, complianceSection } from './lib/compliance.ts';
import { googleBench, googleSection } from './lib/google.ts';
import { recordChainBench, recordChainSection } from './lib/record-chain.ts';
import { jobSystemsBench, jobSystemsSection } from './lib/job-systems.ts';
import { loadBalancerMinute } from './lib/load-balancer.ts';
import { scaleRun, scaleSection, sizesAt } from './lib/scale.ts';
import { showcaseBench, showcaseSection } from './lib/showcase.ts';
import { weeklyBench, weeklySection } from './lib/weekly.ts';
import { GoogleStandIn } from '../modules/google/server/testing/google-stand-in.ts';
import { signUpOwner } from './lib/owner.ts';
import { fillBusiness } from './lib/owner-business.ts';
import { customerPage, type CustomerPageFigures } from './lib/customer-page.ts';
import { mixedLoad } from './lib/mixed-load.ts';
import { measure, measurePaired, type LoadResult } from './lib/load.ts';
import { ownerApp } from './lib/owner-app.ts';
import { technicianPage } from './lib/technician-page.ts';
import { middayInNewZealand, repoRoot, rssMb, startNode, type Started } from './lib/process.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const lines: string[] = [];
const log = (s: string) => {
  console.log(s);
  lines.push(s);
};

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `korero_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

const korero = (env: Record<string, string>, port: number, nodeFlags: string[] = []) =>
  // ALLOW_TEST_CHECKOUT: the customer-page figures seed a Professional business through the labelled test checkout.
  startNode(
    'core/dist/main.mjs',
    // As deployed: production, the default log level (info: a line per request), stdout to the same place as the baseline's.
    {
      NODE_ENV: 'production',
      ALLOW_TEST_CHECKOUT: 'true',
      SESSION_KEY: Buffer.alloc(32, 7).toString('base64'),
      LEDGER_KEY: Buffer.alloc(32, 8).toString('base64'),
      ...env,
    },
    port,
    '/api/health',
    // The heap bounds npm start runs with (scripts/bootstrap.mjs).
    // BENCH_SERVER_FLAGS: more flags for the servers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them.
    [
      '--max-old-space-size=384',
      '--max-semi-space-size=4',
      ...nodeFlags,
      ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
  );

/**
 * Signs up an owner with three teams of two, a business profile, invitations and answers (fillBusiness), and returns
 * the session cookie (and its row id for the raw baseline).
 */
async function seed(base: string, databaseUrl?: string): Promise<{ cookie: string; sessionId: string | null }> {
  const { cookie } = await signUpOwner(base, 'bench');
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ data: { id: string } }>,
    );
  for (const name of ['Plumbing', 'Gasfitting', 'Drainage']) {
    const team = await post('/api/teams', { name, description: `${name} crew` });
    await post('/api/team-members', { teamId: team.data.id, name: `${name} lead`, role: 'Lead' });
    await post('/api/team-members', { teamId: team.data.id, name: `${name} apprentice`, role: 'Apprentice' });
  }
  await fillBusiness(base, cookie);
  let sessionId: string | null = null;
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    sessionId = (await c.query('select id from core_session order by created_at desc limit 1')).rows[0].id;
    await c.end();
  }
  return { cookie, sessionId };
}

const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
/** A table row; `refusal` rows answer 401 by design, so only their transport errors count as errors. */
const row = (name: string, r: LoadResult, refusal = false) =>
  `| ${name} | ${r.rps.toLocaleString('en-NZ')} | ${r.p50} | ${r.p99} | ${r.errors + (refusal ? 0 : r.non2xx)} |`;

const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');
const startedAt = new Date();
log(
  `# Benchmarks\n\nLatest run: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, on this repository's CI kind of machine (2 cores), Node ${process.version}. Re-run with \`npm run bench\`.\n`,
);

/** The analytics routes on a fresh PostgreSQL database seeded to 100,000 reviews; the section of RESULTS.md it makes. */
async function analyticsAtScale(): Promise<string> {
  const adb = await createDatabase();
  const server = await korero({ DATABASE_URL: adb.url }, 3320);
  try {
    const figures = await analyticsBench(server.url, adb.url);
    const assets = path.join(repoRoot, 'modules/analytics/web/dist/assets');
    const chart = existsSync(assets) ? readdirSync(assets).find((f) => /^MonthlyChart-.*\.js\.gz$/.test(f)) : undefined;
    return analyticsSection(figures, chart ? Math.round(statSync(path.join(assets, chart)).size / 102.4) / 10 : null);
  } finally {
    await server.stop();
    await adb.drop();
  }
}

/** The compliance routes and the CSV import on a fresh PostgreSQL database seeded to 100,000 jobs. */
async function complianceAtScale(): Promise<string> {
  const cdb = await createDatabase();
  const server = await korero({ DATABASE_URL: cdb.url }, 3330);
  try {
    return complianceSection(await complianceBench(server.url, cdb.url));
  } finally {
    await server.stop();
    await cdb.drop();
  }
}

/** The record of asking on a fresh PostgreSQL database: appends beside a 1,000,000-entry chain, and a year's check. */
async function recordChainAtScale(): Promise<string> {
  const rdb = await createDatabase();
  const server = await korero({ DATABASE_URL: rdb.url, TRUST_PROXY: 'true' }, 3391);
  try {
    return recordChainSection(await recordChainBench(server.url, rdb.url));
  } finally {
    await server.stop();
    await rdb.drop();
  }
}

/**
 * The google module on a fresh PostgreSQL database: a 5,000-review sync from the Google stand-in, then the Reviews
 * screen's pages at 100,000 reviews from both sources.
 */
async function googleAtScale(): Promise<string> {
  const gdb = await createDatabase();
  const stand = await GoogleStandIn.start();
  const server = await korero(
    {
      DATABASE_URL: gdb.url,
      GOOGLE_OAUTH_CLIENT_ID: 'korero-bench-client',
      GOOGLE_OAUTH_CLIENT_SECRET: 'korero-bench-secret',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      GOOGLE_API_BASE_URL: stand.url,
    },
    3350,
  );
  try {
    return googleSection(await googleBench(server.url, gdb.url, server.child.pid!, stand));
  } finally {
    await server.stop();
    await stand.close();
    await gdb.drop();
  }
}

/**
 * Costs as the data grows: the same measures at 1% and at full size (issue 38), each on a fresh database with one
 * process. SCALE_FACTOR scales "full size" (default 1: 10,000 businesses, 1,000,000 invitations…); a tiny factor
 * proves the bench on a shared machine. The processes' clocks run at midday in New Zealand, when reminders go.
 */
async function scaleAtSize(): Promise<string> {
  const factor = Number(process.env.SCALE_FACTOR ?? 1);
  if (!(factor > 0)) throw new Error('SCALE_FACTOR must be a number above 0, e.g. 1 (the issue’s size) or 0.001');
  const midday = middayInNewZealand();
  const { shiftMs } = midday;
  const runs = [];
  for (const [i, fraction] of [factor / 100, factor].entries()) {
    const sdb = await createDatabase();
    const server = await startNode(
      'core/dist/main.mjs',
      {
        NODE_ENV: 'production',
        DATABASE_URL: sdb.url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SESSION_KEY: Buffer.alloc(32, 7).toString('base64'),
        LEDGER_KEY: Buffer.alloc(32, 8).toString('base64'),
        ADMIN_SETUP_TOKEN: 'scale-bench-setup-code',
        ...midday.env,
      },
      3360 + i,
      '/api/health',
      ['--max-old-space-size=384', '--max-semi-space-size=4', midday.flag],
    );
    try {
      runs.push(await scaleRun(server.url, sdb.url, sizesAt(fraction), shiftMs));
    } finally {
      await server.stop();
      await sdb.drop();
    }
  }
  return scaleSection(runs[0]!, runs[1]!, factor);
}

/** Job systems (issue 45): a minute's burst of Xero events at one process, then spread over three on one database. */
async function jobSystemsOnly(): Promise<string> {
  const jdb = await createDatabase();
  // The processes' clocks at midday in New Zealand, so the asking hours never hold the jobs.
  const midday = middayInNewZealand();
  const start = (env: Record<string, string>, port: number) =>
    startNode(
      'core/dist/main.mjs',
      {
        NODE_ENV: 'production',
        ALLOW_TEST_CHECKOUT: 'true',
        SESSION_KEY: Buffer.alloc(32, 7).toString('base64'),
        LEDGER_KEY: Buffer.alloc(32, 8).toString('base64'),
        ...midday.env,
        ...env,
      },
      port,
      '/api/health',
      ['--max-old-space-size=384', '--max-semi-space-size=4', midday.flag],
    );
  try {
    return jobSystemsSection(await jobSystemsBench(start, jdb.url));
  } finally {
    await jdb.drop();
  }
}

/** The showcase (issue 37) on a fresh PostgreSQL database: the widget's weight, the host page's score, the JSON under load. */
async function showcaseOnly(): Promise<string> {
  const sdb = await createDatabase();
  // TRUST_PROXY: the JSON load arrives "from" many visitors through X-Forwarded-For, as behind a proxy or CDN.
  const server = await korero({ DATABASE_URL: sdb.url, TRUST_PROXY: 'true' }, 3370);
  try {
    return showcaseSection(await showcaseBench(server.url, sdb.url));
  } finally {
    await server.stop();
    await sdb.drop();
  }
}

/** One Korero process on PostgreSQL through five minutes of an owner's and customers' mix; its resident memory. */
async function memoryUnderMixedLoad(): Promise<string> {
  const mdb = await createDatabase();
  const server = await korero({ DATABASE_URL: mdb.url, TRUST_PROXY: 'true' }, 3340);
  try {
    const { cookie } = await signUpOwner(server.url, 'mixed');
    const m = await mixedLoad(server.url, cookie, server.child.pid!, Number(process.env.BENCH_MIXED_MINUTES ?? 5));
    const end = m.rssByMinute.at(-1)!;
    return [
      `## Memory under mixed load (PostgreSQL, ${m.minutes} minutes)\n`,
      "One Korero process, four connections for the whole time cycling through an owner's reads (session, teams, modules, invitations, submissions, the teams page) and customers opening their links, with a new invitation in every cycle. Resident memory read each minute.\n",
      '| figure | measured | target |\n|---|---|---|',
      `| resident memory after ${m.minutes} minutes | ${end} MB | ≤ 200 MB |`,
      `| resident memory at the start of the load, then each minute | ${m.rssStart} MB → ${m.rssByMinute.join(' → ')} MB | — |`,
      `| requests answered (errors and non-2xx) | ${m.requests.toLocaleString('en-NZ')} (${m.errors}) | — |`,
    ].join('\n');
  } finally {
    await server.stop();
    await mdb.drop();
  }
}

/** The owner's app alone on a PGlite Korero (as the full run measures it), keeping the customer page's row it had. */
async function ownerAppOnly(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'korero-bench-pglite-'));
  const server = await korero({ DATA_DIR: dataDir }, 3313);
  try {
    const { cookie } = await seed(server.url);
    const lines = await ownerApp(server.url, cookie, null);
    const customerRow = /^\| \/review\/\{token\} \(the customer page\).*$/m.exec(readFileSync(resultsFile, 'utf8'))?.[0];
    const table = lines.findIndex((l) => l.startsWith('| /teams |'));
    if (customerRow && table >= 0) lines.splice(table + 1, 0, customerRow);
    return lines.join('\n');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The technician's lean phone page on a PGlite Korero, as the owner's app is measured. */
async function technicianOnly(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'korero-bench-pglite-'));
  const server = await korero({ DATA_DIR: dataDir }, 3314);
  try {
    return await technicianPage(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The customer page's section of RESULTS.md, from its figures. */
function customerSection(customer: CustomerPageFigures): string {
  const { weight, lighthouse: lh, tokenRead, generate } = customer;
  const runs = lh.runs.map((r) => r.performance).join(', ');
  return `## The customer page, /review/{token}

Chosen way: the reviews module builds its public pages as a lean entry of its own (\`modules/reviews/web/vite.customer.config.ts\`:
React, the customer steps and the shared theme; no router, no query client, no shell or other modules, no owner screens),
served by the module's own routes with the invitation's data inlined in the HTML, so the first paint needs no API call.
The owner's app shell never loads on these pages.

| figure | measured | target |
|---|---|---|
| first-load JavaScript, gzip | ${weight.jsGzipKb} KB (${weight.scripts} script${weight.scripts === 1 ? '' : 's'}; CSS ${weight.cssGzipKb} KB) | ≤ 120 KB |
| Lighthouse mobile performance, median of 3 (runs: ${runs}) | ${lh.performance} | ≥ 95 |
| Largest Contentful Paint (Lighthouse's simulated slow 4G, 4× CPU) | ${(lh.lcpMs / 1000).toFixed(2)} s | ≤ 2.0 s |
| Cumulative Layout Shift | ${lh.cls} | ≤ 0.02 |
| First Contentful Paint / Total Blocking Time | ${(lh.fcpMs / 1000).toFixed(2)} s / ${lh.tbtMs} ms | — |
| \`GET /api/invites/token/{t}\` p99 at ${tokenRead.rps} req/s (PostgreSQL) | ${tokenRead.p99} ms (p50 ${tokenRead.p50} ms, ${tokenRead.errors + tokenRead.non2xx} errors) | ≤ 25 ms at 200 req/s |
| \`POST /api/reviews/generate/{t}\` p99 at ${generate.rps} req/s (PostgreSQL) | ${generate.p99} ms (p50 ${generate.p50} ms, ${generate.errors + generate.non2xx} errors) | ≤ 50 ms at 200 req/s |

The two API figures are open-loop (\`bench/lib/open-loop.ts\`: a request every 5 ms whether or not earlier ones have
answered, latency counted from the scheduled start; median of three 10 s runs after a 3 s warm-up), spread over
200 invitations of a Professional business, each request from its own client address so the per-client rate
limits stay out of the way. The draft comes from Korero's own composer and is saved, as the page's would be.
Where the p99 went on 2026-11-30 (from 99-159 ms to 17-23 ms): the pool closed connections after 10 s idle and each
burst opened them again (a server fork and set-up statements at the worst moment); two now stay open and the rest a
minute (decision 0054). The link's read is one plain statement, a second draft writes no "started", and a
translator is made once per language rather than per request.
`;
}

/** The customer page alone (weight, Lighthouse, its two API routes at 200 req/s) on a fresh PostgreSQL database. */
async function customerOnly(): Promise<string> {
  const cdb = await createDatabase();
  // TRUST_PROXY: the load arrives "from" many phones through X-Forwarded-For, as behind a proxy.
  const server = await korero(
    { DATABASE_URL: cdb.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'korero-bench-')), TRUST_PROXY: 'true' },
    3315,
  );
  try {
    const { cookie } = await seed(server.url, cdb.url);
    return customerSection(await customerPage(server.url, cookie));
  } finally {
    await server.stop();
    await cdb.drop();
  }
}

/** The weekly report's Monday sweep over 10,000 businesses, by the built server on a fresh PostgreSQL database. */
async function weeklyAtScale(): Promise<string> {
  const wdb = await createDatabase();
  try {
    return weeklySection(await weeklyBench(wdb, korero));
  } finally {
    await wdb.drop();
  }
}

// BENCH_ONLY=analytics, compliance, customer, google, job-systems, load-balancer, memory, owner-app, record-chain, scale, showcase, technician or weekly: measures that section alone and replaces
// it, leaving the rest as it was.
const only = {
  analytics: { run: analyticsAtScale, heading: 'Analytics at' },
  customer: { run: customerOnly, heading: 'The customer page,' },
  compliance: { run: complianceAtScale, heading: 'Compliance at' },
  google: { run: googleAtScale, heading: 'Google reviews at' },
  'job-systems': { run: jobSystemsOnly, heading: 'Job systems:' },
  'load-balancer': { run: loadBalancerMinute, heading: 'The load-balancer test at' },
  scale: { run: scaleAtSize, heading: 'Scale: costs as' },
  memory: { run: memoryUnderMixedLoad, heading: 'Memory under' },
  'owner-app': { run: ownerAppOnly, heading: "The owner's app" },
  technician: { run: technicianOnly, heading: "The technician's phone page" },
  showcase: { run: showcaseOnly, heading: 'Showcase:' },
  'record-chain': { run: recordChainAtScale, heading: 'The record of asking at' },
  weekly: { run: weeklyAtScale, heading: 'Weekly reports at' },
}[process.env.BENCH_ONLY ?? ''];
if (only) {
  const section = await only.run();
  console.log(section);
  const current = readFileSync(resultsFile, 'utf8');
  const existing = new RegExp(`\\n## ${only.heading}[\\s\\S]*?(?=\\n## |$)`);
  const next = existing.test(current)
    ? current.replace(existing, `\n${section.trimEnd()}\n`)
    : `${current.trimEnd()}\n\n${section.trimEnd()}\n`;
  writeFileSync(resultsFile, next);
  process.exit(0);
}

/**
 * Bare Fastify on this machine when it is quiet (2 cores, the load generator beside it). A run whose bare figure is
 * far below it, or whose bare figures before and after differ by more than 15%, had company: its ratios are printed
 * but not recorded.
 */
const QUIET_BARE_RPS = Number(process.env.BENCH_QUIET_BARE_RPS ?? 25_000);

interface Throughput {
  lines: string[];
  quiet: boolean;
  why: string | null;
}

/** Throughput on PostgreSQL, Korero against the baselines, with the quiet-machine check around it. */
async function throughput(db: { url: string }): Promise<Throughput & { customer: CustomerPageFigures | null }> {
  const out: string[] = [];
  let app: Started | null = null;
  let base: Started | null = null;
  try {
    // TRUST_PROXY: the customer-page load below arrives "from" many phones through X-Forwarded-For, as behind a proxy.
    app = await korero({ DATABASE_URL: db.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'korero-bench-')), TRUST_PROXY: 'true' }, 3310);
    const { cookie, sessionId } = await seed(app.url, db.url);
    const modulesJson = await (await fetch(`${app.url}/api/modules`)).text();
    base = await startNode('bench/baselines/bare-fastify.ts', { DATABASE_URL: db.url, BARE_MODULES_JSON: modulesJson }, 3311, '/bare');
    // Warm both servers first: the first seconds under load ran bare Fastify at two thirds of its speed (JIT, the load
    // generator's own warm-up), which the quiet-machine check then read as company.
    await measure(`${base.url}/bare`, {}, 2);
    await measure(`${app.url}/api/modules`, {}, 2);
    const bareBefore = await measure(`${base.url}/bare`);
    const modules = await measurePaired({ url: `${app.url}/api/modules` }, { url: `${base.url}/bare/modules` });
    const refused = await measurePaired({ url: `${app.url}/api/user` }, { url: `${base.url}/bare/401` });
    // The same request answered 200: GET /api/session signed out goes through the same hooks and the same cookie read,
    // and answers `{ data: null }`. "As cheap as a 200" is this ratio, measured Korero against Korero.
    const refusedVs200 = await measurePaired({ url: `${app.url}/api/user` }, { url: `${app.url}/api/session` });
    const health = await measurePaired({ url: `${app.url}/api/health` }, { url: `${base.url}/raw/health` });
    const teams = await measurePaired(
      { url: `${app.url}/api/teams`, headers: { cookie } },
      { url: `${base.url}/raw/teams`, headers: { 'x-session-id': sessionId! } },
    );
    const bareAfter = await measure(`${base.url}/bare`);
    const koreroRss = rssMb(app.child.pid!);
    await base.stop();
    base = null;
    const customer = await customerPage(app.url, cookie);
    await app.stop();
    app = null;

    const drift = Math.abs(bareAfter.rps - bareBefore.rps) / bareBefore.rps;
    const why =
      drift > 0.15
        ? `bare Fastify answered ${bareBefore.rps.toLocaleString('en-NZ')} req/s before and ${bareAfter.rps.toLocaleString('en-NZ')} after (${Math.round(drift * 100)}% apart)`
        : Math.min(bareBefore.rps, bareAfter.rps) < QUIET_BARE_RPS
          ? `bare Fastify answered ${Math.min(bareBefore.rps, bareAfter.rps).toLocaleString('en-NZ')} req/s, below the ${QUIET_BARE_RPS.toLocaleString('en-NZ')} this machine does when quiet`
          : null;
    out.push(
      '## Throughput (PostgreSQL, autocannon, 10 connections; both servers up, the route and its baseline in alternating 4 s runs, five each after 2 s warm-ups; medians)\n',
      "Both servers log every request at `info` (Korero as deployed: production, its default level; the baseline with Fastify's own pino logger writing the same fields), both to an asynchronous stdout.\n",
      `Quiet-machine check: bare Fastify ${bareBefore.rps.toLocaleString('en-NZ')} req/s before the Korero runs and ${bareAfter.rps.toLocaleString('en-NZ')} after (${Math.round(drift * 100)}% apart; a result needs ≤ 15% and ≥ ${QUIET_BARE_RPS.toLocaleString('en-NZ')}).\n`,
      '| route | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|',
      row('bare Fastify, a small JSON object from memory (before)', bareBefore),
      row('bare Fastify, a small JSON object from memory (after)', bareAfter),
      row('bare Fastify, the same JSON `/api/modules` answers, from memory', modules.baseline),
      row('bare Fastify, a 401 `{ error }`', refused.baseline, true),
      row('bare Fastify + raw `pg`: `select 1`', health.baseline),
      row("bare Fastify + raw `pg`: the teams route's queries", teams.baseline),
      row('Korero `GET /api/modules` (all hooks, no database)', modules.subject),
      row('Korero `GET /api/user` signed out (all hooks, the 401 path)', refused.subject, true),
      row('Korero `GET /api/session` signed out (the same hooks and cookie read, a 200 `{ data: null }`)', refusedVs200.baseline),
      row("Korero `GET /api/health` (all hooks, `select 1` on the ORM's pool)", health.subject),
      row('Korero `GET /api/teams` (all hooks, session, ORM reads)', teams.subject),
      "\n| ratio (median of the five rounds' ratios where paired) | measured | baseline's req/s | target |\n|---|---|---|---|",
      `| kernel route with all hooks, no database: /api/modules ÷ bare Fastify with the same answer | ${pct(modules.ratio, 1)} | ${modules.baseline.rps.toLocaleString('en-NZ')} | ≥ 60% |`,
      `| the 401 path: /api/user signed out ÷ bare Fastify's 401 | ${pct(refused.ratio, 1)} | ${refused.baseline.rps.toLocaleString('en-NZ')} | ≥ 60%, as a kernel route |`,
      `| the 401 path ÷ a 200 through the same hooks: /api/user ÷ /api/session, both signed out | ${pct(refusedVs200.ratio, 1)} | ${refusedVs200.baseline.rps.toLocaleString('en-NZ')} | as cheap as a 200 (≈ 100%) |`,
      `| /api/health ÷ raw \`pg\` select 1 | ${pct(health.ratio, 1)} | ${health.baseline.rps.toLocaleString('en-NZ')} | — |`,
      `| ORM read route /api/teams ÷ raw \`pg\` with the same queries | ${pct(teams.ratio, 1)} | ${teams.baseline.rps.toLocaleString('en-NZ')} | ≥ 60% |`,
      `\nKorero's resident memory after the load: ${koreroRss} MB.\n`,
    );
    if (why) out.unshift(`**Not a quiet run, not a result:** ${why}. The figures below are kept for reading, not for comparing.\n`);
    return { lines: out, quiet: why === null, why, customer };
  } finally {
    await app?.stop();
    await base?.stop();
  }
}

// BENCH_ONLY=kernel: the throughput section alone, replacing that section of RESULTS.md when the run was quiet.
if (process.env.BENCH_ONLY === 'kernel') {
  const kdb = await createDatabase();
  try {
    const result = await throughput(kdb);
    console.log(result.lines.join('\n'));
    if (!result.quiet) {
      console.log(`\nNot recorded: ${result.why}.`);
      process.exit(0);
    }
    const current = readFileSync(resultsFile, 'utf8');
    const section = `${result.lines.join('\n').trimEnd()}\n`;
    const existing = /\n## Throughput[\s\S]*?(?=\n## |$)/;
    writeFileSync(resultsFile, existing.test(current) ? current.replace(existing, `\n${section}`) : `${current.trimEnd()}\n\n${section}`);
    console.log('\nWritten to bench/RESULTS.md (the Throughput section)');
  } finally {
    await kdb.drop();
  }
  process.exit(0);
}

// 1. Throughput on PostgreSQL, Korero against the baselines.
const db = await createDatabase();
const measured = await throughput(db);
const customer = measured.customer;
for (const line of measured.lines) log(line);

// 2. Start-up time and memory: PostgreSQL (migrated database), PGlite first start (initdb) and second start.
log('## Start-up and memory (spawn to first 200 from /api/health; resident memory when ready)\n');
log('| database | start-up | memory |\n|---|---|---|');
const startups: number[] = [];
for (let i = 0; i < 3; i++) {
  const s = await korero({ DATABASE_URL: db.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'korero-bench-')) }, 3312);
  startups.push(s.startupMs);
  if (i === 2)
    log(
      `| PostgreSQL (median of 3) | ${Math.round([...startups].sort((a, b) => a - b)[1]!)} ms (target ≤ 1500 ms) | ${rssMb(s.child.pid!)} MB |`,
    );
  await s.stop();
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'korero-bench-pglite-'));
const first = await korero({ DATA_DIR: dataDir }, 3313);
log(`| PGlite, first start (creates the database) | ${Math.round(first.startupMs)} ms | ${rssMb(first.child.pid!)} MB |`);
await first.stop();
const second = await korero({ DATA_DIR: dataDir }, 3313);
log(`| PGlite, later starts | ${Math.round(second.startupMs)} ms | ${rssMb(second.child.pid!)} MB |`);
const pgliteSeed = await seed(second.url);
const pHealth = await measure(`${second.url}/api/health`, {}, 3);
const pTeams = await measure(`${second.url}/api/teams`, { cookie: pgliteSeed.cookie }, 3);
log(
  `\nOn PGlite (WebAssembly, one connection): /api/health ${pHealth.rps.toLocaleString('en-NZ')} req/s, /api/teams ${pTeams.rps.toLocaleString('en-NZ')} req/s (p99 ${pTeams.p99} ms). It is the single-user default; use PostgreSQL for real traffic.\n`,
);

// 3. The owner's app, with the built front ends: first-load weight and requests, and Lighthouse (mobile).
try {
  for (const line of await ownerApp(second.url, pgliteSeed.cookie, customer?.weight ?? null)) log(line);
} finally {
  await second.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
}

if (customer) log(`\n${customerSection(customer)}`);

// A section that fails says so in its place; the sections after it still run.
const section = async (heading: string, run: () => Promise<string>) =>
  run().catch(
    (error: unknown) => `## ${heading}\n\nThis section failed in this run: ${error instanceof Error ? error.message : String(error)}`,
  );

// 3b. The technician's phone page (issue 36): first-load weight and Lighthouse mobile, like the customer page.
log(`\n${await section("The technician's phone page, /ask", technicianOnly)}`);

// 4. The analytics routes at 100,000 reviews.
log(`\n${await section('Analytics at 100,000 reviews (PostgreSQL)', analyticsAtScale)}`);

// 5. The compliance report at 100,000 jobs, and a 10,000-row CSV import.
log(`\n${await section('Compliance at 100,000 jobs (PostgreSQL)', complianceAtScale)}`);

// 6. The google module: a 5,000-review sync, and the Reviews screen at 100,000 reviews from both sources.
log(`\n${await section('Google reviews at scale (PostgreSQL)', googleAtScale)}`);
log(`\n${await section('The record of asking at 1,000,000 entries (PostgreSQL)', recordChainAtScale)}`);

// 6b. The showcase: the widget's weight, a host page's Lighthouse with and without it, the JSON at 200 req/s.
log(`\n${await section('Showcase: the website widget and the public page (PostgreSQL)', showcaseOnly)}`);

// 6b2. Job systems: a burst of Xero events at one process and at three.
log(`\n${await section('Job systems: a burst of Xero events (PostgreSQL)', jobSystemsOnly)}`);

// 6b3. The weekly report: the Monday sweep over 10,000 businesses (issue 48).
log(`\n${await section('Weekly reports at 10,000 businesses (PostgreSQL)', weeklyAtScale)}`);

// 6c. The load-balancer test with a full minute of load (npm test gives it 20 s).
log(`\n${await section('The load-balancer test at a full minute', loadBalancerMinute)}`);

// 7. Memory after five minutes of mixed load.
log(`\n${await section('Memory under mixed load (PostgreSQL)', memoryUnderMixedLoad)}`);

log(`
## How to read this

- Every figure is measured in the same run as its baseline, on the same machine; a route and its baseline take turns (both servers up, one loaded at a time) and each ratio is the median of the rounds' ratios; the load
  generator shares the two cores with the server and PostgreSQL, so compare ratios, not absolute numbers.
- "All hooks" is Korero's request pipeline: request id, security headers and the cross-site check, the cookie
  session, the lazy database context and the response log line.
- The raw \`pg\` baseline for /api/teams runs the same two statements Korero does (session lookup, then teams with
  their member counts); Korero builds its teams query with MikroORM's query builder.
- Start-up is measured from process spawn to the first 200 from /api/health, migrations checked, modules loaded.
- Page weight counts every script a first visit downloads, gzip level 9 (Korero serves brotli when the browser
  accepts it, which is smaller still).`);

// The fault tests' figures come from tests/e2e/faults.e2e.test.ts (it prints them), not from this run: keep them.
const kept = existsSync(resultsFile) ? /\n## Fault tests[\s\S]*?(?=\n## |$)/.exec(readFileSync(resultsFile, 'utf8'))?.[0] : undefined;
if (measured.quiet) {
  writeFileSync(resultsFile, `${lines.join('\n')}\n${kept ? `${kept.trimEnd()}\n` : ''}`);
  console.log('\nWritten to bench/RESULTS.md');
} else {
  writeFileSync(path.join(repoRoot, 'bench/RESULTS.unquiet.md'), `${lines.join('\n')}\n`);
  console.log(`\nNot a quiet run (${measured.why}): written to bench/RESULTS.unquiet.md, bench/RESULTS.md left as it was.`);
}
