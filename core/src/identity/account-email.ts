import { escapeHtml as escape } from '../sdk/html.ts';

/**
 * The frame of Korero's own emails to an account's owner (password reset, a sign-up with their address): Korero's
 * name, a greeting, the body's paragraphs and the sign-off, in plain tables that mail clients draw alike. No images
 * or tracking of any kind. `body` is HTML the caller has already escaped.
 */
export function accountEmailHtml({ subject, username, body }: { subject: string; username: string; body: string }): string {
  return `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;">
        <tr><td style="padding:24px 28px 0;font-size:20px;font-weight:700;letter-spacing:-0.01em;">Korero</td></tr>
        <tr><td style="padding:16px 28px 0;font-size:16px;line-height:24px;">
          <p style="margin:0 0 16px;">Kia ora ${escape(username)},</p>
${body}
        </td></tr>
        <tr><td style="padding:0 28px 24px;font-size:14px;line-height:21px;color:#57534e;">Ngā mihi,<br>The Korero team</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}

/** The main button of such an email. */
export const accountEmailButton = (href: string, label: string) =>
  `<p style="margin:0 0 24px;"><a href="${escape(href)}" style="display:inline-block;background:#126752;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">${escape(label)}</a></p>`;
