/**
 * The Messenger invitation: a short note from the business, the review link last (the Messenger provider turns it
 * into the button of a button template), and how to stop these messages.
 */
export function composeMessenger(p: { businessName: string; customerName: string; jobDescription: string; reviewUrl: string }): string {
  const first = p.customerName.split(/\s+/)[0] ?? p.customerName;
  return [
    `Kia ora ${first}, thanks for choosing ${p.businessName} (${p.jobDescription}). Could you spare a minute to tell us how it went? Tap a few stars and Korero drafts the review for you to check.`,
    'Reply STOP to get no more of these.',
    p.reviewUrl,
  ].join('\n\n');
}
