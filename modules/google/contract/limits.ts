/**
 * Google's limits the screens check as the owner types. A file without zod, so the front end's Google reviews list
 * counts bytes without bringing zod into its download (api.ts re-exports it for the server's schemas).
 */

/** Google refuses a reply over 4,096 bytes (UTF-8), so Korero refuses it first with a message the owner can act on. */
export const REPLY_MAX_BYTES = 4096;

/** A reply's size as Google counts it: UTF-8 bytes, after trimming as the server does. */
export const replyBytes = (comment: string): number => new TextEncoder().encode(comment.trim()).length;
