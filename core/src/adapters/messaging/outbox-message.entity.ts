import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Every outbound message, whatever became of it. With no provider configured, this table is where mail ends. */
export const OutboxMessage = defineEntity({
  name: 'CoreOutboxMessage',
  tableName: 'core_outbox_message',
  properties: {
    id: p.uuid().primary(),
    channel: p.string().length(10),
    recipient: p.string().length(254),
    subject: p.string().length(300).nullable(),
    bodyText: p.text(),
    bodyHtml: p.text().nullable().lazy(),
    status: p.string().length(10),
    error: p.text().nullable(),
    attempts: p.integer().default(0),
    businessId: p.uuid().nullable().index(),
    purpose: p.string().length(40),
    /** Asked for by the recipient (password reset): not subject to opt-outs, no unsubscribe link. */
    transactional: p.boolean().default(false),
    reference: p.string().length(100).nullable().index(),
    provider: p.string().length(20).nullable(),
    providerId: p.string().length(100).nullable(),
    /** A text's carrier segments (what it counts against its business's SMS allowance); null for other channels. */
    smsSegments: p.integer().nullable(),
    createdAt: p.datetime().index(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
