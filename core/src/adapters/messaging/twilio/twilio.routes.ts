import { acceptFormBodies } from '../../../sdk/form-body.ts';
import type { ModuleApp } from '../../../sdk/define-module.ts';
import type { ProviderRouteContext } from '../../../sdk/define-provider.ts';
import { messagingPort } from '../../../ports/messaging.port.ts';
import { contentAnswer, errorAnswer } from '../../../contract/answers.ts';

/**
 * POST /api/webhooks/twilio/sms: Twilio's inbound-SMS webhook (point the number's "A message comes in" at it).
 * It checks Twilio's signature and hands each text to the messaging port (`receive`), which records STOP and START
 * (every later message to that number is refused) and announces the text as messaging.smsReceived.
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
      // Delivery-status callbacks carry no Body: only texts people sent go to the port, which records STOP and START
      // and announces the text. Twilio retries a webhook that failed with the same MessageSid.
      if (typeof params.Body === 'string') {
        await messaging.receive({
          channel: 'sms',
          from: params.From ?? '',
          body: params.Body,
          messageId: params.MessageSid ?? params.SmsSid ?? null,
          provider: 'twilio',
        });
      }
      // Twilio sends its own standard STOP/START confirmations; Korero adds nothing.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
}
