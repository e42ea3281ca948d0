import { closeSentence } from '@korero/core/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ClockPort, Database, JobRef, JobsPort } from '@korero/core/sdk';
import { badRequest, conflict, notFound } from '@korero/core/sdk';
import type { WebhookEvent } from '../contract/api.ts';
import { checkHost, RefusedAddress } from './address-guard.ts';
import { postWebhook } from './sender.ts';
import { newSecret, signedHeaders } from './signature.ts';

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';
export type DeliveryType = WebhookEvent | 'webhook.test';

/** After the first try: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h (seven tries over about eight and a half hours). */
export const RETRY_AFTER_SECONDS = [10, 60, 300, 1800, 7200, 21600];
const MAX_ENDPOINTS = 10;
const LOG_LENGTH = 50;

export interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  createdAt: Date;
  lastDelivery: { status: DeliveryStatus; at: Date; responseCode: number | null } | null;
}

export interface DeliveryRow {
  id: string;
  type: string;
  status: DeliveryStatus;
  attempts: number;
  responseCode: number | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface WebhookRules {
  /** Loopback and private addresses, and plain http (WEBHOOKS_ALLOW_PRIVATE: development and tests). */
  allowPrivate: boolean;
  /** Plain http outside production's rule "HTTPS only" (NODE_ENV=development). */
  allowHttp: boolean;
}

type Json = Record<string, unknown>;
const dateOf = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** A business's webhook endpoints, the deliveries made to them, and the sending itself (from the job queue). */
export class Webhooks {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #jobs: JobsPort;
  readonly #job: JobRef<{ deliveryId: string }>;
  readonly #rules: WebhookRules;

  constructor(deps: { db: Database; clock: ClockPort; jobs: JobsPort; job: JobRef<{ deliveryId: string }>; rules: WebhookRules }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#jobs = deps.jobs;
    this.#job = deps.job;
    this.#rules = deps.rules;
  }

  async list(businessId: string): Promise<EndpointRow[]> {
    const rows = await this.#db.em.execute<Json[]>(
      `select e.id, e.url, e.description, e.events, e.created_at, d.status, d.response_code, coalesce(d.last_attempt_at, d.created_at) as at
       from integrations_endpoint e
       left join lateral (select status, response_code, last_attempt_at, created_at from integrations_delivery
                          where endpoint_id = e.id order by created_at desc limit 1) d on true
       where e.business_id = ? order by e.created_at, e.id`,
      [businessId],
    );
    return rows.map((r) => ({
      id: String(r.id),
      url: String(r.url),
      description: (r.description as string | null) ?? null,
      events: jsonOf<string[]>(r.events),
      createdAt: new Date(r.created_at as string),
      lastDelivery: r.status
        ? { status: r.status as DeliveryStatus, at: new Date(r.at as string), responseCode: (r.response_code as number | null) ?? null }
        : null,
    }));
  }

  /** Checks where it points before saving (and again at each delivery, against a name that changes its answer). */
  /** A new endpoint, recorded as made by `createdBy`: it stops when they leave (removeMadeBy). */
  async create(businessId: string, input: { url: string; description: string | null; events: WebhookEvent[] }, createdBy: string) {
    const url = await this.#checkedUrl(input.url);
    const [count] = await this.#db.em.execute<Array<{ n: string | number }>>(
      'select count(*) as n from integrations_endpoint where business_id = ?',
      [businessId],
    );
    if (Number(count?.n ?? 0) >= MAX_ENDPOINTS)
      throw conflict(`A business can have up to ${MAX_ENDPOINTS} webhook endpoints. Remove one first.`);
    const row = { id: randomUUID(), secret: newSecret(), createdAt: this.#clock.now(), events: [...new Set(input.events)].sort() };
    await this.#db.em.execute(
      'insert into integrations_endpoint (id, business_id, url, description, events, secret, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [row.id, businessId, url.href, input.description, JSON.stringify(row.events), row.secret, row.createdAt, createdBy],
      'run',
    );
    const endpoint: EndpointRow = {
      id: row.id,
      url: url.href,
      description: input.description,
      events: row.events,
      createdAt: row.createdAt,
      lastDelivery: null,
    };
    return { endpoint, secret: row.secret };
  }

  /**
   * Removes the endpoints a person made for a business, who has left it or no longer owns it (auth.memberLeft); those
   * made before makers were recorded go with the business's earliest owner. Answers how many went.
   */
  async removeMadeBy(businessId: string, accountId: string, firstOwner: boolean): Promise<number> {
    const rows = await this.#db.em.execute<Json[]>(
      'delete from integrations_endpoint where business_id = ? and (created_by = ? or (created_by is null and ?)) returning id',
      [businessId, accountId, firstOwner],
    );
    return rows.length;
  }

  async remove(businessId: string, id: string): Promise<void> {
    const rows = await this.#db.em.execute<Json[]>('delete from integrations_endpoint where id = ? and business_id = ? returning id', [
      id,
      businessId,
    ]);
    if (!rows.length) throw notFound('No such webhook endpoint.');
  }

  async deliveries(businessId: string, endpointId: string): Promise<DeliveryRow[]> {
    await this.#endpoint(businessId, endpointId);
    const rows = await this.#db.em.execute<Json[]>(
      `select id, type, status, attempts, response_code, error, created_at, last_attempt_at, next_attempt_at
       from integrations_delivery where endpoint_id = ? order by created_at desc, id desc limit ${LOG_LENGTH}`,
      [endpointId],
    );
    return rows.map(toDelivery);
  }

  /** The 'Send test event' button: one delivery of webhook.test, through the queue like any other. */
  async sendTest(businessId: string, endpointId: string, businessName: string): Promise<DeliveryRow> {
    await this.#endpoint(businessId, endpointId);
    const [created] = await this.#queue(businessId, [endpointId], `test:${randomUUID()}`, 'webhook.test', {
      message: `A test event from Korero for ${closeSentence(businessName)} Your endpoint received and can verify it.`,
    });
    return created!;
  }

  /**
   * One event for every endpoint of the business that subscribed to it. `eventId` names the happening (the durable
   * event's id and the type): a handler run twice adds nothing.
   */
  async publish(businessId: string, eventId: string, type: WebhookEvent, data: Json): Promise<number> {
    const rows = await this.#db.em.execute<Array<{ id: string }>>(
      'select id from integrations_endpoint where business_id = ? and events @> ?::jsonb',
      [businessId, JSON.stringify([type])],
    );
    if (!rows.length) return 0;
    return (
      await this.#queue(
        businessId,
        rows.map((r) => r.id),
        `${eventId}:${type}`,
        type,
        data,
      )
    ).length;
  }

  async #queue(businessId: string, endpointIds: string[], eventId: string, type: DeliveryType, data: Json): Promise<DeliveryRow[]> {
    const now = this.#clock.now();
    const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
    return this.#db.transaction(async (em) => {
      const made: DeliveryRow[] = [];
      for (const endpointId of endpointIds) {
        const id = `msg_${randomBytes(16).toString('base64url')}`;
        const inserted = await em.execute<Json[]>(
          `insert into integrations_delivery (id, endpoint_id, business_id, event_id, type, payload, status, created_at, next_attempt_at)
           values (?, ?, ?, ?, ?, ?, 'pending', ?, ?) on conflict (endpoint_id, event_id) do nothing returning id`,
          [id, endpointId, businessId, eventId.slice(0, 80), type, payload, now, now],
        );
        if (!inserted.length) continue;
        await this.#jobs.enqueue(this.#job, { deliveryId: id });
        made.push({
          id,
          type,
          status: 'pending',
          attempts: 0,
          responseCode: null,
          error: null,
          createdAt: now,
          lastAttemptAt: null,
          nextAttemptAt: now,
        });
      }
      return made;
    });
  }

  /**
   * One attempt of one delivery (the queue's job). A failure schedules the next attempt itself, with the wait the
   * delivery log shows, so a receiver that is down costs no warning in Korero's log; refused addresses end it.
   */
  async deliver(deliveryId: string): Promise<void> {
    const [row] = await this.#db.em.execute<Json[]>(
      `select d.id, d.status, d.attempts, d.payload, e.url, e.secret from integrations_delivery d
       join integrations_endpoint e on e.id = d.endpoint_id where d.id = ?`,
      [deliveryId],
    );
    // Removed with its endpoint, or already done (a job run twice).
    if (!row || row.status === 'delivered' || row.status === 'failed') return;
    const attempt = Number(row.attempts) + 1;
    const now = this.#clock.now();
    let result: { status: number | null; error: string | null; refused: boolean };
    try {
      const url = await this.#checkedUrl(String(row.url), false);
      result = await postWebhook(
        url,
        String(row.payload),
        signedHeaders(String(row.secret), deliveryId, now, String(row.payload)),
        this.#rules.allowPrivate,
      );
    } catch (error) {
      result = { status: null, error: `Refused: ${(error as Error).message}`, refused: true };
    }
    const delivered = result.error === null;
    const wait = RETRY_AFTER_SECONDS[attempt - 1];
    const status: DeliveryStatus = delivered ? 'delivered' : result.refused || wait === undefined ? 'failed' : 'retrying';
    const next = status === 'retrying' ? new Date(now.getTime() + wait! * 1000) : null;
    await this.#db.transaction(async (em) => {
      await em.execute(
        `update integrations_delivery set status = ?, attempts = ?, response_code = ?, error = ?, last_attempt_at = ?, next_attempt_at = ?
         where id = ?`,
        [status, attempt, result.status, result.error?.slice(0, 300) ?? null, now, next, deliveryId],
        'run',
      );
      if (next) await this.#jobs.enqueue(this.#job, { deliveryId }, { runAt: next });
    });
  }

  async #endpoint(businessId: string, id: string): Promise<void> {
    const rows = await this.#db.em.execute<Json[]>('select id from integrations_endpoint where id = ? and business_id = ?', [
      id,
      businessId,
    ]);
    if (!rows.length) throw notFound('No such webhook endpoint.');
  }

  async #checkedUrl(text: string, resolve = true): Promise<URL> {
    const url = new URL(text);
    const { allowPrivate, allowHttp } = this.#rules;
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (allowHttp || allowPrivate))) {
      throw badRequest('Webhook addresses must start with https://.', { fields: { url: 'Use an https:// address' } });
    }
    if (url.username || url.password)
      throw badRequest('Leave the user name and password out of the address.', { fields: { url: 'No credentials in the address' } });
    try {
      await checkHost(url.hostname, allowPrivate, resolve);
    } catch (error) {
      if (!(error instanceof RefusedAddress)) throw error;
      throw badRequest(`Webhooks cannot be sent there: ${error.message} Use a public https:// address.`, {
        fields: { url: 'Not a public address' },
      });
    }
    return url;
  }
}

function toDelivery(r: Json): DeliveryRow {
  return {
    id: String(r.id),
    type: String(r.type),
    status: r.status as DeliveryStatus,
    attempts: Number(r.attempts),
    responseCode: (r.response_code as number | null) ?? null,
    error: (r.error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    lastAttemptAt: dateOf(r.last_attempt_at),
    nextAttemptAt: dateOf(r.next_attempt_at),
  };
}
