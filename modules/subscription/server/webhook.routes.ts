import type { BillingPort, ModuleApp } from '@korero/core/sdk';
import { BillingError, HttpError } from '@korero/core/sdk';
import { webhookAnswer } from '../contract/api.ts';
import { asHttpError } from './billing-errors.ts';

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sent, so this route, alone, reads JSON bodies as a
 * raw Buffer: the parser is registered inside this encapsulated plugin and no other route sees it.
 */
export async function webhookRoutes(app: ModuleApp, deps: { billing: BillingPort }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/webhooks/stripe', { schema: { response: { 200: webhookAnswer } }, config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request) => {
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'Send the Stripe event as the JSON request body.');
    const header = request.headers['stripe-signature'];
    try {
      const outcome = await deps.billing.handleWebhook(body, typeof header === 'string' ? header : undefined);
      return { received: true, ...outcome };
    } catch (error) {
      if (error instanceof BillingError && error.code === 'signature') request.log.warn({ reason: error.message }, 'refused a Stripe webhook');
      // A missing webhook secret on a Stripe deployment: 503, so Stripe keeps retrying until it is set.
      if (error instanceof BillingError && error.code === 'not_configured' && deps.billing.provider === 'stripe') {
        throw new HttpError(503, error.message);
      }
      throw asHttpError(error);
    }
  });
}
