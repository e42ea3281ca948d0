import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '../testing/index.ts';
import type { ModulesAnswer } from '../contract/kernel.ts';
import { SLOTS_FILE } from '../contract/web-places.ts';
import { dashboardFrame } from './dashboard-frame.ts';

// Stand-ins for the built shell, the lean sign-in page and two remotes, shaped like the real builds' output.
const BOOT_MAIN = '<div class="boot-main"><div></div></div><!-- /boot-main -->';
const SHELL = `<!doctype html><html><head><title>Korero</title></head><body><div id="root">${BOOT_MAIN}</div><template id="boot-dashboard"><div class="boot-hero"><h2>Kia ora, <span data-boot="username"></span></h2><div class="boot-actions"></div></div></template><template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/bootstrap-k1l2m3n4.js"></template></body></html>`;
const SIGN_IN = '<!doctype html><html><head><title>Sign in · Korero</title></head><body>sign-in</body></html>';

const IMPORT_MAP = { imports: { '@korero/shared': '/assets/shared-modules-z9y8x7w6.js' } };

/** The slots each stand-in's build found in its web module (as the real ones' do). */
const SLOTS: Record<string, string[]> = {
  business: ['dashboard.cards'],
  teams: [],
  invites: ['dashboard.cards', 'dashboard.hero', 'header.primary', 'settings.panels'],
};

function remote(dir: string, id: string): void {
  mkdirSync(path.join(dir, id, 'assets'), { recursive: true });
  const file = (name: string, code: string) => writeFileSync(path.join(dir, id, name), code);
  file(SLOTS_FILE, JSON.stringify({ slots: SLOTS[id] }));
  file(
    'remoteEntry.js',
    `import{react__lazy as e}from"@korero/shared";import{t as n}from"./assets/queries-a1b2c3d4.js";var r={id:"${id}",routes:[{Component:e(()=>import(\`./assets/Page-q7r8s9t0.js\`))}]};export{r as default};`,
  );
  file('assets/queries-a1b2c3d4.js', 'import{useQuery as e}from"@korero/shared";export const t=e;');
  // A page: fetched when drawn, so never preloaded.
  file('assets/Page-q7r8s9t0.js', 'import{t}from"./queries-a1b2c3d4.js";export default t;');
}

let t: TestKernel;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-static-'));
  mkdirSync(path.join(dir, 'shell', 'sign-in'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'index.html'), SHELL);
  writeFileSync(path.join(dir, 'shell', 'sign-in', 'index.html'), SIGN_IN);
  writeFileSync(path.join(dir, 'shell', 'importmap.json'), JSON.stringify(IMPORT_MAP));
  for (const id of ['business', 'teams', 'invites']) remote(dir, id);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites'],
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low" \/>/g)].map((m) => m[1]);
const listIn = (html: string) => JSON.parse(/<script type="application\/json" id="korero-modules">(.*?)<\/script>/s.exec(html)![1]!);
const FACADE = IMPORT_MAP.imports['@korero/shared'];
const filesOf = (id: string) => [`/modules/${id}/remoteEntry.js`, `/modules/${id}/assets/queries-a1b2c3d4.js`];

describe("the app's pages as the server sends them", () => {
  it('carry the module list GET /api/modules gives, so the shell starts without asking', async () => {
    const page = await t.anonymous().get('/teams');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(listIn(String(page.body))).toEqual((await t.anonymous().get('/api/modules')).body);
  });

  it('list the slots each remote fills as its build found them, as GET /api/modules does', async () => {
    const modules = (await t.anonymous().get('/api/modules')).body as ModulesAnswer;
    expect(Object.fromEntries(modules.data.map((m) => [m.name, m.slots]))).toEqual(SLOTS);
  });

  it("name the files of the remotes the page needs, in load order, and no other remote's", async () => {
    // Signed out on a module's page: that module only, and the shell's facade its files import (not its page chunk).
    expect(preloaded(String((await t.anonymous().get('/teams')).body))).toEqual([...filesOf('teams'), FACADE]);
    // The shell's own screens need none.
    expect(preloaded(String((await t.anonymous().get('/forgot-password')).body))).toEqual([]);
    expect(preloaded(String((await t.anonymous().get('/nowhere/at/all')).body))).toEqual([]);
  });

  it("add the header's remotes for a signed-in owner, and the dashboard's on the dashboard", async () => {
    const owner = await t.signUp('preloads');
    expect(preloaded(String((await owner.get('/teams')).body)).sort()).toEqual([...filesOf('teams'), ...filesOf('invites'), FACADE].sort());
    const dashboard = [...filesOf('business'), ...filesOf('invites'), FACADE].sort();
    expect(preloaded(String((await owner.get('/dashboard')).body)).sort()).toEqual(dashboard);
    expect(preloaded(String((await owner.get('/')).body)).sort()).toEqual(dashboard);
  });

  it('hold every preload back until the frame is painted: in the after-paint template main.ts empties, none in <head>', async () => {
    const owner = await t.signUp('after-paint');
    const html = String((await owner.get('/dashboard')).body);
    const head = html.slice(0, html.indexOf('</head>'));
    const template = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(head).not.toContain('modulepreload');
    expect(preloaded(template).sort()).toEqual([...filesOf('business'), ...filesOf('invites'), FACADE].sort());
    // The shell's own files come first, the remotes' after them.
    expect(template.indexOf('/assets/bootstrap-k1l2m3n4.js')).toBeLessThan(template.indexOf('/modules/'));
  });

  it('carry the import map first in <head>, allowed by its hash and by nothing wider', async () => {
    const page = await t.anonymous().get('/teams');
    const html = String(page.body);
    const tag = `<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>`;
    expect(html.indexOf(tag)).toBeGreaterThan(-1);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('modulepreload'));
    const hash = createHash('sha256').update(JSON.stringify(IMPORT_MAP)).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
    // Answers of data get the data policy (nothing runs from them); other pages keep the plain page policy.
    const api = await t.anonymous().get('/api/modules');
    expect(String(api.headers['content-security-policy'])).toBe("default-src 'none'; frame-ancestors 'none'");
    const other = await t.anonymous().get('/privacy-policy');
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('carry who is signed in and the site status, as their routes answer, so the shell asks neither', async () => {
    const json = (html: string, id: string) =>
      JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)![1]!);
    const owner = await t.signUp('page-session');
    const page = await owner.get('/teams');
    expect(json(String(page.body), 'korero-session')).toEqual((await owner.get('/api/session')).body);
    expect(json(String(page.body), 'korero-status')).toEqual((await owner.get('/api/system/status')).body);
    // That page is for this browser only.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // Signed out: no one, without a lookup, and a page any cache may revalidate.
    const visitor = await t.anonymous().get('/teams');
    expect(json(String(visitor.body), 'korero-session')).toEqual({ data: null });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // A cookie that names no session is read as no one, as /api/session reads it.
    const stale = await t.anonymous().request('GET', '/teams', undefined, { cookie: 'korero_session=not-a-session' });
    expect(json(String(stale.body), 'korero-session')).toEqual({ data: null });
  });

  it("draw the dashboard's frame as its welcome card, with the owner's name and a place for each hero action", async () => {
    const owner = await t.signUp('frame-owner');
    const page = String((await owner.get('/dashboard')).body);
    const modules = (await owner.get('/api/modules')).body as ModulesAnswer;
    const heroActions = modules.data.filter((m) => m.slots.includes('dashboard.hero')).length;
    expect(heroActions).toBeGreaterThan(0);
    expect(page).toContain(
      `<div class="boot-main boot-dashboard"><div class="boot-hero"><h2>Kia ora, <span data-boot="username">frame-owner</span></h2><div class="boot-actions">${'<div></div>'.repeat(heroActions)}</div></div></div>`,
    );
    expect(page).not.toContain(BOOT_MAIN);
    // Other pages, and the dashboard signed out, keep the plain frame.
    expect(String((await owner.get('/teams')).body)).toContain(BOOT_MAIN);
    expect(String((await t.anonymous().get('/dashboard')).body)).toContain(BOOT_MAIN);
  });

  it("sends a technician who opens the dashboard to their own page, with nothing of the dashboard's frame", async () => {
    const owner = await t.signUp('frame-boss');
    const invited = await owner.post('/api/staff/invitations', { email: 'frame-tech@co-nz.example', role: 'technician' });
    const technician = t.anonymous();
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    expect((await technician.post('/api/staff/accept', { token, username: 'frame-tech', password: 'correct horse battery' })).status).toBe(
      201,
    );
    for (const url of ['/dashboard', '/']) {
      const page = await technician.get(url);
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe('/ask');
      expect(String(page.body)).not.toContain('boot-dashboard');
    }
    // Their other pages are drawn as anyone's.
    expect((await technician.get('/teams')).status).toBe(200);
  });

  it("puts the owner's name in the frame as text, never as markup", () => {
    const fill = dashboardFrame(SHELL)!;
    const html = fill(SHELL, '<img src=x onerror=alert(1)>&"\'', { data: [] } as unknown as ModulesAnswer);
    expect(html).toContain('<span data-boot="username">&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;</span>');
    // A shell without the frame's marks is sent as it is.
    expect(dashboardFrame('<html><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('send the lean sign-in page for /auth, with or without a trailing slash or a query', async () => {
    for (const url of ['/auth', '/auth/', '/auth?next=%2Fteams']) {
      const page = await t.anonymous().get(url);
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('<body>sign-in</body>');
    }
    expect(String((await t.anonymous().get('/authors')).body)).not.toContain('sign-in');
  });

  it('tell the sign-in page when there is no session at all, so it draws its forms without asking', async () => {
    const signedOut = String((await t.anonymous().get('/auth')).body);
    expect(signedOut.match(/<meta name="korero-session" content="none" \/>/g)).toHaveLength(1);
    expect(signedOut.indexOf('korero-session')).toBeLessThan(signedOut.indexOf('</head>'));
    // With a session cookie (valid or not) the page asks, and a signed-in owner goes on to the dashboard.
    const owner = await t.signUp('cookie-holder');
    expect(String((await owner.get('/auth')).body)).toBe(SIGN_IN);
  });

  it('answer a file that does not exist with 404, never a page', async () => {
    expect((await t.anonymous().get('/modules/teams/assets/missing-00000000.js')).status).toBe(404);
    expect((await t.anonymous().get('/assets/missing-00000000.js')).status).toBe(404);
  });
});
