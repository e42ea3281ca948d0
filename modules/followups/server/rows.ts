import { createHash, randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** A follow-up row as SQL gives it. */
export interface FollowUpRow {
  id: string;
  business_id: string;
  submission_id: string;
  invite_id: string | null;
  customer_name: string;
  star_rating: number;
  status: 'open' | 'waiting' | 'resolved';
  outcome: 'fixed' | 'refunded' | 'explained' | 'no-response' | null;
  /** A team member's id; or null, and `assignee_account_id` names a person who signs in (docs/decisions/0035). */
  assignee_id: string | null;
  assignee_account_id: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  stopped_at: Date | string | null;
  waiting_since: Date | string | null;
  last_message_at: Date | string | null;
  first_answered_at: Date | string | null;
  resolved_at: Date | string | null;
  reminded_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface MessageRow {
  id: string;
  follow_up_id: string;
  sender: 'business' | 'customer';
  channel: 'email' | 'sms' | 'page' | 'feedback';
  body: string;
  created_at: Date | string;
}

export interface NoteRow {
  id: string;
  body: string;
  author_name: string;
  created_at: Date | string;
}

/** A timestamp column as a Date (drivers differ), or null. */
export function at(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

export const iso = (value: Date | string | null | undefined) => at(value)?.toISOString() ?? null;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits for the customer's page; only the hash is stored. */
/** A link's token: 32 random bytes for an email's link, 12 for a text's short one (FOLLOW_UP_TOKEN). */
export function newToken(bytes: 12 | 32 = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * The customer wrote (their page, a text back, private feedback): the business owes an answer again. A waiting or
 * resolved follow-up reopens (its outcome cleared) and starts waiting for the business now; an open one keeps the
 * time it has owed an answer since. Writing again also restarts a conversation the customer had stopped.
 */
export async function customerWrote(em: SqlEntityManager, followUpId: string, when: Date, now: Date): Promise<void> {
  await em.execute(
    `update followups_follow_up set
       waiting_since = case when status = 'open' and waiting_since is not null then waiting_since else ? end,
       status = 'open', outcome = null, resolved_at = null, stopped_at = null,
       last_message_at = case when last_message_at is null or last_message_at < ? then ? else last_message_at end,
       updated_at = ?
     where id = ?`,
    [when, when, when, now, followUpId],
    'run',
  );
}

/** Adds a customer message unless one with this key is there already (deliveries come at least once); true when added. */
export async function addCustomerMessage(
  em: SqlEntityManager,
  row: { followUpId: string; businessId: string; channel: MessageRow['channel']; body: string; key: string | null; createdAt: Date },
): Promise<boolean> {
  const inserted = await em.execute<Array<{ id: string }>>(
    `insert into followups_message (id, follow_up_id, business_id, sender, channel, body, author_id, source_key, created_at)
     values (?, ?, ?, 'customer', ?, ?, null, ?, ?) on conflict (source_key) do nothing returning id`,
    [crypto.randomUUID(), row.followUpId, row.businessId, row.channel, row.body, row.key, row.createdAt],
    'all',
  );
  return inserted.length > 0;
}
