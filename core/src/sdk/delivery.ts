import type { DeliveryAnswer } from '../contract/answers.ts';
import type { MessageRecord, MessagingPort } from '../ports/messaging.port.ts';

/**
 * A message's outbox record as the owner should hear it. A queued message on a channel with no provider is "waiting"
 * (the job that would mark it held may not have run yet), so the answer right after sending already tells the truth.
 */
export function deliveryOf(record: MessageRecord, providers: ReturnType<MessagingPort['providers']>): DeliveryAnswer {
  const base = { channel: record.channel, reason: null };
  switch (record.status) {
    case 'sent':
      return { ...base, delivery: 'sent' };
    case 'failed':
      return { ...base, delivery: 'failed', reason: record.error ?? 'The provider refused it.' };
    case 'refused':
      return { ...base, delivery: 'refused', reason: record.error ?? 'The contact opted out, or a limit was reached.' };
    case 'held':
      return { ...base, delivery: 'waiting' };
    case 'queued':
      return { ...base, delivery: providers[record.channel] ? 'sending' : 'waiting' };
  }
}
