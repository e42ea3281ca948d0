import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the kernel: the route answers a page (HTML), or is outside /api/, so it gets the page's headers. */
    pageAnswer?: boolean;
  }
}
import { forbidden } from '../sdk/errors.ts';
import type { Arrival } from './pipeline/arrival.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Only Korero's own scripts (the shell and module remotes, all served from this origin) may run, and a page's own
// inline scripts (the app's import map) by their hashes.
export const contentSecurityPolicy = (scriptHashes: string[] = []): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Radix positions popovers with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // How-to videos a deployment publishes (config/demo-videos.ts) play from where it hosts them: a video file over
    // https, or YouTube's privacy-enhanced player or Vimeo's in a frame. Media cannot run script.
    "media-src 'self' blob: https:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
const CSP = contentSecurityPolicy();

export interface SecurityOptions {
  /** Origins allowed to make state-changing requests (Korero's own, and PUBLIC_URL's). */
  allowedOrigins: Set<string>;
  /**
   * Whether an Origin naming the request's own Host is same-site. Only without PUBLIC_URL (development): the Host
   * header is the client's to write, so a page on evil.example whose name points at this server (DNS rebinding)
   * would pass. With PUBLIC_URL set, only its origin (and allowedOrigins) may make state-changing requests.
   */
  trustHost: boolean;
  /** Paths called by providers' servers, which send no Origin and are checked by signature instead. */
  originExempt: (path: string) => boolean;
  https: boolean;
}

/** Security headers on every answer, and the cross-site request check on every state-changing one. */
export function installSecurity(app: FastifyInstance, options: SecurityOptions, arrival: Arrival): void {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
    'content-security-policy': CSP,
    // Not plain same-origin: the Messenger card opens Facebook Login in a popup and must still see when it closes.
    // Pages of other sites still cannot reach a Korero window that they opened.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // An answer of data (JSON, CSV, an image) is never a page: no script, style or frame of its own may run from it, and
  // nothing may frame it. Headers that only mean something for a page (its policy's sources, permissions, the opener
  // policy) are left off: the page's long policy on every API answer cost the 401 path a tenth of its throughput
  // (issue 46, item 9).
  const api: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': API_POLICY,
    ...(options.https ? { 'strict-transport-security': headers['strict-transport-security']! } : {}),
  };
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), pageAnswer: answersPage(route) };
  });
  // A callback hook, not async: this runs on every request, and a promise per request is measurable.
  arrival.add((request, reply) => {
    const page = request.routeOptions.config?.pageAnswer ?? !request.url.startsWith('/api/');
    reply.headers(page ? headers : api);
    if (!UNSAFE.has(request.method) || options.originExempt(request.url)) return undefined;
    return crossSite(request.headers, options) ? forbidden('Requests from other websites are not allowed.') : undefined;
  });
}

/** What an answer of data may do as a document: nothing (OWASP's policy for REST answers). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A route outside /api/, or one whose declared answers include an HTML page (an OAuth popup's, the API reference). */
function answersPage(route: RouteOptions): boolean {
  if (!route.url.startsWith('/api/')) return true;
  const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  return Object.values(responses).some((answer) => {
    const content = (answer as { content?: Record<string, unknown> } | null)?.content;
    return content !== undefined && Object.keys(content).some((type) => type.startsWith('text/html'));
  });
}

function crossSite(
  headers: Record<string, string | string[] | undefined>,
  { allowedOrigins: allowed, trustHost }: SecurityOptions,
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null' || typeof origin !== 'string') return true;
  const host = headers.host;
  const sameHost = trustHost && typeof host === 'string' && (origin === `http://${host}` || origin === `https://${host}`);
  return !sameHost && !allowed.has(origin);
}
