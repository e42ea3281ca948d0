import sodium from 'sodium-native';
import type { SessionData } from './session.plugin.ts';

/**
 * The session cookie's sealed form, as @fastify/secure-session made it (so cookies issued before still open):
 * XSalsa20-Poly1305 (libsodium's secretbox) over the JSON of the data with `__ts`, the seconds when it was sealed;
 * written `<ciphertext base64>;<nonce base64>`.
 */
export function seal(data: SessionData, key: Buffer): string {
  const message = Buffer.from(JSON.stringify({ ...data, __ts: Math.round(Date.now() / 1000) }));
  const nonce = Buffer.allocUnsafe(sodium.crypto_secretbox_NONCEBYTES);
  sodium.randombytes_buf(nonce);
  const cipher = Buffer.allocUnsafe(message.length + sodium.crypto_secretbox_MACBYTES);
  sodium.crypto_secretbox_easy(cipher, message, nonce, key);
  return `${cipher.toString('base64')};${nonce.toString('base64')}`;
}

/**
 * The data of a sealed cookie, or null when it is malformed, opens with none of `keys`, or was sealed more than
 * `maxAgeSeconds` ago. `rotated`: it opened with a key other than the first, so it should be sealed again.
 */
export function openSealed(sealed: string, keys: Buffer[], maxAgeSeconds: number): { data: SessionData; rotated: boolean } | null {
  const [cipherB64, nonceB64, extra] = sealed.split(';');
  if (!cipherB64 || !nonceB64 || extra !== undefined) return null;
  const cipher = Buffer.from(cipherB64, 'base64');
  const nonce = Buffer.from(nonceB64, 'base64');
  if (cipher.length < sodium.crypto_secretbox_MACBYTES || nonce.length !== sodium.crypto_secretbox_NONCEBYTES) return null;
  const message = Buffer.allocUnsafe(cipher.length - sodium.crypto_secretbox_MACBYTES);
  const index = keys.findIndex((key) => sodium.crypto_secretbox_open_easy(message, cipher, nonce, key));
  if (index === -1) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { __ts, ...rest } = parsed as { __ts?: unknown } & Record<string, unknown>;
  if (typeof __ts !== 'number' || (__ts + maxAgeSeconds) * 1000 <= Date.now()) return null;
  const data: SessionData = typeof rest.sid === 'string' ? { sid: rest.sid } : {};
  return { data, rotated: index > 0 };
}
