import type { FastifyInstance } from 'fastify';
import { forbidden } from '../sdk/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Only Korero's own scripts (the shell and module remotes, all served from this origin) may run.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecurityOptions {
  /** Origins allowed to make state-changing requests (Korero's own, and PUBLIC_URL's). */
  allowedOrigins: Set<string>;
  /** Paths called by providers' servers, which send no Origin and are checked by signature instead. */
  originExempt: (path: string) => boolean;
  https: boolean;
}

/** Security headers on every answer, and the cross-site request check on every state-changing one. */
export function installSecurity(app: FastifyInstance, options: SecurityOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    reply.header('content-security-policy', CSP);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');

    if (!UNSAFE.has(request.method) || options.originExempt(request.url)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('Requests from other websites are not allowed.');
    if (origin && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !options.allowedOrigins.has(origin)) throw forbidden('Requests from other websites are not allowed.');
    } else if (origin === 'null') {
      throw forbidden('Requests from other websites are not allowed.');
    }
  });
}
