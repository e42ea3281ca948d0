import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { Database } from '../../ports/database.port.ts';
import type { EventsPort } from '../../ports/events.port.ts';
import { defineJob, PermanentJobError, type JobsPort } from '../../ports/jobs.port.ts';
import {
  smsReceived,
  type InboundText,
  type MessageChannel,
  type MessageRecord,
  type MessagingPort,
  type OptOutChange,
  type OutboundMessage,
} from '../../ports/messaging.port.ts';
import { smsLength } from '../../contract/sms-length.ts';
import type { LanguageChoice } from '../../contract/languages.ts';
import { normaliseAddress } from '../../sdk/addresses.ts';
import { OptOut } from './opt-out.entity.ts';
import { KERNEL_CHAIN, type RecordChainPort } from '../../ports/record-chain.port.ts';
import { OutboxMessage } from './outbox-message.entity.ts';
import { PermanentDeliveryError, type MessageProvider } from './provider.ts';
import { smsKeyword } from './sms-keywords.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

export const deliverMessage = defineJob<{ messageId: string }>('messaging.deliver');

/** The longest text announced: ten SMS segments, more than any phone sends as one message. */
const INBOUND_TEXT_MAX = 1600;

const CHANNEL_NAMES: Record<MessageChannel, string> = { sms: 'text messages', email: 'email', messenger: 'Messenger messages' };

/**
 * Messaging through an outbox: `send` stores the message and queues a delivery job in one transaction, and the job
 * hands it to the channel's provider, retrying with back-off. Without a provider the message is kept as "held".
 */
export class OutboxMessaging implements MessagingPort {
  readonly #providers: Map<MessageChannel, MessageProvider>;
  private readonly db: Database;
  private readonly jobs: JobsPort;
  private readonly events: EventsPort;
  private readonly clock: ClockPort;
  private readonly logger: FastifyBaseLogger;
  private readonly links: UnsubscribeLinks;
  readonly #chain: RecordChainPort;

  constructor(
    db: Database,
    jobs: JobsPort,
    events: EventsPort,
    clock: ClockPort,
    logger: FastifyBaseLogger,
    providers: MessageProvider[],
    links: UnsubscribeLinks,
    chain: RecordChainPort,
  ) {
    this.links = links;
    this.#chain = chain;
    this.db = db;
    this.jobs = jobs;
    this.events = events;
    this.clock = clock;
    this.logger = logger;
    this.#providers = new Map(providers.map((p) => [p.channel, p]));
    jobs.define(deliverMessage, (payload, context) => this.#deliver(payload.messageId, context.attempt >= context.maxAttempts), {
      maxAttempts: 8,
      backoffSeconds: 15,
    });
  }

  providers(): Record<MessageChannel, string | null> {
    return {
      sms: this.#providers.get('sms')?.name ?? null,
      email: this.#providers.get('email')?.name ?? null,
      messenger: this.#providers.get('messenger')?.name ?? null,
    };
  }

  unsubscribeUrl(channel: MessageChannel, address: string, language?: LanguageChoice): string {
    return this.links.url(channel, normaliseAddress(channel, address), language);
  }

  async send(message: OutboundMessage): Promise<MessageRecord> {
    const [record] = await this.sendMany([message]);
    return record!;
  }

  async sendMany(messages: readonly OutboundMessage[]): Promise<MessageRecord[]> {
    if (messages.length === 0) return [];
    const now = this.clock.now();
    const records = messages.map((message): MessageRecord & { html: string | null; provider: string | null; segments: number | null } => {
      const to = normaliseAddress(message.channel, message.to);
      return {
        id: randomUUID(),
        channel: message.channel,
        to,
        subject: message.subject ?? null,
        text: message.text,
        html: message.html ?? null,
        status: 'queued',
        error: null,
        attempts: 0,
        businessId: message.businessId,
        purpose: message.purpose,
        reference: message.reference ?? null,
        transactional: message.transactional ?? false,
        provider: this.#providers.get(message.channel)?.name ?? null,
        segments: message.channel === 'sms' ? smsLength(message.text).segments : null,
        createdAt: now,
        sentAt: null,
      };
    });
    // Plain inserts, a few hundred rows a statement: a sweep hands over hundreds at once, and the ORM's unit of work
    // was most of the cost of each. The bodies go as UTF-8 bytes (sent as hex, turned back into text by the database):
    // the ORM quotes a string parameter a character at a time, which for a thousand 5 KB emails was a quarter of a
    // reminder sweep's time. Whether the contact opted out is read by the insert itself (a message to one is stored
    // as refused, with why), so storing any number of messages, whatever their channels, is one statement; a trigger
    // adds each business's texts to its month's SMS usage (not the refused: they never go).
    const refusal = (r: { to: string; channel: MessageChannel }) => `${r.to} has opted out of ${CHANNEL_NAMES[r.channel]} from Korero.`;
    const row = (r: (typeof records)[number]): { sql: string; params: unknown[] } => {
      const body = [r.id, r.channel, r.to, r.subject, Buffer.from(r.text), r.html === null ? null : Buffer.from(r.html)];
      const rest = [r.businessId, r.purpose, r.transactional, r.reference, r.provider, r.segments, r.createdAt];
      const head = "?, ?, ?, ?, convert_from(?, 'UTF8'), convert_from(?, 'UTF8')";
      const tail = '0, ?, ?, ?, ?, ?, null, ?, ?, null';
      if (r.transactional) return { sql: `(${head}, 'queued', null, ${tail})`, params: [...body, ...rest] };
      const optedOut = 'from core_opt_out where channel = ? and address = ?';
      return {
        sql: `(${head}, coalesce((select 'refused' ${optedOut}), 'queued'), (select ? ${optedOut}), ${tail})`,
        params: [...body, r.channel, r.to, refusal(r), r.channel, r.to, ...rest],
      };
    };
    await this.db.transaction(async (em) => {
      for (let start = 0; start < records.length; start += 500) {
        const chunk = records.slice(start, start + 500).map((r) => ({ r, ...row(r) }));
        const stored = await em.execute<Array<{ id: string; status: string }>>(
          `insert into core_outbox_message (id, channel, recipient, subject, body_text, body_html, status, error, attempts, business_id,
             purpose, transactional, reference, provider, provider_id, sms_segments, created_at, sent_at)
           values ${chunk.map((c) => c.sql).join(', ')}
           returning id, status`,
          chunk.flatMap((c) => c.params),
        );
        const refused = new Set(stored.filter((s) => s.status === 'refused').map((s) => s.id));
        for (const { r } of chunk) {
          if (!refused.has(r.id)) continue;
          r.status = 'refused';
          r.error = refusal(r);
        }
      }
      const queued = records.filter((r) => r.status === 'queued');
      if (queued.length > 0)
        await this.jobs.enqueueMany(
          deliverMessage,
          queued.map((r) => ({ payload: { messageId: r.id }, key: `deliver:${r.id}` })),
        );
    });
    return records.map(({ html: _html, provider: _provider, segments: _segments, ...record }) => record);
  }

  async smsUsed(businessId: string, at: Date): Promise<number> {
    const [row] = await this.db.em.execute<Array<{ segments: number }>>(
      `select segments from core_sms_usage_month
        where business_id = ? and month = date_trunc('month', ?::timestamptz at time zone 'Pacific/Auckland')::date`,
      [businessId, at],
    );
    return Number(row?.segments ?? 0);
  }

  async byReference(reference: string): Promise<MessageRecord[]> {
    const rows = await this.db.em.find(OutboxMessage, { reference }, { orderBy: { createdAt: 'asc' } });
    return rows.map(toRecord);
  }

  async byReferences(references: string[]): Promise<MessageRecord[]> {
    if (references.length === 0) return [];
    const rows = await this.db.em.find(OutboxMessage, { reference: { $in: references } }, { orderBy: { createdAt: 'asc' } });
    return rows.map(toRecord);
  }

  async recent(limit: number): Promise<MessageRecord[]> {
    const rows = await this.db.em.find(OutboxMessage, {}, { orderBy: { createdAt: 'desc' }, limit });
    return rows.map(toRecord);
  }

  async isOptedOut(channel: MessageChannel, address: string): Promise<boolean> {
    return (await this.optedOut(channel, [address])).size > 0;
  }

  async optedOut(channel: MessageChannel, addresses: readonly string[]): Promise<Set<string>> {
    if (addresses.length === 0) return new Set();
    const normal = addresses.map((address) => normaliseAddress(channel, address));
    const distinct = [...new Set(normal)];
    const found = await this.db.em.execute<Array<{ address: string }>>(
      `select address from core_opt_out where channel = ? and address in (${distinct.map(() => '?').join(', ')})`,
      [channel, ...distinct],
    );
    const out = new Set(found.map((row) => row.address));
    return new Set(addresses.filter((_, i) => out.has(normal[i]!)));
  }

  async optOut(change: OptOutChange): Promise<boolean> {
    const address = normaliseAddress(change.channel, change.address);
    // An opt-out applies to every business, so the kernel's own chain records it, in the same transaction.
    const recorded = await this.db.transaction(async (em) => {
      const rows = await em.execute<Array<{ id: string }>>(
        `insert into core_opt_out (id, channel, address, source, created_at) values (?, ?, ?, ?, ?)
         on conflict (channel, address) do nothing returning id`,
        [randomUUID(), change.channel, address, change.source, this.clock.now()],
      );
      if (rows.length) await this.#chain.append(KERNEL_CHAIN, { kind: 'messaging.opted_out', data: this.#optOutData(change, address) });
      return rows;
    });
    this.logger.info({ channel: change.channel, source: change.source }, 'contact opted out');
    return recorded.length > 0;
  }

  async optIn(change: OptOutChange): Promise<void> {
    const address = normaliseAddress(change.channel, change.address);
    await this.db.transaction(async (em) => {
      const removed = await em.nativeDelete(OptOut, { channel: change.channel, address });
      if (removed) await this.#chain.append(KERNEL_CHAIN, { kind: 'messaging.opted_in', data: this.#optOutData(change, address) });
    });
    this.logger.info({ channel: change.channel, source: change.source }, 'contact opted back in');
  }

  /** The address only as a keyed digest (docs/decisions/0045). */
  #optOutData(change: OptOutChange, address: string) {
    const kind = change.channel === 'email' ? 'email' : change.channel === 'sms' ? 'phone' : 'text';
    return { channel: change.channel, address: this.#chain.digest(kind, address), source: change.source };
  }

  async receive(text: InboundText): Promise<{ keyword: 'stop' | 'start' | null }> {
    const from = text.from.trim();
    // Delivery-status callbacks and empty texts are nothing a person said.
    if (!from || text.body.trim() === '') return { keyword: null };
    const keyword = smsKeyword(text.body);
    const change = { channel: text.channel, address: from, source: 'sms-reply' };
    // The opt-out and the event commit together: a listener never hears a STOP the port did not record, and a STOP
    // recorded is always announced (a crash in between loses neither).
    await this.db.transaction(async () => {
      if (keyword === 'stop') await this.optOut(change);
      else if (keyword === 'start') await this.optIn(change);
      await this.events.emit(smsReceived, {
        from,
        body: text.body.slice(0, INBOUND_TEXT_MAX),
        keyword,
        messageId: text.messageId,
        receivedAt: this.clock.now().toISOString(),
      });
    });
    this.logger.info({ provider: text.provider, keyword }, 'received a text');
    return { keyword };
  }

  async #deliver(messageId: string, lastAttempt: boolean): Promise<void> {
    const em = this.db.em;
    const message = await em.findOne(OutboxMessage, { id: messageId }, { populate: ['bodyHtml'] });
    if (!message || message.status !== 'queued') return;
    message.attempts += 1;
    if (!message.transactional && (await this.isOptedOut(message.channel as MessageChannel, message.recipient))) {
      message.status = 'refused';
      message.error = `${message.recipient} opted out before the message went.`;
      await em.flush();
      return;
    }
    const provider = this.#providers.get(message.channel as MessageChannel);
    if (!provider) {
      message.status = 'held';
      message.error = null;
      await em.flush();
      return;
    }
    try {
      const providerId = await provider.deliver({
        id: message.id,
        channel: message.channel as MessageChannel,
        to: message.recipient,
        subject: message.subject ?? null,
        text: message.bodyText,
        html: message.bodyHtml ?? null,
        businessId: message.businessId ?? null,
        unsubscribable: !message.transactional,
      });
      message.status = 'sent';
      // A transactional message (a password reset link) is the recipient's alone: once delivered, the outbox keeps
      // that it went, not what it said.
      if (message.transactional) {
        message.bodyText = '(Sent. The text of account emails is not kept.)';
        message.bodyHtml = null;
      }
      message.providerId = providerId;
      message.provider = provider.name;
      message.error = null;
      message.sentAt = this.clock.now();
      await em.flush();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentDeliveryError;
      message.error = reason;
      if (permanent || lastAttempt) message.status = 'failed';
      await em.flush();
      if (permanent) throw new PermanentJobError(reason);
      throw error;
    }
  }
}

function toRecord(row: OutboxMessage): MessageRecord {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    to: row.recipient,
    subject: row.subject ?? null,
    text: row.bodyText,
    status: row.status as MessageRecord['status'],
    error: row.error ?? null,
    attempts: row.attempts,
    businessId: row.businessId ?? null,
    purpose: row.purpose,
    reference: row.reference ?? null,
    transactional: row.transactional,
    createdAt: row.createdAt,
    sentAt: row.sentAt ?? null,
  };
}
