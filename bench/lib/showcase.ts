/**
 * The showcase (issue 37), on PostgreSQL: the widget script's gzip size, a host page's Lighthouse mobile score with
 * and without the widget (served from another site, under a strict CSP, as a business's website would be), the public
 * page's score, and the widget's JSON answer at 200 req/s (open loop, each request from its own client address, no
 * cache in front: every request reaches Korero, as CDN misses would).
 */
import { randomUUID } from 'node:crypto';
import { createServer, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { lighthouseMedian, type LighthouseRun } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { openLoop } from './open-loop.ts';
import { signUpOwner } from './owner.ts';

const RATE = 200;
const GOOGLE_REVIEWS = 40;
const KORERO_REVIEWS = 5;

export interface ShowcaseFigures {
  scriptGzipBytes: number;
  scriptBytes: number;
  hostWithout: LighthouseRun & { runs: LighthouseRun[] };
  hostWith: LighthouseRun & { runs: LighthouseRun[] };
  page: LighthouseRun & { runs: LighthouseRun[] };
  json: LoadResult;
  jsonBytes: number;
}

let client = 0;
const fromManyVisitors = () => ({ 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function seed(base: string, databaseUrl: string): Promise<{ key: string; snippet: string; slug: string }> {
  const { cookie } = await signUpOwner(base, 'showcase');
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  await send('PATCH', '/api/profile', { businessName: 'Rangi Plumbing Bench', email: 'office@rangi.example' });
  const me = await send<{ id: string }>('GET', '/api/user');
  for (let i = 0; i < KORERO_REVIEWS; i++) {
    const invite = await send<{ data: { inviteToken: string } }>('POST', '/api/invites', {
      customerName: `Mere Customer${i}`,
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Petone',
    });
    const res = await fetch(`${base}/api/reviews/submit/${invite.data.inviteToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.0.${i}` },
      body: JSON.stringify({
        starRating: 5,
        generatedReview: 'Fixed our hot water cylinder the same day. Tidy, friendly and explained everything as they went.',
        reviewDestination: 'google',
        consent: true,
        showOnWebsite: true,
      }),
    });
    if (!res.ok) throw new Error(`submitting answered ${res.status}: ${await res.text()}`);
  }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(
      `insert into google_connection (business_id, connected_by, refresh_token_sealed, location_name, place_id, average_rating, total_reviews, connected_at, last_sync_at)
       values ($1, $1, 'sealed', 'locations/1', 'ChIJ-bench-example', 4.7, $2, now(), now())`,
      [me.id, GOOGLE_REVIEWS],
    );
    for (let i = 0; i < GOOGLE_REVIEWS; i++) {
      const id = randomUUID();
      await c.query(
        `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at)
         values ($1, $2, $3, $4, $5, $6, now() - ($7 || ' hours')::interval, now(), now(), now())`,
        [
          id,
          me.id,
          `accounts/1/locations/1/reviews/${id}`,
          `Google Reviewer ${i}`,
          3 + (i % 3),
          'Great work on the gas fitting, fair price and on time.',
          i * 5,
        ],
      );
    }
  } finally {
    await c.end();
  }
  const settings = await send<{ data: { key: string; snippet: string; slug: string } }>('PUT', '/api/showcase', {
    enabled: true,
    layout: 'carousel',
  });
  return settings.data;
}

/** A small business website on another site (localhost, not 127.0.0.1), with a strict CSP; with or without the snippet. */
async function hostSite(korero: string, snippet: string): Promise<{ url: (withWidget: boolean) => string; close: () => Promise<void> }> {
  const css = 'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:16px;color:#222}h1{font-size:1.6rem}';
  const page = (
    widget: boolean,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rangi Plumbing</title><meta name="description" content="Hot water, gas fitting and drains in Petone."><link rel="icon" href="data:,"><link rel="stylesheet" href="/site.css"></head><body>
<h1>Rangi Plumbing, Petone</h1><p>Hot water, gas fitting and drains since 1998. Same-day callouts across the Hutt Valley.</p>
${widget ? snippet : ''}
<h2>Services</h2><p>Hot water cylinders, gas fitting, blocked drains, bathroom renovations.</p><p>Call us on 04 000 0000.</p></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/site.css') return res.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=3600' }).end(css);
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src ${korero}; connect-src ${korero}; style-src 'self'; img-src 'self' data:`,
      })
      .end(page(req.url === '/with'));
  });
  await new Promise<void>((resolve) => server.listen(3361, '127.0.0.1', resolve));
  return {
    url: (withWidget) => `http://localhost:3361/${withWidget ? 'with' : 'without'}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function showcaseBench(base: string, databaseUrl: string): Promise<ShowcaseFigures> {
  const { key, snippet, slug } = await seed(base, databaseUrl);
  // The bytes on the wire (fetch would decode the gzip itself).
  const wire = await new Promise<Buffer>((resolve, reject) => {
    get(`${base}/w/${key}.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
  const scriptBytes = gunzipSync(wire).length;
  const host = await hostSite(new URL(base).origin, snippet);
  try {
    const hostWithout = await lighthouseMedian(host.url(false), 3);
    const hostWith = await lighthouseMedian(host.url(true), 3);
    const page = await lighthouseMedian(`${base}/b/${slug}`, 3);
    const url = `${base}/api/showcase/${key}/reviews`;
    const jsonBytes = (await (await fetch(url)).text()).length;
    await openLoop(url, RATE, 3, { perRequest: fromManyVisitors });
    const runs: LoadResult[] = [];
    for (let i = 0; i < 3; i++) runs.push(await openLoop(url, RATE, 10, { perRequest: fromManyVisitors }));
    const json = {
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    };
    return { scriptGzipBytes: wire.length, scriptBytes, hostWithout, hostWith, page, json, jsonBytes };
  } finally {
    await host.close();
  }
}

export function showcaseSection(f: ShowcaseFigures): string {
  const runs = (r: { runs: LighthouseRun[] }) => r.runs.map((x) => x.performance).join(', ');
  return [
    '## Showcase: the website widget and the public page (PostgreSQL)\n',
    `A business with ${KORERO_REVIEWS} Korero reviews its customers agreed to show and ${GOOGLE_REVIEWS} synced Google reviews; the carousel layout. The host page is a small business website on another site (localhost, Korero on 127.0.0.1) with a strict CSP (Korero's origin for script and connect only).\n`,
    '| figure | measured | target |\n|---|---|---|',
    `| widget script, gzip on the wire | ${(f.scriptGzipBytes / 1024).toFixed(2)} KB (${(f.scriptBytes / 1024).toFixed(1)} KB raw) | ≤ 6 KB |`,
    `| host page, Lighthouse mobile without the widget (runs: ${runs(f.hostWithout)}) | ${f.hostWithout.performance} (CLS ${f.hostWithout.cls}) | — |`,
    `| host page, Lighthouse mobile with the widget (runs: ${runs(f.hostWith)}) | ${f.hostWith.performance} (CLS ${f.hostWith.cls}, TBT ${f.hostWith.tbtMs} ms) | a drop of ≤ 1 point, CLS 0 |`,
    `| public page /b/{slug}, Lighthouse mobile (runs: ${runs(f.page)}) | ${f.page.performance} (LCP ${(f.page.lcpMs / 1000).toFixed(2)} s, CLS ${f.page.cls}) | ≥ 95 |`,
    `| \`GET /api/showcase/{key}/reviews\` (${(f.jsonBytes / 1024).toFixed(1)} KB) p99 at ${f.json.rps} req/s, open loop | ${f.json.p99} ms (p50 ${f.json.p50} ms, ${f.json.errors + f.json.non2xx} errors) | — |`,
  ].join('\n');
}
