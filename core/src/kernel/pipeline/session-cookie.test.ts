import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';
import { openSealed, seal } from './sealed-cookie.ts';

const key = Buffer.alloc(32, 7);
const older = Buffer.alloc(32, 9);
const day = 24 * 3600;

describe('the session cookie', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a cookie @fastify/secure-session sealed, so sessions survive the change of plugin', () => {
    // Sealed by @fastify/secure-session 8.4.0 with the key of 32 sevens on 2026-11-29.
    const fromThePlugin =
      'cis2g8itrKv9DMyTOPKbBS48AAc7TsFF2CQziRErBac7/Df7Y8pLRLSJIvJxy22oIV8AR+EIjj/vHoRXByS2X4iA64NM;iu4PfsyZEjgXCHOzB8WYH1u9z50U/sDg';
    expect(openSealed(fromThePlugin, [key], 100 * 365 * day)).toEqual({ data: { sid: 'token-from-the-old-plugin' }, rotated: false });
    expect(openSealed(fromThePlugin, [older], 100 * 365 * day)).toBeNull();
  });

  it('opens what it sealed, with the current key or an older one (then asks to seal it again)', () => {
    const sealed = seal({ sid: 'abc' }, key);
    expect(openSealed(sealed, [key, older], day)).toEqual({ data: { sid: 'abc' }, rotated: false });
    expect(openSealed(sealed, [older, key], day)).toEqual({ data: { sid: 'abc' }, rotated: true });
    expect(openSealed(sealed, [older], day)).toBeNull();
  });

  it('refuses a cookie older than the longest session, and anything altered or malformed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    const sealed = seal({ sid: 'abc' }, key);
    vi.setSystemTime(new Date('2026-11-07T23:59:00Z'));
    expect(openSealed(sealed, [key], 7 * day)?.data).toEqual({ sid: 'abc' });
    vi.setSystemTime(new Date('2026-11-08T00:00:01Z'));
    expect(openSealed(sealed, [key], 7 * day)).toBeNull();
    vi.useRealTimers();
    const fresh = seal({ sid: 'abc' }, key);
    const [cipher, nonce] = fresh.split(';') as [string, string];
    const flipped = Buffer.from(cipher, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(openSealed(`${flipped.toString('base64')};${nonce}`, [key], day)).toBeNull();
    for (const bad of ['', ';', 'abc', `${cipher}`, `${cipher};${nonce};x`, `${cipher};AAAA`, 'AAAA;AAAA']) {
      expect(openSealed(bad, [key], day)).toBeNull();
    }
  });

  it('reads only the cookie asked for, decoded, among others', () => {
    const header = 'theme=dark; korero_session=a%2Bb%3Bc; other=1';
    expect(readCookie(header, 'korero_session')).toBe('a+b;c');
    expect(readCookie(header, 'session')).toBeNull();
    expect(readCookie('korero_session=%E0%A4%A', 'korero_session')).toBeNull();
    expect(readCookie(undefined, 'korero_session')).toBeNull();
  });

  it('writes a Set-Cookie line a browser keeps, and one that clears it', () => {
    const options = { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: true, maxAge: 3600 };
    expect(serializeCookie('korero_session', 'a+b;c', options)).toBe(
      'korero_session=a%2Bb%3Bc; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('korero_session', '', { ...options, secure: false, maxAge: 0, expires: new Date(0) })).toBe(
      'korero_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
});
