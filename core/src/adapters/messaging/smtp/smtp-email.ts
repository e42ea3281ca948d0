import nodemailer, { type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type Delivery, type MessageProvider } from '../provider.ts';

export interface SmtpSettings {
  url: string;
  from: string;
  /** Builds the one-click unsubscribe link for a recipient (RFC 8058); none for transactional mail. */
  unsubscribeUrl?: ((address: string) => string) | undefined;
}

/** Email through any SMTP server, with nodemailer. */
export class SmtpEmail implements MessageProvider {
  readonly channel = 'email' as const;
  readonly name = 'smtp';
  private readonly transport: Transporter;
  private readonly settings: SmtpSettings;

  constructor(settings: SmtpSettings) {
    this.settings = settings;
    this.transport = nodemailer.createTransport(settings.url, { from: settings.from });
  }

  async deliver(message: Delivery): Promise<string | null> {
    const unsubscribe = message.unsubscribable && this.settings.unsubscribeUrl ? this.settings.unsubscribeUrl(message.to) : null;
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject ?? 'A message from Korero',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(unsubscribe
          ? {
              list: { unsubscribe: { url: unsubscribe, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      return info.messageId ?? null;
    } catch (error) {
      const { responseCode, message: text } = error as { responseCode?: number; message?: string };
      const reason = `The mail server refused the message: ${text ?? 'unknown error'}`;
      // 5xx is a definite no (unknown mailbox, rejected); 4xx and connection errors are worth retrying.
      if (responseCode && responseCode >= 500) throw new PermanentDeliveryError(reason);
      throw new Error(reason, { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}
