import { escapeHtml as escape } from '../sdk/html.ts';
import { defineJob } from '../ports/jobs.port.ts';

/**
 * What POST /api/register answers (202) when the email address already has an account: the same for whoever asks,
 * so the answer does not confirm who has an account; the address's owner learns of it by email instead.
 */
export const SIGN_UP_CHECK_EMAIL = "Check your email: we've sent the next step to that address.";

/** Tells an account's owner that someone tried to sign up with their address (in the background). */
export const notifySignUpAttempt = defineJob<{ userId: string }>('identity.signUpAttempt');

/** The outbox reference of those emails (so account deletion can find them). */
export const signUpAttemptReference = (userId: string) => `sign-up-attempt:${userId}`;

export function signUpAttemptEmail({ username, publicUrl }: { username: string; publicUrl: string }) {
  const subject = 'Someone tried to sign up to Korero with your email address';
  const signIn = `${publicUrl}/auth`;
  const reset = `${publicUrl}/forgot-password`;
  const text = [
    `Kia ora ${username},`,
    '',
    'Someone just tried to create a Korero account with this email address. It already has an account: yours.',
    '',
    'If it was you, sign in with your username or this email address:',
    signIn,
    '',
    'Forgotten your password? Choose a new one here:',
    reset,
    '',
    "If it wasn't you, there is nothing to do: no account was made and yours is unchanged.",
    '',
    'Ngā mihi,',
    'The Korero team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;">
        <tr><td style="padding:24px 28px 0;font-size:20px;font-weight:700;letter-spacing:-0.01em;">Korero</td></tr>
        <tr><td style="padding:16px 28px 0;font-size:16px;line-height:24px;">
          <p style="margin:0 0 16px;">Kia ora ${escape(username)},</p>
          <p style="margin:0 0 24px;">Someone just tried to create a Korero account with this email address. It already has an account: yours.</p>
          <p style="margin:0 0 24px;"><a href="${escape(signIn)}" style="display:inline-block;background:#126752;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">Sign in</a></p>
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">Forgotten your password? <a href="${escape(reset)}" style="color:#126752;">Choose a new one</a>.</p>
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">If it wasn't you, there is nothing to do: no account was made and yours is unchanged.</p>
        </td></tr>
        <tr><td style="padding:0 28px 24px;font-size:14px;line-height:21px;color:#57534e;">Ngā mihi,<br>The Korero team</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject, text, html };
}
