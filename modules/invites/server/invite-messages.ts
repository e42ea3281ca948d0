import { SMS_MAX } from '@korero/module-business/contract';

/**
 * The SMS for an invitation, at most 160 characters. A long job description is shortened (with an ellipsis) rather
 * than refused; when even that cannot fit, the caller gets null and refuses with a clear message.
 */
export async function composeSms(fill: (job: string) => Promise<string>, job: string): Promise<string | null> {
  const full = await fill(job);
  if (full.length <= SMS_MAX) return full;
  const excess = full.length - SMS_MAX;
  const shortened = job.length - excess - 1;
  if (shortened < 12) return null;
  const text = await fill(`${job.slice(0, shortened).trimEnd()}…`);
  return text.length <= SMS_MAX ? text : null;
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
