import { z } from 'zod';
import { isoDate, optionalText } from '@korero/core/contract';

/** What an endpoint can subscribe to; `webhook.test` is only ever sent by the 'Send test event' button. */
export const WEBHOOK_EVENTS = ['review.submitted', 'feedback.received', 'invitation.completed', 'job.recorded'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'review.submitted': 'A customer finished a review (for Google, or from your review link)',
  'feedback.received': 'A customer sent private feedback to you instead of posting',
  'invitation.completed': 'A customer answered one of your invitations',
  'job.recorded': 'A completed job was recorded (by hand or by your job system)',
};

export const endpointBody = z.strictObject(
  {
    url: z
      .string({ error: 'Enter the address to send events to' })
      .trim()
      .min(1, 'Enter the address to send events to')
      .max(500, 'must be at most 500 characters')
      .url('Enter a full address, starting with https://'),
    description: optionalText(100),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'Choose the events to send' })
      .min(1, 'Choose at least one event')
      .max(WEBHOOK_EVENTS.length),
  },
  { error: "Send the endpoint's url and events" },
);

export const deliveryStatus = z.enum(['pending', 'retrying', 'delivered', 'failed']);

export const endpointAnswer = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  createdAt: isoDate,
  /** The newest delivery's outcome, to show the endpoint's health at a glance. */
  lastDelivery: z.strictObject({ status: deliveryStatus, at: isoDate, responseCode: z.number().int().nullable() }).nullable(),
});

export const endpointsAnswer = z.strictObject({
  data: z.array(endpointAnswer),
  events: z.array(z.strictObject({ type: z.enum(WEBHOOK_EVENTS), description: z.string() })),
});

export const endpointCreatedAnswer = z.strictObject({
  data: endpointAnswer.extend({
    secret: z.string().describe('the signing secret (whsec_…), shown this once: verify each delivery with it'),
  }),
});

export const deliveryAnswer = z.strictObject({
  id: z.string().describe('the webhook-id header: the same on every attempt, so a receiver can drop repeats'),
  type: z.string(),
  status: deliveryStatus,
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  /** Why the last attempt failed, in words (no response body is kept). */
  error: z.string().nullable(),
  createdAt: isoDate,
  lastAttemptAt: isoDate.nullable(),
  nextAttemptAt: isoDate.nullable(),
});
export const deliveriesAnswer = z.strictObject({ data: z.array(deliveryAnswer) });
export const deliveryCreatedAnswer = z.strictObject({ data: deliveryAnswer });
