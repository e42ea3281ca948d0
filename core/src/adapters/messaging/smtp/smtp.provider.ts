import { z } from 'zod';
import { defineProvider } from '../../../sdk/define-provider.ts';

/** Email through any SMTP server. nodemailer is imported only when SMTP is the email provider. */
export default defineProvider({
  id: 'smtp',
  channel: 'email',
  title: 'SMTP email',
  env: z.object({
    /** smtp://user:pass@host:port or smtps://…; the sender is MAIL_FROM. */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  }),
  impliedBy: ['SMTP_URL'],
  async create(settings, deps) {
    const { SmtpEmail } = await import('./smtp-email.ts');
    return new SmtpEmail({
      url: settings.SMTP_URL,
      from: deps.env.MAIL_FROM,
      unsubscribeUrl: (address) => deps.unsubscribeUrl('email', address),
    });
  },
});
