import { lighthouseMedian, type LighthouseRun } from './lighthouse.ts';
import { pageWeights, type Weight } from './page-weight.ts';
import { remoteWeights } from './remote-weights.ts';

const BUDGET: Record<string, string> = {
  '/auth': '≤ 120 KB',
  '/dashboard': '≤ 250 KB, ≤ 30 requests',
  '/teams': '≤ 250 KB, ≤ 30 requests',
};

const weightRow = (page: string, w: Omit<Weight, 'path'>, target: string) =>
  `| ${page} | ${w.scripts} | ${w.requestsToReady} | ${w.jsRawKb} KB | ${w.jsGzipKb} KB | ${w.cssGzipKb} KB | ${target} |`;

/**
 * The dashboard before its frame was the welcome card and the shared code was split in two (issue 33, decision 0025),
 * from the run of 2026-11-26 16:34 UTC, kept for comparison.
 */
const DASHBOARD_BEFORE = '| /dashboard (signed in), before (2026-11-26) | 96 (runs: 96, 95, 97) | 2.38 s | 1.02 s | 154 ms | 0.008 | — |';

const lighthouseRow = (page: string, r: LighthouseRun & { runs: LighthouseRun[] }, target: string) =>
  `| ${page} | ${r.performance} (runs: ${r.runs.map((x) => x.performance).join(', ')}) | ${(r.lcpMs / 1000).toFixed(2)} s | ${(r.fcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${target} |`;

/**
 * The owner's app on a running Korero: each page's first load (scripts, requests until usable, weight), Lighthouse
 * mobile on /auth and the signed-in dashboard, and each module's remote by when a page fetches it. `cookie` is a
 * signed-in owner's session; the customer page's weight, measured elsewhere, joins the table. Returns RESULTS.md lines.
 */
export async function ownerApp(base: string, cookie: string, customerWeight: Omit<Weight, 'path'> | null): Promise<string[]> {
  const [name, value] = cookie.split('=') as [string, string];
  const session = { name, value };
  const weights = await pageWeights(base, [
    { path: '/auth', ready: (p) => p.getByRole('tab', { name: 'Sign In' }).waitFor() },
    {
      path: '/dashboard',
      cookie: session,
      // Usable: the welcome card with its actions, and every module's card drawn (not the "loading" placeholders).
      ready: async (p) => {
        await p.getByTestId('dashboard-hero').getByRole('button', { name: 'New Invite' }).waitFor();
        await p.getByRole('status', { name: "Loading the dashboard's cards" }).waitFor({ state: 'detached' });
        await p.waitForFunction(() => document.querySelectorAll('main [role="status"]').length === 0);
      },
    },
    { path: '/teams', cookie: session, ready: (p) => p.getByRole('heading', { name: 'Teams & Members' }).waitFor() },
  ]);
  const signIn = await lighthouseMedian(`${base}/auth`);
  const dashboard = await lighthouseMedian(`${base}/dashboard`, 3, 9334, { Cookie: cookie });

  return [
    "## The owner's app: first load (Chromium, empty cache)\n",
    '| page | scripts | requests until usable | JS raw | JS gzip | CSS gzip | target |\n|---|---|---|---|---|---|---|',
    ...weights.map((w) => weightRow(w.path, w, BUDGET[w.path] ?? '—')),
    ...(customerWeight ? [weightRow('/review/{token} (the customer page)', customerWeight, '≤ 120 KB')] : []),
    '\nLighthouse mobile (simulated slow 4G, 4× CPU), median of 3, on PGlite:\n',
    '| page | performance | LCP | FCP | TBT | CLS | target |\n|---|---|---|---|---|---|---|',
    lighthouseRow('/auth (the lean sign-in page)', signIn, '≥ 95, LCP ≤ 2.5 s'),
    lighthouseRow('/dashboard (signed in: an owner with a profile, teams, invitations and reviews)', dashboard, '≥ 95, LCP ≤ 2.0 s'),
    DASHBOARD_BEFORE,
    "\nEach installed module's remote, as built (gzip), by when a page fetches it:\n",
    '| module | fetched before it draws (its entry and what that imports) | the rest: its pages and widgets, each when drawn |\n|---|---|---|',
    ...remoteWeights().map(
      (w) => `| ${w.module} | ${w.firstKb} KB in ${w.firstFiles} file${w.firstFiles === 1 ? '' : 's'} | ${w.ownKb} KB |`,
    ),
    `
How the owner's pages load (\`web-shell/src/remotes\`, \`core/src/kernel/static.ts\`, \`web-kit/build/shared-modules.ts\`;
decisions 0015, 0016 and 0025):
- \`/auth\` is the lean sign-in page (\`web-shell/sign-in\`): the shell's AuthPage without router or any module; every
  way out of it is a full page load into the shell.
- A remote is one ES module (\`remoteEntry.js\`: its definition and its dashboard cards) whose pages load when drawn.
  It imports react, the router, react-query and the kit from \`@korero/shared\`, and forms and overlays (react-hook-form,
  the kit's dialogs, select and tooltip) from \`@korero/shared/forms\`, which the page's import map resolves to the
  shell's two facades over its own copies: no loader runtime, no per-remote glue. Each of a remote's files imports
  its own names, so the second facade loads with the first thing drawn that uses it.
- Every other page gets the import map and the module list in its HTML, and a modulepreload for each file of the
  remotes it needs (the module that draws the page, the header's when signed in, and the dashboard's on the
  dashboard) and for the facades they import. Pages that host other modules' panels (Settings, Analytics) ask for
  theirs when drawn.
- The page also carries who is signed in and the site's status, so nothing waits for a round trip. The boot frame
  paints before the app's code runs (on the dashboard the server draws it as the welcome card with the owner's name,
  the page's largest element); the first drawing and each batch of arriving modules are React transitions, and places
  held for loading modules keep the layout still.
`,
  ];
}
