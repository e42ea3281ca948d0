import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { contentAnswer } from '@korero/core/contract';
import { HttpError, type ClockPort, type Database, type JobsPort, type ModuleApp } from '@korero/core/sdk';
import type { OAuthConnections } from '../oauth-connections.ts';
import type { XeroSettings } from '../settings.ts';
import { storeEvent } from '../stored-events.ts';
import { xeroEventJob } from './xero-events.ts';

/** Xero's signature: base64 HMAC-SHA256 of the exact body, with the app's webhook key (developer.xero.com, Webhooks). */
export function xeroSignature(body: Buffer, key: string): string {
  return createHmac('sha256', key).update(body).digest('base64');
}

function signedByXero(body: Buffer, header: string | string[] | undefined, key: string): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const expected = Buffer.from(xeroSignature(body, key));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One event of a batch, as Xero sends it; anything else in it is kept as sent. */
const xeroEvent = z.looseObject({
  resourceId: z.string().max(40),
  eventDateUtc: z.string().max(40),
  eventType: z.string().max(20),
  eventCategory: z.string().max(20),
  tenantId: z.string().max(40),
});
const xeroBatch = z.looseObject({ events: z.array(z.unknown()).max(1000) });

/**
 * POST /api/webhooks/xero: Xero's events. A bad or missing signature is a 401 and nothing is stored; a correctly
 * signed batch, the empty one of Xero's "intent to receive" check included, is a 200 with no body (Xero wants it
 * within 5 seconds). Each INVOICE event is stored once by its key (tenant, invoice, type and time), whichever
 * instance gets it and however often Xero retries, with its job in the same transaction; acting on it reads the
 * invoice in the background.
 */
export async function xeroWebhookRoutes(
  app: ModuleApp,
  deps: { db: Database; clock: ClockPort; jobs: JobsPort; settings: XeroSettings; connections: OAuthConnections },
): Promise<void> {
  // Xero signs the exact bytes it sent: this plugin alone reads JSON bodies as a raw Buffer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '',
    {
      schema: {
        summary: "Receive Xero's invoice events",
        description: 'Signed with the x-xero-signature header. Answers 200 with no body, or 401 when the signature does not match.',
        operationId: 'receiveXeroEvents',
        tags: ['jobsystems'],
        response: { 200: contentAnswer('text/plain', 'No body: Xero asks for none'), 401: z.strictObject({ error: z.string() }) },
      },
      // A batch holds many events: Xero's are well under a megabyte.
      bodyLimit: 1024 * 1024,
      // A system sends in bursts (1,000 events in a minute is a busy morning's invoices); a bad signature costs one HMAC.
      config: { access: 'public', rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signedByXero(body, request.headers['x-xero-signature'], deps.settings.webhookKey)) {
        request.log.warn('refused a Xero webhook: its signature does not match');
        throw new HttpError(401, 'The x-xero-signature does not match this body.');
      }
      const batch = xeroBatch.safeParse(safeJson(body));
      if (!batch.success) throw new HttpError(400, 'Send the events as Xero does: a JSON object with an events array.');
      const now = deps.clock.now();
      // One look-up per organisation in the batch, not per event.
      const businesses = new Map<string, Promise<string | null>>();
      const businessOf = (tenantId: string) =>
        businesses.get(tenantId) ?? businesses.set(tenantId, deps.connections.businessOfAccount(tenantId)).get(tenantId)!;
      await deps.db.transaction(async (em) => {
        for (const raw of batch.data.events) {
          const event = xeroEvent.safeParse(raw);
          if (!event.success || event.data.eventCategory !== 'INVOICE') continue;
          const { tenantId, resourceId, eventType, eventDateUtc } = event.data;
          // The organisation names the business; an organisation no business connected is kept unassigned.
          const businessId = await businessOf(tenantId);
          const eventKey = `${tenantId}:${resourceId}:${eventType}:${eventDateUtc}`;
          await storeEvent(em, deps.jobs, xeroEventJob, { provider: 'xero', eventKey, tenantId, businessId, payload: raw, now });
        }
      });
      const heard = (await Promise.all(businesses.values())).filter((id): id is string => id !== null);
      if (heard.length) {
        await deps.db.em.execute(
          // At most once a minute: the list says "a few minutes ago", and a burst does not queue on the row.
          "update jobsystems_connection set last_event_at = ? where provider = 'xero' and business_id = any(?::uuid[]) and (last_event_at is null or last_event_at < ?)",
          [now, `{${heard.join(',')}}`, new Date(now.getTime() - 60_000)],
          'run',
        );
      }
      return reply.code(200).send('');
    },
  );
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
