import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or a CDN keeps a public answer: five minutes fresh, then served stale for up to a day while it
 * fetches the new one in the background. An owner's change shows within five minutes (decision 0030).
 */
export const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/** A 404 (unknown, rotated or switched-off key) is kept a minute: switching on shows soon. */
export const MISSING_CACHE = 'public, max-age=60';

/** A strong ETag: a digest of the exact bytes. */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match names this ETag (weak comparison, as RFC 9110 has for it; "*" matches any). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** A body with its ETag, and optionally its gzip copy with that copy's own ETag (strong ETags differ per encoding). */
export interface CacheableBody {
  body: string | Buffer;
  etag: string;
  gzip?: { body: Buffer; etag: string };
}

export function cacheableBody(body: string, gzip?: Buffer): CacheableBody {
  return { body, etag: etagOf(body), ...(gzip ? { gzip: { body: gzip, etag: etagOf(gzip) } } : {}) };
}

/** Sends a cacheable public answer (gzip when the client takes it and there is a copy), or 304 when it has these bytes. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: CacheableBody, type: string): FastifyReply {
  const zipped = answer.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? answer.gzip : null;
  const etag = zipped ? zipped.etag : answer.etag;
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag);
  if (answer.gzip) reply.header('vary', 'accept-encoding');
  if (notModified(request, etag)) return reply.code(304).send();
  if (zipped) reply.header('content-encoding', 'gzip');
  return reply.type(type).send(zipped ? zipped.body : answer.body);
}
