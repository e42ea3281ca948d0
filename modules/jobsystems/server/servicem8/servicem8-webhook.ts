import { z } from 'zod';
import { contentAnswer } from '@korero/core/contract';
import { acceptFormBodies, HttpError, type ClockPort, type Database, type JobsPort, type ModuleApp } from '@korero/core/sdk';
import type { OAuthConnections } from '../oauth-connections.ts';
import { storeEvent } from '../stored-events.ts';
import { servicem8EventJob } from './servicem8-events.ts';

const hookQuery = z.object({ hook: z.string().max(64).optional() });

type Body = Record<string, unknown>;
const uuidLike = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f-]{8,64}$/i.test(v);

/**
 * The jobs an event names, whichever shape ServiceM8 sends: an object webhook's `entry[].uuid` (object "job"), or an
 * event webhook's job (its `data`, or the job's uuid at the top). Only the job's id is taken: the job is re-read.
 */
export function jobsNamed(body: Body): Array<{ uuid: string; at: string }> {
  const at = String(body.createdAt ?? body.time ?? body.id ?? '');
  if (Array.isArray(body.entry) && (body.object === undefined || String(body.object).toLowerCase() === 'job')) {
    return body.entry.flatMap((e: Body) => (uuidLike(e?.uuid) ? [{ uuid: e.uuid, at: String(e.time ?? at) }] : []));
  }
  const data = (body.data ?? body.eventArgs ?? {}) as Body;
  const uuid = [data.uuid, data.job_uuid, data.jobUUID, body.job_uuid, body.resource_uuid].find(uuidLike);
  return uuid ? [{ uuid, at: `${String(body.type ?? body.event ?? '')}:${at}` }] : [];
}

/**
 * POST /api/webhooks/servicem8?hook=<the connection's secret>. ServiceM8 signs nothing (its documentation says to
 * read the record through the REST API), so the address carries a secret of the connection's own: an unknown one is
 * a 401 and nothing is stored. The subscription's check (mode=subscribe) is answered with its challenge alone. An
 * event is a reason to re-read its job: stored once by its key, queued in the same transaction, answered at once
 * (ServiceM8 waits 10 s at most).
 */
export async function servicem8WebhookRoutes(
  app: ModuleApp,
  deps: { db: Database; clock: ClockPort; jobs: JobsPort; connections: OAuthConnections },
): Promise<void> {
  // The subscription check comes form-encoded; events come as JSON.
  acceptFormBodies(app);
  app.post(
    '',
    {
      schema: {
        summary: "Receive ServiceM8's job events",
        description:
          'The address ServiceM8 was given carries the connection’s secret (hook). Answers the subscription check with its challenge, and any event with 200.',
        operationId: 'receiveServiceM8Events',
        tags: ['jobsystems'],
        querystring: hookQuery,
        response: {
          200: contentAnswer('text/plain', 'The challenge, for the subscription check; else no body'),
          401: z.strictObject({ error: z.string() }),
        },
      },
      bodyLimit: 256 * 1024,
      // A system sends in bursts (1,000 events in a minute is a busy morning's invoices); a bad signature costs one HMAC.
      config: { access: 'public', rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const businessId = request.query.hook ? await deps.connections.businessOfHook(request.query.hook) : null;
      if (!businessId) {
        request.log.warn('refused a ServiceM8 webhook: its address names no connection');
        throw new HttpError(401, 'This webhook address is not one Korero gave ServiceM8.');
      }
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
      if (body.mode === 'subscribe' && typeof body.challenge === 'string') {
        return reply.code(200).type('text/plain; charset=utf-8').send(body.challenge);
      }
      const now = deps.clock.now();
      const named = jobsNamed(body);
      await deps.db.transaction(async (em) => {
        for (const { uuid, at } of named.slice(0, 100)) {
          const eventKey = `${businessId}:${uuid}:${at}`.slice(0, 200);
          await storeEvent(em, deps.jobs, servicem8EventJob, {
            provider: 'servicem8',
            eventKey,
            tenantId: null,
            businessId,
            payload: { jobUuid: uuid },
            now,
          });
        }
        await em.execute(
          "update jobsystems_connection set last_event_at = ? where provider = 'servicem8' and business_id = ?",
          [now, businessId],
          'run',
        );
      });
      return reply.code(200).type('text/plain; charset=utf-8').send('');
    },
  );
}
