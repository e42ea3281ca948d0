import { acceptFormBodies } from '../../../sdk/form-body.ts';
import type { ModuleApp } from '../../../sdk/define-module.ts';
import type { ProviderRouteContext } from '../../../sdk/define-provider.ts';
import { messagingPort } from '../../../ports/messaging.port.ts';
import { contentAnswer, errorAnswer } from '../../../contract/answers.ts';

// The keywords carriers and Twilio treat as opting out and back in.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

/**
 * POST /api/webhooks/twilio/sms: Twilio's inbound-SMS webhook (point the number's "A message comes in" at it).
 * The signature is checked; STOP and START are recorded at once, and every later message to that number is refused.
 */
export async function twilioRoutes(app: ModuleApp, context: ProviderRouteContext<{ TWILIO_AUTH_TOKEN: string }>): Promise<void> {
  acceptFormBodies(app);
  const messaging = context.get(messagingPort);

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
      if (from && STOP_WORDS.has(word)) await messaging.optOut({ channel: 'sms', address: from, source: 'sms-reply' });
      else if (from && START_WORDS.has(word)) await messaging.optIn({ channel: 'sms', address: from, source: 'sms-reply' });
      // Twilio sends its own standard STOP/START confirmations; Korero adds nothing.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
}
