import { escapeHtml as escape } from '@korero/core/sdk';

export interface EmailParts {
  businessName: string;
  customerName: string;
  jobDescription: string;
  reviewUrl: string;
  logoUrl: string | null;
  unsubscribeUrl: string;
}

/** The invitation email, as text and HTML: the business's name and logo, the job, the link, and a working unsubscribe. */
export function composeEmail(p: EmailParts): { subject: string; text: string; html: string } {
  const subject = `${p.businessName} would love your feedback`;
  const first = p.customerName.split(/\s+/)[0] ?? p.customerName;
  const text = [
    `Kia ora ${first},`,
    '',
    `Thanks for choosing ${p.businessName} for ${p.jobDescription}. How did it go?`,
    '',
    'It takes about a minute: tap a few stars, tick what went well (or what did not), and Korero drafts a review from exactly what you chose. You check it, change anything, and decide where it goes: a public Google review or a private note to the business.',
    '',
    `Share your feedback: ${p.reviewUrl}`,
    '',
    'No account needed.',
    '',
    '—',
    `You received this because ${p.businessName} asked you after your job. Don't want these emails? ${p.unsubscribeUrl}`,
  ].join('\n');
  const logo = p.logoUrl
    ? `<img src="${escape(p.logoUrl)}" alt="${escape(p.businessName)}" width="64" height="64" style="display:block;border-radius:12px;object-fit:contain;margin:0 0 16px">`
    : '';
  const html = `<!doctype html><html lang="en-NZ"><body style="margin:0;background:#f5f5f4;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:14px;padding:28px">
<tr><td>${logo}
<p style="font-size:16px;margin:0 0 12px">Kia ora ${escape(first)},</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 12px">Thanks for choosing <strong>${escape(p.businessName)}</strong> for ${escape(p.jobDescription)}. How did it go?</p>
<p style="font-size:15px;line-height:1.5;color:#44403c;margin:0 0 20px">It takes about a minute: tap a few stars and tick what went well (or what didn't). Korero drafts a review from exactly what you chose; you check it and decide where it goes.</p>
<p style="margin:0 0 20px"><a href="${escape(p.reviewUrl)}" style="display:inline-block;background:#126752;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">Share your feedback</a></p>
<p style="font-size:13px;color:#78716c;margin:0">No account needed. If the button doesn't work, copy this link: ${escape(p.reviewUrl)}</p>
</td></tr></table>
<p style="font-size:12px;color:#a8a29e;max-width:520px;margin:16px auto 0">You received this because ${escape(p.businessName)} asked for your feedback after your job. <a href="${escape(p.unsubscribeUrl)}" style="color:#78716c">Unsubscribe</a></p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}

/**
 * The Messenger invitation: a short note from the business, the review link last (the Messenger provider turns it
 * into the button of a button template), and how to stop these messages.
 */
export function composeMessenger(p: { businessName: string; customerName: string; jobDescription: string; reviewUrl: string }): string {
  const first = p.customerName.split(/\s+/)[0] ?? p.customerName;
  return [
    `Kia ora ${first}, thanks for choosing ${p.businessName} for ${p.jobDescription}. Could you spare a minute to tell us how it went? Tap a few stars and Korero drafts the review for you to check.`,
    'Reply STOP to get no more of these.',
    p.reviewUrl,
  ].join('\n\n');
}
