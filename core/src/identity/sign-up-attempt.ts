import { escapeHtml as escape } from '../sdk/html.ts';
import { defineJob } from '../ports/jobs.port.ts';
import { accountEmailButton, accountEmailHtml } from './account-email.ts';

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
  const html = accountEmailHtml({
    subject,
    username,
    body: `          <p style="margin:0 0 24px;">Someone just tried to create a Korero account with this email address. It already has an account: yours.</p>
          ${accountEmailButton(signIn, 'Sign in')}
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">Forgotten your password? <a href="${escape(reset)}" style="color:#126752;">Choose a new one</a>.</p>
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">If it wasn't you, there is nothing to do: no account was made and yours is unchanged.</p>`,
  });
  return { subject, text, html };
}
