import { lighthouseMedian } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { openLoop, type OpenLoopInit } from './open-loop.ts';
import { pageWeights, type Weight } from './page-weight.ts';

export interface CustomerPageFigures {
  token: string;
  weight: Weight;
  lighthouse: Awaited<ReturnType<typeof lighthouseMedian>>;
  tokenRead: LoadResult;
  generate: LoadResult;
}

/**
 * Names the business, buys Professional through the local test checkout (unlimited invitations) and creates
 * `count` invitations, as a busy business would have; returns their tokens.
 */
export async function createInvitations(base: string, cookie: string, count: number): Promise<string[]> {
  const send = async <T>(method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), cookie },
      body: body ? JSON.stringify(body) : null,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  await send('PATCH', '/api/profile', { businessName: 'Bench Plumbing', email: 'bench@biz.example' });
  const checkout = await send<{ checkoutUrl: string }>('POST', '/api/create-subscription', { tierId: 'professional', yearly: false });
  const session = new URL(checkout.checkoutUrl, base).searchParams.get('session')!;
  await send('GET', `/api/subscription-success?session_id=${encodeURIComponent(session)}`);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const invite = await send<{ data: { inviteToken: string } }>('POST', '/api/invites', {
      customerName: `Customer ${i}`,
      jobDescription: 'Hot water cylinder',
      jobLocation: 'Lower Hutt',
    });
    tokens.push(invite.data.inviteToken);
  }
  return tokens;
}

// Public routes are limited per client address; the server trusts X-Forwarded-For here, so each request comes "from" its own phone.
let phone = 0;
const fromManyPhones = () => ({ 'x-forwarded-for': `10.${(phone >> 16) & 255}.${(phone >> 8) & 255}.${phone++ & 255}` });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A 3 s warm-up (the JIT, the pool), then three 10 s runs; the median of each figure, as the throughput table does. */
async function atRate(url: () => string, rate: number, init: OpenLoopInit): Promise<LoadResult> {
  await openLoop(url, rate, 3, { ...init, perRequest: fromManyPhones });
  const runs: LoadResult[] = [];
  for (let i = 0; i < 3; i++) runs.push(await openLoop(url, rate, 10, { ...init, perRequest: fromManyPhones }));
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

export async function customerPage(base: string, cookie: string, rate = 200): Promise<CustomerPageFigures> {
  // Customers arrive on different invitations: each request takes the next token in turn.
  const tokens = await createInvitations(base, cookie, 200);
  const token = tokens[0]!;
  let turn = 0;
  const nextToken = () => tokens[turn++ % tokens.length]!;
  const [weight] = await pageWeights(base, [
    { path: `/review/${token}`, ready: (p) => p.getByRole('heading', { name: 'Share Your Experience' }).waitFor() },
  ]);
  const lighthouse = await lighthouseMedian(`${base}/review/${token}`, 3);
  // Ticks three of the business's feedback items (by id, as the page sends them).
  const selectedFeedback = ['quality-0', 'timeliness-1', 'communication-0'];
  const choices = JSON.stringify({
    starRating: 5,
    selectedFeedback,
    ratingScores: { overall: 9, quality: 9, timeliness: 10, communication: 8, value: 8 },
    reviewerText: 'Fixed the cylinder the same day.',
  });
  const tokenRead = await atRate(() => `${base}/api/invites/token/${nextToken()}`, rate, {});
  const generate = await atRate(() => `${base}/api/reviews/generate/${nextToken()}`, rate, {
    method: 'POST',
    body: choices,
    headers: { 'content-type': 'application/json' },
  });
  return { token, weight: weight!, lighthouse, tokenRead, generate };
}
