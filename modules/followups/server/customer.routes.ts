import type { ModuleApp } from '@korero/core/sdk';
import { customerConversationAnswer, customerMessageBody, tokenParams } from '../contract/api.ts';
import type { CustomerFollowUps } from './customer.service.ts';

// Reachable signed out, limited per client; the token in the path is the capability (a wrong one is a 404).
const open = (max: number) => ({ access: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['followups'];

/** /api/follow-up/{token}…: the customer's page reads the conversation, answers in it, or stops it. */
export function customerRoutes(app: ModuleApp, deps: { customers: CustomerFollowUps }): void {
  const { customers } = deps;

  app.get(
    '/follow-up/:token',
    {
      schema: {
        summary: 'Get a follow-up conversation by its link (the customer)',
        operationId: 'getFollowUpConversation',
        tags,
        params: tokenParams,
        response: { 200: customerConversationAnswer },
      },
      config: open(60),
    },
    // The customer's conversation: no cache, shared or the browser's, keeps a copy (issue 44).
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: await customers.conversation(request.params.token) }),
  );

  app.post(
    '/follow-up/:token/messages',
    {
      schema: {
        summary: 'Answer in a follow-up conversation (the customer)',
        operationId: 'answerFollowUp',
        tags,
        params: tokenParams,
        body: customerMessageBody,
        response: { 201: customerConversationAnswer },
      },
      config: open(10),
    },
    async (request, reply) => reply.code(201).send({ data: await customers.write(request.params.token, request.body.body) }),
  );

  app.post(
    '/follow-up/:token/stop',
    {
      schema: {
        summary: 'Stop a follow-up conversation: nothing more is sent on it (the customer)',
        operationId: 'stopFollowUp',
        tags,
        params: tokenParams,
        response: { 200: customerConversationAnswer },
      },
      config: open(10),
    },
    async (request) => ({ data: await customers.stop(request.params.token) }),
  );
}
