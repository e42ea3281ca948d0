import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets Korero keeps on behalf of an owner (a Facebook Page's access token), sealed with AES-256-GCM under
 * SECRETS_KEY. The first key seals; every key opens what it sealed, so keys can be rotated: put the new key first,
 * keep the old one after it until everything has been sealed again. A sealed value names its key by a short
 * fingerprint (never the key), so opening picks the right one without trying each.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was altered or its key is no longer configured. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const fingerprint = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function secretBox(keys: readonly string[]): SecretBox {
  const decoded = keys.map((k) => Buffer.from(k, 'base64'));
  if (decoded.length === 0 || decoded.some((k) => k.length !== 32)) throw new Error('SECRETS_KEY must be base64 32-byte keys.');
  const byPrint = new Map(decoded.map((k) => [fingerprint(k), k]));
  const first = decoded[0]!;
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', first, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        fingerprint(first),
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, print, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !print || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
      const key = byPrint.get(print);
      if (!key) throw new Error('This secret was sealed with a key SECRETS_KEY no longer lists.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
