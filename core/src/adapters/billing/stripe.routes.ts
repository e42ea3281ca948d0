import { BillingError, billingPort } from '../../ports/billing.port.ts';
import type { ModuleApp } from '../../sdk/define-module.ts';
import type { ProviderRouteContext } from '../../sdk/define-provider.ts';
import { HttpError } from '../../sdk/errors.ts';
import { z } from 'zod';

/** What Korero answers Stripe: that the event arrived, and what it did with it. */
const webhookAnswer = z.strictObject({
  received: z.boolean(),
  eventId: z.string(),
  type: z.string(),
  handled: z.boolean(),
  duplicate: z.boolean(),
  businessId: z.string().nullable(),
});

/**
 * POST /api/webhooks/stripe: Stripe's events (set it as the endpoint in the Stripe dashboard). Stripe signs the
 * exact bytes it sent, so this provider's plugin, alone, reads JSON bodies as a raw Buffer.
 */
export async function stripeRoutes(app: ModuleApp, context: ProviderRouteContext<unknown>): Promise<void> {
  const billing = context.get(billingPort);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '',
    {
      schema: { summary: 'Receive a Stripe event', operationId: 'receiveStripeEvent', tags: ['billing'], response: { 200: webhookAnswer } },
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'Send the Stripe event as the JSON request body.');
      const header = request.headers['stripe-signature'];
      try {
        return { received: true, ...(await billing.handleWebhook(body, typeof header === 'string' ? header : undefined)) };
      } catch (error) {
        if (!(error instanceof BillingError)) throw error;
        if (error.code === 'signature') {
          request.log.warn({ reason: error.message }, 'refused a Stripe webhook');
          throw new HttpError(400, error.message, { code: error.code });
        }
        // No webhook secret yet, or Stripe unreachable while applying the event: 503, so Stripe retries it later.
        throw new HttpError(503, error.message, { code: error.code });
      }
    },
  );
}
