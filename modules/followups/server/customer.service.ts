import type { ClockPort, Database } from '@korero/core/sdk';
import { normalisePhone, notFound } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { InvitesDirectory } from '@korero/module-invites/contract';
import { FOLLOW_UP_TOKEN, type CustomerConversation } from '../contract/api.ts';
import { followUpLanguage } from './language.ts';
import { addCustomerMessage, customerWrote, hashToken, iso, type FollowUpRow, type MessageRow } from './rows.ts';

export interface CustomerDeps {
  db: Database;
  clock: ClockPort;
  business: BusinessDirectory;
  invites: InvitesDirectory;
}

const NOT_YOURS = 'This conversation link is not valid. Open it from the latest message the business sent you.';

/** How long after a follow-up was resolved a text from the customer's number still reopens it. */
export const REOPEN_BY_TEXT_DAYS = 30;

/**
 * The customer's side, by the capability their link carries (only its hash is stored): reading the conversation
 * (never notes, assignee, stars or ids), writing in it, stopping it; and their texts back through the SMS webhook.
 */
export class CustomerFollowUps {
  private readonly deps: CustomerDeps;

  constructor(deps: CustomerDeps) {
    this.deps = deps;
  }

  async #byToken(token: string): Promise<FollowUpRow> {
    const [row] = FOLLOW_UP_TOKEN.test(token)
      ? await this.deps.db.em.execute<FollowUpRow[]>(
          'select f.* from followups_link l join followups_follow_up f on f.id = l.follow_up_id where l.token_hash = ?',
          [hashToken(token)],
        )
      : [];
    if (!row) throw notFound(NOT_YOURS);
    return row;
  }

  async #conversation(row: FollowUpRow): Promise<CustomerConversation> {
    const profile = await this.deps.business.profile(row.business_id);
    const messages = await this.deps.db.em.execute<MessageRow[]>(
      `select sender, channel, body, created_at from followups_message where follow_up_id = ? order by created_at, case when channel = 'feedback' then 0 else 1 end, id`,
      [row.id],
    );
    return {
      businessName: profile?.businessName ?? null,
      logoUrl: profile?.logoUrl ?? null,
      customerName: row.customer_name,
      stopped: row.stopped_at !== null,
      resolved: row.status === 'resolved',
      language: await followUpLanguage(this.deps, row, profile),
      messages: messages.map((m) => ({ from: m.sender, body: m.body, channel: m.channel, createdAt: iso(m.created_at)! })),
    };
  }

  async conversation(token: string): Promise<CustomerConversation> {
    return this.#conversation(await this.#byToken(token));
  }

  async write(token: string, body: string): Promise<CustomerConversation> {
    const row = await this.#byToken(token);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (em) => {
      await addCustomerMessage(em, { followUpId: row.id, businessId: row.business_id, channel: 'page', body, key: null, createdAt: now });
      await customerWrote(em, row.id, now, now);
    });
    return this.conversation(token);
  }

  /** The customer stops the conversation: nothing more is sent on it (their opt-outs elsewhere are theirs to make). */
  async stop(token: string): Promise<CustomerConversation> {
    const row = await this.#byToken(token);
    const now = this.deps.clock.now();
    await this.deps.db.em.execute(
      'update followups_follow_up set stopped_at = coalesce(stopped_at, ?), updated_at = ? where id = ?',
      [now, now, row.id],
      'run',
    );
    return this.conversation(token);
  }

  /**
   * A text from a customer's phone (messaging.smsReceived). STOP stops every open or waiting conversation with that
   * number (the messaging port has already recorded the opt-out); START changes nothing here. Any other text goes into
   * the newest conversation Korero texted that number in (else the newest with that number) that is open, waiting, or
   * resolved in the last 30 days (which reopens it). A number with no such conversation is left alone.
   */
  async smsReceived(input: { from: string; body: string; keyword: 'stop' | 'start' | null; messageId: string | null; receivedAt: string }) {
    const phone = normalisePhone(input.from) ?? input.from.trim();
    const now = this.deps.clock.now();
    if (input.keyword === 'stop') {
      await this.deps.db.em.execute(
        `update followups_follow_up set stopped_at = coalesce(stopped_at, ?), updated_at = ? where customer_phone = ? and status in ('open', 'waiting')`,
        [now, now, phone],
        'run',
      );
      return;
    }
    if (input.keyword === 'start') return;
    const since = new Date(now.getTime() - REOPEN_BY_TEXT_DAYS * 24 * 3600_000);
    const [row] = await this.deps.db.em.execute<Array<{ id: string; business_id: string }>>(
      `select f.id, f.business_id from followups_follow_up f
       where f.customer_phone = ? and (f.status in ('open', 'waiting') or (f.status = 'resolved' and f.resolved_at >= ?))
       order by (select max(m.created_at) from followups_message m where m.follow_up_id = f.id and m.sender = 'business' and m.channel = 'sms') desc nulls last,
         coalesce(f.last_message_at, f.created_at) desc, f.id
       limit 1`,
      [phone, since],
    );
    if (!row) return;
    const receivedAt = new Date(input.receivedAt);
    await this.deps.db.transaction(async (em) => {
      const added = await addCustomerMessage(em, {
        followUpId: row.id,
        businessId: row.business_id,
        channel: 'sms',
        body: input.body.trim().slice(0, 1600),
        key: input.messageId ? `sms:${input.messageId}` : null,
        createdAt: receivedAt,
      });
      if (added) await customerWrote(em, row.id, receivedAt, now);
    });
  }
}
