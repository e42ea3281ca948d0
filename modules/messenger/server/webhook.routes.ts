import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ModuleApp, ProviderRouteContext } from '@korero/core/sdk';
import { clockPort, databasePort, messagingPort } from '@korero/core/sdk';
import { contentAnswer, errorAnswer } from '@korero/core/contract';
import { connectionService, fromProviderSettings, type facebookEnv } from './facebook.ts';

// The words that opt a person out of, and back into, Messenger invitations: as for SMS.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'OPTIN']);

const verifyQuery = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const pageEvent = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        id: z.string(),
        messaging: z
          .array(
            z.object({
              sender: z.object({ id: z.string() }),
              timestamp: z.number(),
              message: z.object({ mid: z.string(), text: z.string().optional(), is_echo: z.boolean().optional() }).optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/** Meta's X-Hub-Signature-256: HMAC-SHA256 of the exact bytes sent, keyed with the app secret. */
export function signedByMeta(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET and POST /api/webhooks/facebook (the Meta app's webhook; subscribe it to `messages`). GET answers Meta's
 * verification challenge with FACEBOOK_VERIFY_TOKEN. POST is checked against X-Hub-Signature-256 over the raw body
 * (bad or missing: 403, nothing recorded). A person's message opens their 24-hour window; STOP or UNSUBSCRIBE opts
 * them out of Messenger at once, START back in. Meta delivers at least once, so each message id is handled once.
 */
export async function webhookRoutes(app: ModuleApp, context: ProviderRouteContext<z.output<typeof facebookEnv>>): Promise<void> {
  const settings = fromProviderSettings(context.settings);
  const db = context.get(databasePort);
  const clock = context.get(clockPort);
  const messaging = context.get(messagingPort);
  const connections = connectionService(settings, { db, clock, publicUrl: context.publicUrl, logger: context.logger });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.get(
    '',
    {
      schema: {
        summary: "Answer Meta's webhook verification",
        operationId: 'verifyMessengerWebhook',
        tags: ['messaging'],
        querystring: verifyQuery,
        response: { 200: contentAnswer('text/plain', "Meta's challenge, echoed"), 403: errorAnswer },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || !q['hub.challenge'] || q['hub.verify_token'] !== settings.verifyToken) {
        return reply.code(403).send({ error: 'The verify token does not match FACEBOOK_VERIFY_TOKEN.' });
      }
      return reply.type('text/plain').send(q['hub.challenge']);
    },
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Receive a Messenger event from Meta',
        operationId: 'receiveMessengerEvent',
        tags: ['messaging'],
        response: { 200: contentAnswer('text/plain', 'EVENT_RECEIVED'), 400: errorAnswer, 403: errorAnswer },
      },
      config: { access: 'public', rateLimit: { max: 1200, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-hub-signature-256'];
      if (!signedByMeta(settings.appSecret, body, typeof header === 'string' ? header : undefined)) {
        request.log.warn('refused a Facebook webhook without a valid X-Hub-Signature-256');
        return reply.code(403).send({ error: 'This endpoint only accepts requests signed by Meta (X-Hub-Signature-256).' });
      }
      let event: z.infer<typeof pageEvent>;
      try {
        event = pageEvent.parse(JSON.parse(body.toString('utf8')));
      } catch {
        return reply.code(400).send({ error: 'Send a Messenger webhook event (object "page" with entries) as JSON.' });
      }
      if (event.object === 'page') {
        for (const entry of event.entry) {
          for (const m of entry.messaging) {
            if (!m.message || m.message.is_echo) continue;
            const [fresh] = await db.em.execute<Array<{ mid: string }>>(
              'insert into messenger_seen (mid, seen_at) values (?, ?) on conflict (mid) do nothing returning mid',
              [m.message.mid, clock.now()],
            );
            if (!fresh) continue; // Meta sent it again: handled already.
            await connections.recordMessage(entry.id, m.sender.id, new Date(m.timestamp));
            const word = (m.message.text ?? '')
              .trim()
              .toUpperCase()
              .replace(/[^A-Z]/g, '');
            if (STOP_WORDS.has(word)) await messaging.optOut({ channel: 'messenger', address: m.sender.id, source: 'messenger-reply' });
            else if (START_WORDS.has(word))
              await messaging.optIn({ channel: 'messenger', address: m.sender.id, source: 'messenger-reply' });
          }
        }
      }
      return reply.type('text/plain').send('EVENT_RECEIVED');
    },
  );
}
