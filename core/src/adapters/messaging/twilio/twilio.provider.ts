import { z } from 'zod';
import { defineProvider } from '../../../sdk/define-provider.ts';
import { twilioRoutes } from './twilio.routes.ts';

/** SMS through Twilio. The SDK (~0.4 s to load) is imported only when Twilio is the SMS provider. */
export default defineProvider({
  id: 'twilio',
  channel: 'sms',
  title: 'Twilio SMS',
  env: z.object({
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID from the Twilio console (AC and 32 hex digits)'),
    TWILIO_AUTH_TOKEN: z.string().min(1),
    TWILIO_FROM: z.string().min(1),
    /** Points the SDK somewhere else (tests use a local stand-in). */
    TWILIO_API_BASE_URL: z.url().optional(),
  }),
  impliedBy: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  async create(settings) {
    const { TwilioSms } = await import('./twilio-sms.ts');
    return new TwilioSms({
      accountSid: settings.TWILIO_ACCOUNT_SID,
      authToken: settings.TWILIO_AUTH_TOKEN,
      from: settings.TWILIO_FROM,
      apiBaseUrl: settings.TWILIO_API_BASE_URL,
    });
  },
  routes: twilioRoutes,
});
