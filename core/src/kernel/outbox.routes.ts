import { z } from 'zod';
import { outboxAnswer } from '../contract/kernel.ts';
import type { AuthPort } from '../ports/auth.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { showableText } from './outbox-redaction.ts';

/**
 * GET /api/outbox: what Korero sent, or would have sent, for an operator without a provider account (admins only).
 * It never shows a capability: account emails show no text, and the tokens in links are hidden.
 */
export async function outboxRoutes(app: ModuleApp, deps: { auth: AuthPort; messaging: MessagingPort }): Promise<void> {
  app.get(
    '/outbox',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List recent messages and the providers that send them',
        operationId: 'listOutbox',
        tags: ['kernel'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: outboxAnswer },
      },
    },
    async (request) => ({
      data: (await deps.messaging.recent(request.query.limit)).map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.to,
        subject: m.subject,
        text: showableText(m),
        status: m.status,
        error: m.error,
        purpose: m.purpose,
        attempts: m.attempts,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      providers: deps.messaging.providers(),
    }),
  );
}
