import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { greetingName } from '../contract/words.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser, ModulesAnswer } from '../contract/kernel.ts';
import type { SystemStatus } from '../contract/system-settings.ts';
import { modulesForPage } from '../contract/web-places.ts';
import { dashboardFrame, technicianHome } from './dashboard-frame.ts';
import { sendApiNotFound } from './errors.ts';
import { remotePreloads } from './remote-preloads.ts';
import { SESSION_COOKIE } from './pipeline/session.plugin.ts';
import { contentSecurityPolicy } from './security.ts';

export interface WebAssets {
  /** web-shell/dist */
  shellDir: string;
  /** Where a module's built remote lives (modules/<id>/web/dist). */
  moduleDir: (id: string) => string;
  /** Is the module switched on right now (its assets answer 404 otherwise)? */
  isEnabled: (id: string) => boolean;
  /** GET /api/modules's answer (the modules switched on now): put in each page, with the remotes it needs. */
  moduleList?: () => ModulesAnswer;
  /** Who is signed in, as GET /api/session answers it: put in each page, so the shell draws without asking. */
  session?: (request: FastifyRequest) => Promise<CurrentUser | null>;
  /** The site's name and maintenance state, as GET /api/system/status answers it: put in each page likewise. */
  status?: (request: FastifyRequest) => Promise<SystemStatus>;
}

const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

function cacheHeaders(reply: FastifyReply, file: string): void {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) {
    reply.header('cache-control', 'no-cache');
  } else if (HASHED.test(name)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

// Signed in, or was: the header's remotes are worth fetching early. (Not checked here; a stale cookie costs a preload.)
const SESSION_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
const hasSession = (request: FastifyRequest) => SESSION_SENT.test(request.headers.cookie ?? '');

// JSON inside <script>: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const pathOf = (url: string) => (url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';

/**
 * The shell build's import map (web-shell/dist/importmap.json): each shared package a remote imports, resolved to
 * the shell's facade for it. Null when the build has none (a stand-in shell in tests).
 */
function readImportMap(shellDir: string): { imports: Record<string, string> } | null {
  const file = path.join(shellDir, 'importmap.json');
  if (!existsSync(file)) return null;
  const map = JSON.parse(readFileSync(file, 'utf8')) as { imports?: unknown };
  const imports = map.imports;
  const valid =
    typeof imports === 'object' &&
    imports !== null &&
    Object.values(imports).every((url) => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'));
  if (!valid) throw new Error(`${file} is not an import map of this origin's files; run npm run build -- --force`);
  return { imports: imports as Record<string, string> };
}

const notFoundText = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * The shell at "/", each module's remote under "/modules/<id>/" (404 while the module is off), and the shell's
 * index.html for any other page path so the browser router can draw it, its 404 page included. Unknown /api paths
 * get JSON. Files are sent pre-compressed (brotli or gzip, made at build time) when the browser accepts it.
 */
export async function installWebAssets(app: FastifyInstance, assets: WebAssets | null, moduleIds: string[]): Promise<void> {
  const indexFile = assets ? path.join(assets.shellDir, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
  // The sign-in screen on its own (web-shell/sign-in): what an owner's phone loads first, without the shell.
  const signInFile = assets ? path.join(assets.shellDir, 'sign-in', 'index.html') : null;
  const signInHtml = signInFile && existsSync(signInFile) ? readFileSync(signInFile) : null;

  if (assets && indexHtml) {
    await app.register(fastifyStatic, {
      root: assets.shellDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => cacheHeaders(res, file),
    });
    for (const id of moduleIds) {
      const root = assets.moduleDir(id);
      if (!existsSync(root)) continue;
      await app.register(async (scope) => {
        scope.addHook('onRequest', async (_request, reply) => {
          if (!assets.isEnabled(id)) return notFoundText(reply);
        });
        await scope.register(fastifyStatic, {
          root,
          prefix: `/modules/${id}/`,
          decorateReply: false,
          index: false,
          preCompressed: true,
          setHeaders: (res, file) => cacheHeaders(res, file),
        });
      });
    }
  }

  // The import map goes first in <head>: the browser resolves every module (and modulepreload) after it by it. It is
  // an inline script, so the pages' policy allows exactly it, by its hash.
  const importMap = assets && indexHtml ? readImportMap(assets.shellDir) : null;
  const importMapJson = importMap ? scriptJson(importMap) : null;
  const importMapTag = importMapJson ? `<script type="importmap">${importMapJson}</script>` : '';
  const pagePolicy = contentSecurityPolicy(
    importMapJson ? [`'sha256-${createHash('sha256').update(importMapJson).digest('base64')}'`] : [],
  );

  const sendPage = (reply: FastifyReply, html: Buffer | string | null, personal = false) =>
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      // A page carrying who is signed in is for that browser only.
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie')
      .header('content-security-policy', pagePolicy)
      .send(html);

  // Without a session cookie the visitor is signed out for certain: the page says so, and draws its forms at once
  // instead of asking /api/session first.
  const signInText = signInHtml?.toString('utf8') ?? '';
  const signInPage = (request: FastifyRequest): Buffer | string | null =>
    hasSession(request) ? signInHtml : signInText.replace('</head>', () => '  <meta name="korero-session" content="none" />\n  </head>');

  // Where index.html keeps what downloads after the first paint (web-shell/vite.config.ts, main.ts).
  const AFTER_PAINT = '<template id="after-paint">';
  // What each remote fetches before it can draw (read once from its build), for the pages that need it.
  const preloads = new Map(assets && indexHtml ? moduleIds.map((id) => [id, remotePreloads(assets.moduleDir(id), id)]) : []);
  const indexText = (indexHtml?.toString('utf8') ?? '').replace(/<head>/, () => `<head>\n    ${importMapTag}`);
  const withDashboardFrame = dashboardFrame(indexText);
  /**
   * The app's page for a path, carrying the module list (so the shell starts without asking for it) and a
   * modulepreload link for every file the remotes this page needs fetch before they draw: their entries, what those
   * import, and the shell's facades for the shared packages they use. They download beside the shell, not after it.
   */
  const appPage = async (
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ html: Buffer | string | null; personal: boolean; redirect?: string }> => {
    const list = assets?.moduleList?.();
    if (!list || !indexHtml) return { html: indexText || indexHtml, personal: false };
    const needed = modulesForPage(list.data, pathname, hasSession(request)).flatMap((name) => preloads.get(name) ?? []);
    const shared = new Set(needed.flatMap((p) => p.shared.flatMap((spec) => importMap?.imports[spec] ?? [])));
    // Low priority: the shell's own files (index.html's preloads) come first, as the page draws nothing without them.
    const links = [...needed.flatMap((p) => p.files), ...shared].map(
      (href) => `<link rel="modulepreload" href="${href}" fetchpriority="low" />`,
    );
    const data = [`<script type="application/json" id="korero-modules">${scriptJson(list)}</script>`];
    // Who is signed in (no one without a cookie) and the site's status, as their routes would answer; if either
    // cannot be read now, the page leaves it out and the shell asks.
    const without = (what: string) => (error: unknown) => {
      request.log.warn({ err: error }, `the page goes without ${what}; the shell will ask`);
      return undefined;
    };
    const [session, status] = await Promise.all([
      hasSession(request) ? assets?.session?.(request).catch(without('who is signed in')) : null,
      assets?.status?.(request).catch(without("the site's status")),
    ]);
    // The dashboard is not a technician's: they go to their own page before any of it is drawn.
    const home = session?.role === 'technician' && (pathname === '/dashboard' || pathname === '/') ? technicianHome(list) : null;
    if (home) return { html: null, personal: true, redirect: home };
    if (session !== undefined) data.push(`<script type="application/json" id="korero-session">${scriptJson({ data: session })}</script>`);
    if (status !== undefined) data.push(`<script type="application/json" id="korero-status">${scriptJson({ data: status })}</script>`);
    // A function, so nothing in the list is read as a replacement pattern ($&, $'). The preloads join the shell's own
    // in the template main.ts empties after the first paint, so nothing downloads ahead of the frame (decision 0025).
    const withData = indexText.replace('</head>', () => `    ${data.join('\n    ')}\n  </head>`);
    const template = withData.indexOf(AFTER_PAINT);
    const end = template === -1 ? -1 : withData.indexOf('</template>', template);
    const page =
      end === -1
        ? withData.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
        : `${withData.slice(0, end)}  ${links.join('\n      ')}\n    ${withData.slice(end)}`;
    const html =
      session && session.role !== 'technician' && pathname === '/dashboard' && withDashboardFrame
        ? withDashboardFrame(page, greetingName(session), list)
        : page;
    return { html, personal: session !== null && session !== undefined };
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return sendApiNotFound(request, reply);
    // Files (anything with an extension, module assets, stored objects) are never answered with the app's page.
    const isFile = Boolean(path.extname(url.split('?')[0] ?? '')) || url.startsWith('/modules/') || url.startsWith('/public-objects/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isFile;
    if (indexHtml && wantsPage) {
      const pathname = pathOf(url);
      if (signInHtml && pathname === '/auth') return sendPage(reply, signInPage(request));
      return appPage(request, pathname).then(({ html, personal, redirect }) =>
        redirect
          ? reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').redirect(redirect, 302)
          : sendPage(reply, html, personal),
      );
    }
    if (!indexHtml && wantsPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The Korero web app has not been built. Run `npm start`.');
    }
    return notFoundText(reply);
  });
}
