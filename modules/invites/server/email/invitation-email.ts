import type { InvitationEmailProps } from './InvitationEmail.tsx';

export interface EmailParts {
  businessName: string;
  customerName: string;
  jobDescription: string;
  reviewUrl: string;
  /** Absolute, under PUBLIC_URL; null without a logo. */
  logoUrl: string | null;
  unsubscribeUrl: string;
  /** A reminder of an invitation not yet answered. */
  reminder?: boolean;
}

/**
 * The invitation (or reminder) email: a subject, a plain-text part and the HTML part from the module's react-email
 * template, both with the business's name, the job, the review link and a working unsubscribe link. The template is
 * imported when the first email is composed: scripts that load the server with Node's own type stripping (which reads
 * no JSX) never load it, and the server bundle makes it a chunk of its own.
 */
export async function composeEmail(p: EmailParts): Promise<{ subject: string; text: string; html: string }> {
  const reminder = p.reminder ?? false;
  const subject = `${reminder ? 'A reminder: ' : ''}${p.businessName} would love your feedback`;
  const firstName = p.customerName.trim().split(/\s+/)[0] || p.customerName;
  const text = [
    `Kia ora ${firstName},`,
    '',
    `${reminder ? 'A quick reminder: thanks' : 'Thanks'} for choosing ${p.businessName} for ${p.jobDescription}. How did it go?`,
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
  const props: InvitationEmailProps = {
    businessName: p.businessName,
    firstName,
    jobDescription: p.jobDescription,
    reviewUrl: p.reviewUrl,
    logoUrl: p.logoUrl,
    unsubscribeUrl: p.unsubscribeUrl,
    reminder,
  };
  const [{ render }, { createElement }, { default: InvitationEmail }] = await Promise.all([
    import('@react-email/render'),
    import('react'),
    import('./InvitationEmail.tsx'),
  ]);
  const html = await render(createElement(InvitationEmail, props));
  return { subject, text, html };
}
