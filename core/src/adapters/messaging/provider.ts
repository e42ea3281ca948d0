import type { MessageChannel } from '../../ports/messaging.port.ts';

export interface Delivery {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** The business it is sent for (a Messenger provider sends from that business's Page); null for Korero's own mail. */
  businessId: string | null;
  /** Marketing-like mail (invitations) carries an unsubscribe link; transactional mail does not. */
  unsubscribable: boolean;
}

/** One vendor's way to deliver one channel (Twilio for sms, SMTP for email, the Graph API for Messenger). */
export interface MessageProvider {
  readonly channel: MessageChannel;
  readonly name: string;
  /** Resolves with the provider's message id. Throw PermanentDeliveryError when retrying cannot help. */
  deliver(message: Delivery): Promise<string | null>;
}

/** The provider refused the message for good (invalid number, rejected address). */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}
