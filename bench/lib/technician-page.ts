import { lighthouseMedian } from './lighthouse.ts';
import { signUpOwner } from './owner.ts';
import { pageWeights } from './page-weight.ts';

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * A technician's session (issue 36): an owner invites a technician by email, and the link is accepted signed out with
 * a new account, as the technician's phone would. Returns the technician's session cookie.
 */
export async function technicianSession(base: string): Promise<string> {
  const owner = await signUpOwner(base, 'crew');
  const send = async (url: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const patch = await fetch(`${base}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: owner.cookie },
    body: JSON.stringify({ businessName: 'Bench Plumbing', email: 'bench@biz.example' }),
  });
  if (!patch.ok) throw new Error(`PATCH /api/profile: ${patch.status} ${await patch.text()}`);
  const invited = (await (
    await send('/api/staff/invitations', { email: `${owner.username}-tech@co-nz.example`, role: 'technician' }, owner.cookie)
  ).json()) as { data: { acceptUrl: string } };
  const token = new URL(invited.data.acceptUrl).searchParams.get('token')!;
  const accepted = await send('/api/staff/accept', { token, username: `${owner.username}t`, password: 'bench password 1' });
  return cookiesOf(accepted);
}

/**
 * The technician's phone page, /ask (the invites module's lean entry, web/technician): its first load in Chromium and
 * Lighthouse mobile, signed in as a technician. Returns RESULTS.md's section.
 */
export async function technicianPage(base: string): Promise<string> {
  const cookie = await technicianSession(base);
  const [name, value] = cookie.split('; ')[0]!.split('=') as [string, string];
  const [weight] = await pageWeights(base, [
    {
      path: '/ask',
      cookie: { name, value },
      // Usable: the form, and the list of recent ones answered (or refused).
      ready: async (p) => {
        await p.getByRole('button', { name: 'Send' }).waitFor();
        await p.getByText('Loading…').first().waitFor({ state: 'detached' });
      },
    },
  ]);
  const lh = await lighthouseMedian(`${base}/ask`, 3, 9335, { Cookie: cookie });
  return [
    "## The technician's phone page, /ask\n",
    'A technician signs in on their phone and lands on "Ask for a review" (issue 36). The invites module builds it as a lean entry of its own (`modules/invites/web/vite.technician.config.ts`: React, the page and the shared theme; no router, no query client, no shell or other modules), served by the module for `/ask`; inside the app the same component is the module\'s `/ask` route. Measured signed in as a technician, on PGlite.\n',
    '| figure | measured | target |\n|---|---|---|',
    `| first-load JavaScript, gzip | ${weight!.jsGzipKb} KB (${weight!.scripts} script${weight!.scripts === 1 ? '' : 's'}; CSS ${weight!.cssGzipKb} KB) | ≤ 120 KB |`,
    `| requests until usable | ${weight!.requestsToReady} | — |`,
    `| Lighthouse mobile performance, median of 3 | ${lh.performance} (runs: ${lh.runs.map((r) => r.performance).join(', ')}) | ≥ 95 |`,
    `| LCP / FCP / TBT / CLS | ${(lh.lcpMs / 1000).toFixed(2)} s / ${(lh.fcpMs / 1000).toFixed(2)} s / ${lh.tbtMs} ms / ${lh.cls} | — |`,
  ].join('\n');
}
