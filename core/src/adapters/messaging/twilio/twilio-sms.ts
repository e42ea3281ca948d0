import twilio from 'twilio';
import { PermanentDeliveryError, type Delivery, type MessageProvider } from '../provider.ts';

// Twilio errors that no retry can fix: bad or unreachable numbers, and recipients who replied STOP to Twilio.
const PERMANENT_CODES = new Set([21211, 21212, 21214, 21217, 21219, 21408, 21610, 21612, 21614, 21635, 30003, 30005, 30006, 30007]);

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Replaces https://api.twilio.com (tests point it at a local stand-in). */
  apiBaseUrl?: string | undefined;
  statusCallbackUrl?: string | undefined;
}

/** SMS through Twilio's Messages API, with the official SDK. */
export class TwilioSms implements MessageProvider {
  readonly channel = 'sms' as const;
  readonly name = 'twilio';
  private readonly client: ReturnType<typeof twilio>;
  private readonly settings: TwilioSettings;

  constructor(settings: TwilioSettings) {
    this.settings = settings;
    this.client = twilio(settings.accountSid, settings.authToken, { autoRetry: false });
    if (settings.apiBaseUrl) this.client.api.baseUrl = settings.apiBaseUrl;
  }

  async deliver(message: Delivery): Promise<string> {
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        from: this.settings.from,
        body: message.text,
        ...(this.settings.statusCallbackUrl ? { statusCallback: this.settings.statusCallbackUrl } : {}),
      });
      return sent.sid;
    } catch (error) {
      const { code, status, message: text } = error as { code?: number; status?: number; message?: string };
      const reason = `Twilio refused the message${code ? ` (error ${code})` : ''}: ${text ?? 'unknown error'}`;
      if ((code && PERMANENT_CODES.has(code)) || status === 400 || status === 404) throw new PermanentDeliveryError(reason);
      throw new Error(reason, { cause: error });
    }
  }
}

/** Is this request really from Twilio? Checks X-Twilio-Signature over the URL Twilio called and the posted fields. */
export function isSignedByTwilio(authToken: string, signature: string | undefined, url: string, params: Record<string, string>): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
