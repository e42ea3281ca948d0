import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * A long random-looking path segment: an invite or reset token, or a text's 16-character short link code (base64url,
 * so it has capitals or digits, unlike a route word such as "subscription-success"). UUIDs are ids, not secrets, and
 * are kept.
 */
/** Sixteen token characters in a row: an address without them has no segment TOKEN_SEGMENT could match. */
const TOKEN_RUN = /[A-Za-z0-9_-]{16}/;
const TOKEN_SEGMENT = /^(?![0-9a-f]{8}-[0-9a-f]{4}-)(?=[^/]*[A-Z0-9])[A-Za-z0-9_-]{16,}$/;
// `session` is a test checkout's (its page completes the payment). `state` is OAuth's (Facebook Login): single use, but a live one in a log could finish someone else's sign-in.
const SECRET_QUERY = new Set(['token', 'session', 'session_id', 'code', 'state', 't', 'signature', 'key', 'hub.verify_token']);

/** The URL as it may be logged: tokens in the path or query replaced, so a log never grants access to anything. */
export function redactUrl(url: string): string {
  // Most addresses hold nothing to hide: no query, and no run of token characters long enough to be a token.
  if (!url.includes('?') && !TOKEN_RUN.test(url)) return url;
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        // Not '*.code': that hid database and client error codes (57P01, 23505), which are what a reader needs.
        // Setup and OAuth codes arrive in bodies and query strings, which are never logged whole (see redactUrl).
        '*.setupCode',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

let stdout: (pino.DestinationStream & { flushSync(): void }) | null = null;

/**
 * Standard output written asynchronously (pino's SonicBoom with sync: false): a request's log line no longer waits
 * for the write, which cost the kernel more per request than any hook. One per process, flushed when it exits, so
 * the last lines of a crash or a shutdown are not lost.
 */
export function stdoutDestination() {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // Nothing left to write to.
      }
    });
    stdout = destination;
  }
  return stdout;
}
