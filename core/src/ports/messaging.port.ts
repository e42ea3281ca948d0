import { definePort } from './define-port.ts';
import { defineEvent } from './events.port.ts';
import type { LanguageChoice } from '../contract/languages.ts';

export type MessageChannel = 'sms' | 'email' | 'messenger';

/**
 * queued: stored, waiting for delivery · sent: a provider accepted it · held: no provider is configured, so the
 * outbox is the end of the line · failed: the provider refused it for good (reason kept) · refused: Korero would
 * not send it (the contact opted out, or a limit was reached).
 */
export type MessageStatus = 'queued' | 'sent' | 'held' | 'failed' | 'refused';

export interface OutboundMessage {
  channel: MessageChannel;
  /** Phone in E.164 for sms, an email address, or a Messenger user id. */
  to: string;
  /** An email's subject; for Messenger, the title of the button that opens the message's last link. */
  subject?: string;
  text: string;
  html?: string;
  /** The business the message is sent for (null for Korero's own mail, such as password resets). */
  businessId: string | null;
  /** What the message is for, e.g. "invite", "password-reset"; shown in the outbox. */
  purpose: string;
  /** The sender's own record, e.g. an invitation id, so it can ask for the status later. */
  reference?: string;
  /** Skip the opt-out check: only for messages the person asked for themselves (password reset). */
  transactional?: boolean;
}

export interface MessageRecord {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  status: MessageStatus;
  error: string | null;
  attempts: number;
  businessId: string | null;
  purpose: string;
  reference: string | null;
  /** An account email (a password reset): its text is the recipient's alone. */
  transactional: boolean;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OptOutChange {
  channel: MessageChannel;
  address: string;
  /** Where the request came from, e.g. "sms-reply", "email-link". */
  source: string;
}

/** A text a customer sent, as an SMS provider's inbound webhook gave it, once the provider checked the vendor's signature. */
export interface InboundText {
  channel: 'sms';
  /** The sender's number in E.164 (as the provider gives it). */
  from: string;
  body: string;
  /** The provider's id for the text (a retried webhook carries the same one); null when it gives none. */
  messageId: string | null;
  /** The provider's id ("twilio"), for the log. */
  provider: string;
}

/**
 * Outbound messages, and the texts that come back. `send` stores the message in the outbox and queues its delivery,
 * so the caller never waits for a provider and a provider outage loses nothing. Contacts who opted out are refused
 * here, for every sender. `receive` is the one way in for an SMS provider's webhooks, so STOP means the same whoever
 * carries it.
 */
export interface MessagingPort {
  /**
   * Stores the message and queues its delivery; a contact who opted out gets nothing, and the answer's status says
   * `refused` (inside the caller's transaction, so a sender may roll back what it made for the message).
   */
  send(message: OutboundMessage): Promise<MessageRecord>;
  /**
   * Many messages in one go (a sweep's reminders, an invitation's text and email): as `send` for each, in one
   * transaction, their opt-outs read by the statement that stores them.
   */
  sendMany(messages: readonly OutboundMessage[]): Promise<MessageRecord[]>;
  /**
   * The carrier segments texted for the business in the New Zealand month that holds `at`, every sender's (smsLength
   * counts each text as it is stored; texts refused for an opt-out cost nothing): what the plan's SMS allowance counts.
   */
  smsUsed(businessId: string, at: Date): Promise<number>;
  byReference(reference: string): Promise<MessageRecord[]>;
  /** The messages of many senders' records at once (a page of invitations with their delivery status). */
  byReferences(references: string[]): Promise<MessageRecord[]>;
  recent(limit: number): Promise<MessageRecord[]>;
  /** Records the opt-out; true when this recorded it, false when the contact had opted out already. */
  optOut(change: OptOutChange): Promise<boolean>;
  optIn(change: OptOutChange): Promise<void>;
  isOptedOut(channel: MessageChannel, address: string): Promise<boolean>;
  /** Which of these addresses (as given) opted out of the channel, in one read. */
  optedOut(channel: MessageChannel, addresses: readonly string[]): Promise<Set<string>>;
  /**
   * A text from a customer's phone, handed over by an SMS provider's webhook after it checked the vendor's signature.
   * In one transaction: a text that is one of the carriers' STOP or START words (letters only, any case: "Stop.")
   * records the opt-out or opt-in, and every text is announced as `smsReceived`. A blank text or sender is ignored.
   * A vendor retrying its webhook may hand the same text over twice: the opt-out stays one record, and the event
   * carries the same `messageId`, on which listeners skip a text they have handled.
   */
  receive(text: InboundText): Promise<{ keyword: 'stop' | 'start' | null }>;
  /** Which channels reach a real provider; the others end in the outbox. */
  providers(): Record<MessageChannel, string | null>;
  /**
   * A signed link that opts this address out of the channel (for the footer of an invitation email). Its page speaks
   * `language`, the language of the message it sits in (English when not given).
   */
  unsubscribeUrl(channel: MessageChannel, address: string, language?: LanguageChoice): string;
}

export const messagingPort = definePort<MessagingPort>('messaging');

/**
 * A text came in from a customer's phone (`MessagingPort.receive`, from any SMS provider's signed webhook), emitted in
 * the transaction that records its STOP or START. `keyword` says when the text was one of the carriers' opt-out or
 * opt-in words (its opt-out is already recorded); other texts carry null. Delivered at least once, and again when the
 * vendor retries its webhook: `messageId` (the provider's id for the text, when it gave one) is the same each time, so
 * a listener keys on it to handle a text once.
 */
export const smsReceived = defineEvent<{
  /** The sender's number in E.164 (as the provider gives it). */
  from: string;
  body: string;
  keyword: 'stop' | 'start' | null;
  messageId: string | null;
  receivedAt: string;
}>('messaging.smsReceived');
