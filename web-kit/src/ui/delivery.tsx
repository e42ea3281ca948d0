import { useId, useState } from 'react';
import type { MessageDelivery } from '@korero/core/contract';
import { Badge, type BadgeTone } from './badge.tsx';

type Channel = 'sms' | 'email' | 'messenger';
const CHANNEL: Record<Channel, string> = { sms: 'SMS', email: 'Email', messenger: 'Messenger' };
const NOUN: Record<Channel, string> = { sms: 'text message', email: 'email', messenger: 'Messenger message' };

/** Each delivery state in the owner's words: a short label and the whole truth behind it. */
export const DELIVERY: Record<MessageDelivery, { label: string; tone: BadgeTone; why: (channel: Channel) => string }> = {
  sending: {
    label: 'Sending',
    tone: 'info',
    why: (c) => `The ${NOUN[c]} is on its way through this Korero's provider; Korero retries if the provider is busy.`,
  },
  waiting: {
    label: 'Waiting: no provider',
    tone: 'warning',
    why: (c) =>
      `No ${c === 'sms' ? 'SMS' : c === 'email' ? 'email' : 'Messenger'} provider is set up on this Korero, so the ${NOUN[c]} waits in the outbox and has not been sent. Share the link yourself, or ask your Korero administrator to set one up.`,
  },
  sent: { label: 'Sent', tone: 'success', why: (c) => `The provider accepted the ${NOUN[c]}.` },
  failed: { label: 'Failed', tone: 'danger', why: (c) => `The provider refused the ${NOUN[c]}.` },
  refused: {
    label: 'Not sent',
    tone: 'warning',
    why: (c) => `Korero did not send the ${NOUN[c]}: the contact opted out, or a limit was reached.`,
  },
};

/** One sentence for a toast or a panel: what happened to the message(s) just sent. */
export function deliverySentence(channel: Channel, delivery: MessageDelivery, reason: string | null, to?: string): string {
  const noun = NOUN[channel];
  const whom = to ? ` to ${to}` : '';
  switch (delivery) {
    case 'sending':
      return `Korero is sending the ${noun}${whom}.`;
    case 'sent':
      return `The ${noun}${whom} was sent.`;
    case 'waiting':
      return `The ${noun}${whom} has not been sent: no ${channel === 'sms' ? 'SMS' : channel} provider is set up on this Korero, so it waits in the outbox.`;
    case 'failed':
      return `The ${noun}${whom} failed: ${reason ?? 'the provider refused it.'}`;
    case 'refused':
      return `The ${noun}${whom} was not sent: ${reason ?? 'the contact opted out, or a limit was reached.'}`;
  }
}

/**
 * A channel's delivery badge that explains itself when tapped or clicked (a phone has no hover), and again to close.
 * The explanation sits in the page flow under the badge, so it is read by screen readers and covers nothing.
 */
export function DeliveryBadge({ channel, delivery, reason }: { channel: Channel; delivery: MessageDelivery; reason: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const words = DELIVERY[delivery];
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Badge tone={words.tone}>
          {CHANNEL[channel]}: {words.label}
          <span className="sr-only"> (what this means)</span>
        </Badge>
      </button>
      {open ? (
        <span id={id} className="max-w-xs rounded-md bg-stone-100 px-2.5 py-1.5 text-xs text-stone-700" data-testid="delivery-why">
          {reason && (delivery === 'failed' || delivery === 'refused') ? `${words.why(channel)} ${reason}` : words.why(channel)}
        </span>
      ) : null}
    </span>
  );
}
