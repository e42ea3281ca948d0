import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { idParam, isUuid, notFound } from '@korero/core/sdk';
import { successAnswer } from '@korero/core/contract';
import type { BusinessDirectory } from '@korero/module-business/contract';
import {
  deliveriesAnswer,
  deliveryCreatedAnswer,
  endpointBody,
  endpointCreatedAnswer,
  endpointsAnswer,
  EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
} from '../contract/api.ts';
import type { DeliveryRow, EndpointRow, Webhooks } from './webhooks.service.ts';

const endpointAnswer = (e: EndpointRow) => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  createdAt: e.createdAt.toISOString(),
  lastDelivery: e.lastDelivery
    ? { status: e.lastDelivery.status, at: e.lastDelivery.at.toISOString(), responseCode: e.lastDelivery.responseCode }
    : null,
});

const deliveryAnswer = (d: DeliveryRow) => ({
  id: d.id,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  responseCode: d.responseCode,
  error: d.error,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
});

/** /api/integrations/webhooks: the signed-in owner's endpoints, their delivery log and the test button. */
export async function webhooksRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; webhooks: Webhooks; business: BusinessDirectory },
): Promise<void> {
  const { auth, webhooks } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;
  const endpointId = (id: string) => {
    if (!isUuid(id)) throw notFound('No such webhook endpoint.');
    return id;
  };

  // A webhook sends customers' details to another system, unattended: every route here is the owner's alone.
  const OWNERS = { capability: 'connections' } as const;
  app.get(
    '/integrations/webhooks',
    { schema: { summary: 'List webhooks', response: { 200: endpointsAnswer } }, config: OWNERS },
    async (request) => ({
      data: (await webhooks.list(business(request))).map(endpointAnswer),
      events: WEBHOOK_EVENTS.map((type) => ({ type, description: EVENT_DESCRIPTIONS[type] })),
    }),
  );

  app.post(
    '/integrations/webhooks',
    {
      schema: { summary: 'Add a webhook', operationId: 'createWebhook', body: endpointBody, response: { 201: endpointCreatedAnswer } },
      config: { ...OWNERS, rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const { endpoint, secret } = await webhooks.create(user.businessId, request.body, user.id);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: { ...endpointAnswer(endpoint), secret } });
    },
  );

  app.delete(
    '/integrations/webhooks/:id',
    {
      schema: { summary: 'Remove a webhook', operationId: 'deleteWebhook', params: idParam, response: { 200: successAnswer } },
      config: OWNERS,
    },
    async (request) => {
      await webhooks.remove(business(request), endpointId(request.params.id));
      return { success: true };
    },
  );

  app.get(
    '/integrations/webhooks/:id/deliveries',
    {
      schema: {
        summary: "List a webhook's recent deliveries",
        operationId: 'listWebhookDeliveries',
        params: idParam,
        response: { 200: deliveriesAnswer },
      },
      config: OWNERS,
    },
    async (request) => ({ data: (await webhooks.deliveries(business(request), endpointId(request.params.id))).map(deliveryAnswer) }),
  );

  app.post(
    '/integrations/webhooks/:id/test',
    {
      schema: {
        summary: 'Send a test event to a webhook',
        operationId: 'testWebhook',
        params: idParam,
        response: { 202: deliveryCreatedAnswer },
      },
      config: { ...OWNERS, rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const businessId = business(request);
      const name = (await deps.business.profile(businessId))?.businessName ?? auth.user(request).username;
      const delivery = await webhooks.sendTest(businessId, endpointId(request.params.id), name);
      return reply.code(202).send({ data: deliveryAnswer(delivery) });
    },
  );
}
