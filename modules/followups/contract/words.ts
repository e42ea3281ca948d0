/**
 * The follow-ups' words and limits without zod: what the screens import (api.ts builds its schemas from these and
 * re-exports them), so a page's download carries no schema code.
 */

/** open: the business owes an answer · waiting: the business answered, waiting for the customer · resolved: handled. */
export const FOLLOW_UP_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** How a resolved follow-up ended. */
export const FOLLOW_UP_OUTCOMES = ['fixed', 'refunded', 'explained', 'no-response'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];

/** The longest email reply, in characters: a long letter, far more than a follow-up needs. */
export const EMAIL_BODY_MAX = 5000;
/**
 * The most carrier segments a text reply may take, counted on the whole text as sent (the business's name, the
 * words, and the link to the conversation). Three segments (459 plain characters, or 201 with a macron or emoji,
 * which make the whole text UCS-2) arrive as one message on every current phone, cost three texts at most, and leave
 * the words ~360 plain characters: enough to apologise and propose a fix; anything longer belongs in the conversation
 * page or an email.
 */
export const SMS_MAX_SEGMENTS = 3;
/** The longest customer message (from their page), in characters. */
export const CUSTOMER_BODY_MAX = 5000;
/** The longest private note, in characters. */
export const NOTE_MAX = 2000;

/** 256 random bits, base64url: what /follow-up/{token} carries. Only its SHA-256 is stored. */
export const FOLLOW_UP_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The customer's page, before its token. */
export const FOLLOW_UP_PAGE_PATH = '/follow-up/';

/**
 * A text reply exactly as the server sends it (server/owner.service.ts): the business's name, the words, and the
 * link to the conversation (`link` is PUBLIC_URL + FOLLOW_UP_PAGE_PATH + a 43-character token). The screens count
 * segments on this.
 */
export function smsReplyText(businessName: string, body: string, link: string): string {
  return `${businessName}: ${body}\nReply to this text, or read and answer at ${link}`;
}
