import { acceptFormBodies } from '../../../sdk/form-body.ts';
import type { ModuleApp } from '../../../sdk/define-module.ts';
import type { ProviderRouteContext } from '../../../sdk/define-provider.ts';
import { messagingPort, smsReceived } from '../../../ports/messaging.port.ts';
import { databasePort } from '../../../ports/database.port.ts';
import { eventsPort } from '../../../ports/events.port.ts';
import { clockPort } from '../../../ports/clock.port.ts';
import { contentAnswer, errorAnswer } from '../../../contract/answers.ts';

// The keywords carriers and Twilio treat as opting out and back in.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

/**
 * POST /api/webhooks/twilio/sms: Twilio's inbound-SMS webhook (point the number's "A message comes in" at it).
 * The signature is checked; STOP and START are recorded at once, and every later message to that number is refused.
 * Every text a person sent (STOP and START included, marked as such) is announced as messaging.smsReceived.
 */
export async function twilioRoutes(app: ModuleApp, context: ProviderRouteContext<{ TWILIO_AUTH_TOKEN: string }>): Promise<void> {
  acceptFormBodies(app);
  const messaging = context.get(messagingPort);
  const db = context.get(databasePort);
  const events = context.get(eventsPort);
  const clock = context.get(clockPort);

  app.post(
    '/sms',
    {
      schema: {
        summary: "Receive a text's status or a reply from Twilio",
        operationId: 'receiveTwilioSms',
        tags: ['messaging'],
        response: { 200: contentAnswer('text/xml', 'An empty TwiML answer'), 403: errorAnswer },
      },
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const params = (request.body ?? {}) as Record<string, string>;
      const signature = request.headers['x-twilio-signature'];
      const url = `${context.publicUrl}${request.url}`;
      // The Twilio SDK loads on the first webhook, not at start-up.
      const { isSignedByTwilio } = await import('./twilio-sms.ts');
      if (!isSignedByTwilio(context.settings.TWILIO_AUTH_TOKEN, typeof signature === 'string' ? signature : undefined, url, params)) {
        request.log.warn('refused an inbound SMS webhook without a valid Twilio signature');
        return reply.code(403).send({ error: 'This endpoint only accepts requests signed by Twilio.' });
      }
      const from = params.From ?? '';
      const word = (params.Body ?? '')
        .trim()
        .toUpperCase()
        .replace(/[^A-Z]/g, '');
      const keyword: 'stop' | 'start' | null = STOP_WORDS.has(word) ? 'stop' : START_WORDS.has(word) ? 'start' : null;
      if (from && keyword === 'stop') await messaging.optOut({ channel: 'sms', address: from, source: 'sms-reply' });
      else if (from && keyword === 'start') await messaging.optIn({ channel: 'sms', address: from, source: 'sms-reply' });
      // Delivery-status callbacks carry no Body: only texts people sent are announced (a module may hold a
      // conversation with that number). Twilio retries a webhook that failed, so listeners key on MessageSid.
      if (from && typeof params.Body === 'string' && params.Body.trim() !== '') {
        await db.transaction(() =>
          events.emit(smsReceived, {
            from,
            body: params.Body!.slice(0, 1600),
            keyword,
            messageId: params.MessageSid ?? params.SmsSid ?? null,
            receivedAt: clock.now().toISOString(),
          }),
        );
      }
      // Twilio sends its own standard STOP/START confirmations; Korero adds nothing.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
}
