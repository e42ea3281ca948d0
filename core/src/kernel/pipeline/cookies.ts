import type { FastifyReply } from 'fastify';

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
  expires?: Date | undefined;
}

/**
 * One cookie's value from a Cookie header, URI-decoded; null when absent or undecodable. Reads only the one asked
 * for: the kernel has a cookie or two, and parsing every cookie of every request cost each request an object.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let at = 0;
  while (at < header.length) {
    const end = header.indexOf(';', at);
    const pair = header.slice(at, end === -1 ? header.length : end).trim();
    if (pair.startsWith(`${name}=`)) {
      try {
        return decodeURIComponent(pair.slice(name.length + 1));
      } catch {
        return null;
      }
    }
    if (end === -1) break;
    at = end + 1;
  }
  return null;
}

/** A Set-Cookie line (RFC 6265), the value URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, `Path=${options.path}`];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/** Adds a Set-Cookie line to the answer, replacing an earlier one for the same cookie and keeping the others. */
export function appendCookie(reply: FastifyReply, name: string, line: string): void {
  const current = reply.getHeader('set-cookie');
  const lines = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  const kept = lines.filter((l) => !l.startsWith(`${name}=`));
  reply.header('set-cookie', kept.length ? [...kept, line] : line);
}
