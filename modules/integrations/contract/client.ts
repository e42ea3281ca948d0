/** The integrations module's calls, typed from its contract (API keys are the kernel's: web-kit's apiKeysClient). */
import { apiRequest } from '@korero/web-kit';
import type { ApiKeys } from '@korero/core/contract';
import type { z } from 'zod';
import type { deliveriesAnswer, deliveryCreatedAnswer, endpointCreatedAnswer, endpointsAnswer, WebhookEvent } from './api.ts';

type Answer<S extends z.ZodType> = z.infer<S>;
export type ApiKey = ApiKeys['data'][number];
export type ApiScope = ApiKeys['scopes'][number];
export type Endpoint = Answer<typeof endpointsAnswer>['data'][number];
export type Delivery = Answer<typeof deliveriesAnswer>['data'][number];

export const integrationKeys = {
  endpoints: ['/api/integrations/webhooks'] as const,
  deliveries: (id: string) => ['/api/integrations/webhooks', id, 'deliveries'] as const,
};

export const integrationsClient = {
  endpoints: () => apiRequest<Answer<typeof endpointsAnswer>>('GET', '/api/integrations/webhooks'),
  addEndpoint: (body: { url: string; description: string | null; events: WebhookEvent[] }) =>
    apiRequest<Answer<typeof endpointCreatedAnswer>>('POST', '/api/integrations/webhooks', body),
  removeEndpoint: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/integrations/webhooks/${id}`),
  sendTest: (id: string) => apiRequest<Answer<typeof deliveryCreatedAnswer>>('POST', `/api/integrations/webhooks/${id}/test`),
  deliveries: (id: string) => apiRequest<Answer<typeof deliveriesAnswer>>('GET', `/api/integrations/webhooks/${id}/deliveries`),
};
