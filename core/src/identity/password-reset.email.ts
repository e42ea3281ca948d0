import { escapeHtml as escape } from '../sdk/html.ts';

/** The password reset email: plain text and HTML, Korero's name, no images or tracking of any kind. */
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
  const html = `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;">
        <tr><td style="padding:24px 28px 0;font-size:20px;font-weight:700;letter-spacing:-0.01em;">Korero</td></tr>
        <tr><td style="padding:16px 28px 0;font-size:16px;line-height:24px;">
          <p style="margin:0 0 16px;">Kia ora ${escape(username)},</p>
          <p style="margin:0 0 24px;">Someone (hopefully you) asked to reset the password for your Korero account.</p>
          <p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;background:#126752;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">Choose a new password</a></p>
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">The link works once and expires in 1 hour. Resetting your password signs you out everywhere.</p>
          <p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#57534e;">If the button doesn't work, copy this address into your browser:<br><a href="${href}" style="color:#126752;word-break:break-all;">${href}</a></p>
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">If you didn't ask for this, you can ignore this email: your password stays the same.</p>
        </td></tr>
        <tr><td style="padding:0 28px 24px;font-size:14px;line-height:21px;color:#57534e;">Ngā mihi,<br>The Korero team</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject, text, html };
}
