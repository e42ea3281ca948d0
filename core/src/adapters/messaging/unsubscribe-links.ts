import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { MessageChannel } from '../../ports/messaging.port.ts';
import { isLanguageChoice, type LanguageChoice } from '../../contract/languages.ts';

/** How long the "Subscribe again" button on the page that confirms an unsubscribe keeps working. */
export const UNDO_MINUTES = 15;

/**
 * Signed unsubscribe links: the token names the channel and address, and an HMAC (keyed from the session key) stops
 * anyone from unsubscribing an address they merely know.
 *
 * The link itself is permanent (it sits in every email), so it can only ever unsubscribe. Subscribing again takes an
 * undo token: signed with a key of its own, naming when it expires, and handed out only in the answer to the
 * unsubscribe itself, so only the browser that unsubscribed holds it, and only for minutes. Whoever else has seen the
 * link (a business reading its messages) cannot undo a customer's choice.
 */
// base64url payload, a dot, and a base64url HMAC-SHA256 (43 characters): the whole string, nothing more.
const TOKEN = /^([A-Za-z0-9_-]{1,1500})\.([A-Za-z0-9_-]{43})$/;

export class UnsubscribeLinks {
  private readonly key: Buffer;
  private readonly undoKey: Buffer;
  private readonly publicUrl: string;
  private readonly clock: ClockPort;

  constructor(secret: Buffer, publicUrl: string, clock: ClockPort) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'korero unsubscribe links', 32));
    this.undoKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'korero unsubscribe undo', 32));
    this.publicUrl = publicUrl;
    this.clock = clock;
  }

  /** English links name no language, so every link made before issue 48 (and every English one) stays as it was. */
  token(channel: MessageChannel, address: string, language: LanguageChoice = 'en'): string {
    return sign(this.key, language === 'en' ? { c: channel, a: address } : { c: channel, a: address, l: language });
  }

  url(channel: MessageChannel, address: string, language?: LanguageChoice): string {
    return `${this.publicUrl}/unsubscribe?token=${this.token(channel, address, language)}`;
  }

  /**
   * The channel and address of a token this Korero signed, and the language of the message it came in; anything
   * else, extra characters included, is null.
   */
  verify(token: string): { channel: MessageChannel; address: string; language: LanguageChoice } | null {
    const body = verified(this.key, token);
    const found = target(body);
    return found && { ...found, language: isLanguageChoice(body?.l) ? body.l : 'en' };
  }

  /** A token that subscribes the address again, until UNDO_MINUTES from now. */
  undoToken(channel: MessageChannel, address: string): string {
    return sign(this.undoKey, { c: channel, a: address, e: this.clock.now().getTime() + UNDO_MINUTES * 60_000 });
  }

  /** An undo token's channel and address; `expired` once its minutes are up; null for anything else (the link's token included). */
  verifyUndo(token: string): { channel: MessageChannel; address: string } | 'expired' | null {
    const body = verified(this.undoKey, token);
    const found = target(body);
    if (!found || typeof body?.e !== 'number') return null;
    return this.clock.now().getTime() <= body.e ? found : 'expired';
  }
}

function sign(key: Buffer, body: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${hmac(key, payload)}`;
}

function verified(key: Buffer, token: string): Record<string, unknown> | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(hmac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // not ours
  }
}

function target(body: Record<string, unknown> | null): { channel: MessageChannel; address: string } | null {
  const c = body?.c;
  const a = body?.a;
  if ((c === 'sms' || c === 'email' || c === 'messenger') && typeof a === 'string' && a) return { channel: c, address: a };
  return null;
}

function hmac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
