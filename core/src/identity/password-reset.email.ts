import { escapeHtml as escape } from '../sdk/html.ts';
import { accountEmailButton, accountEmailHtml } from './account-email.ts';

/** The password reset email: plain text and HTML (in the frame of Korero's account emails). */
export interface ResetEmail {
  subject: string;
  text: string;
  html: string;
}

export function passwordResetEmail({ username, link }: { username: string; link: string }): ResetEmail {
  const subject = 'Reset your Korero password';
  const text = [
    `Kia ora ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password for your Korero account.',
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
    '',
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    '',
    'Ngā mihi,',
    'The Korero team',
  ].join('\n');

  const href = escape(link);
  const html = accountEmailHtml({
    subject,
    username,
    body: `          <p style="margin:0 0 24px;">Someone (hopefully you) asked to reset the password for your Korero account.</p>
          ${accountEmailButton(link, 'Choose a new password')}
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">The link works once and expires in 1 hour. Resetting your password signs you out everywhere.</p>
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">If the button doesn't work, copy this address into your browser:<br><a href="${href}" style="color:#126752;word-break:break-all;">${href}</a></p>
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">If you didn't ask for this, you can ignore this email: your password stays the same.</p>`,
  });
  return { subject, text, html };
}
