import { z } from 'zod';

/**
 * The body of every refused request: a sentence a person can act on, the fields it is about, and whatever a route
 * adds to it (`requiresEmail`, `success: false`…). Loose on purpose: the kernel's error handler answers for every route.
 */
export const errorAnswer = z
  .looseObject({
    error: z.string().describe('What went wrong, as a sentence a person can act on'),
    fields: z.record(z.string(), z.string()).optional().describe('Field name → what is wrong with it'),
  })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** `{ "success": true }`: the answer of a change that has nothing else to say. */
export const successAnswer = z.strictObject({ success: z.boolean().describe('true') });

/** `{ success: true, message }`: the same, with a sentence to show. */
export const messageAnswer = z.strictObject({ success: z.boolean().describe('true'), message: z.string() });

/** The page counts beside a paginated list. */
export const paginationAnswer = z.strictObject({
  page: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/** An ISO 8601 timestamp, as every answer writes dates. */
export const isoDate = z.string().describe('ISO 8601 date and time');

/**
 * A list or object the spec's call tables send as JSON text ("teamMembers": "[\"Aroha\"]"). The answer's schema says
 * so; the owning contract's client parses it once (web-kit's `parseJsonText`).
 */
export const jsonTextAnswer = (what: string) => z.string().describe(`JSON text: ${what}`);

/**
 * An answer that is not JSON (a page, an image, a download), for the OpenAPI document: Fastify sends strings and
 * buffers as they are, so the schema documents the content type and checks nothing.
 */
export function contentAnswer(contentType: string, description: string) {
  // Typed as what a handler sends (text or bytes); documented as a string of that content type.
  const schema = z.string() as unknown as z.ZodType<string | Uint8Array>;
  return { description, content: { [contentType]: { schema } } };
}

/**
 * What became of a message Korero was asked to send, in the owner's words: sending (a provider has it or will have it
 * in a moment) · waiting (no provider for its channel is set up on this Korero, so it stays in the outbox) · sent (a
 * provider accepted it) · failed (the provider refused it; `reason` says why) · refused (Korero would not send it:
 * the contact opted out, or a limit was reached).
 */
export const messageDelivery = z.enum(['sending', 'waiting', 'sent', 'failed', 'refused']);
export type MessageDelivery = z.infer<typeof messageDelivery>;

/** One message's delivery on one channel, with the reason when it failed or was refused. */
export const deliveryAnswer = z
  .strictObject({
    channel: z.enum(['sms', 'email', 'messenger']),
    delivery: messageDelivery,
    reason: z.string().nullable().describe('Why it failed or was refused; null otherwise'),
  })
  .meta({ id: 'Delivery' });
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;
