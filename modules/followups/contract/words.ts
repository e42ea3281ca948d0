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
 * The most characters of the owner's own words a text reply may carry (issue 44): the limit is on what they write, not
 * on the whole text, so a business whose name has macrons can still send a few sentences. Enough to apologise and
 * propose a fix; anything longer belongs in an email or the conversation page. The screens show the parts it takes.
 */
export const SMS_WORDS_MAX = 320;
/** The longest customer message (from their page), in characters. */
export const CUSTOMER_BODY_MAX = 5000;
/** The longest private note, in characters. */
export const NOTE_MAX = 2000;

/**
 * What /follow-up/{token} carries: 256 random bits (43 characters, base64url) for an email's link, or 96 (16
 * characters) for a text's short link, as invitations' /r/{code}. Only its SHA-256 is stored.
 */
export const FOLLOW_UP_TOKEN = /^(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{16})$/;
/** The customer's page, before its token. */
export const FOLLOW_UP_PAGE_PATH = '/follow-up/';
/** A text's short link to the customer's page, before its 16-character token (GET /f/{token} leads there). */
export const FOLLOW_UP_SHORT_PATH = '/f/';

/**
 * A text reply exactly as the server sends it (server/owner.service.ts): the business's name, the words, and the
 * short link to the conversation (`link` is PUBLIC_URL + FOLLOW_UP_SHORT_PATH + a 16-character token); to a customer
 * asked in te reo (or both), Korero's greeting in te reo first (`greeting`, from the module's catalogue). Nothing else
 * is wrapped round the owner's words. The screens count segments on this.
 */
export function smsReplyText(businessName: string, body: string, link: string, greeting = ''): string {
  return `${greeting}${businessName}: ${body}\n${link}`;
}
