import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MessageChannel } from '../../ports/messaging.port.ts';

/**
 * Signed unsubscribe links: the token names the channel and address, and an HMAC (keyed from the session key) stops
 * anyone from unsubscribing an address they merely know.
 */
// base64url payload, a dot, and a base64url HMAC-SHA256 (43 characters): the whole string, nothing more.
const TOKEN = /^([A-Za-z0-9_-]{1,1500})\.([A-Za-z0-9_-]{43})$/;

export class UnsubscribeLinks {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(secret: Buffer, publicUrl: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'korero unsubscribe links', 32));
    this.publicUrl = publicUrl;
  }

  token(channel: MessageChannel, address: string): string {
    const payload = Buffer.from(JSON.stringify({ c: channel, a: address })).toString('base64url');
    return `${payload}.${this.#sign(payload)}`;
  }

  url(channel: MessageChannel, address: string): string {
    return `${this.publicUrl}/unsubscribe?token=${this.token(channel, address)}`;
  }

  /** The channel and address of a token this Korero signed; anything else, extra characters included, is null. */
  verify(token: string): { channel: MessageChannel; address: string } | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, payload, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const { c, a } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: unknown; a?: unknown };
      if ((c === 'sms' || c === 'email' || c === 'messenger') && typeof a === 'string' && a) return { channel: c, address: a };
    } catch {
      /* not ours */
    }
    return null;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
