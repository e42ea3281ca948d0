import type { OutboundMessage } from '@korero/core/sdk';
import type { SubmissionAnswer } from '@korero/module-reviews/contract/api';
import { formatNzPhone } from '@korero/core/contract';

/**
 * The owner's email about a customer's private words (issue 44): what they said, how to reach them, and the link to
 * answer from Korero. Sent by this module once the follow-up holds the words (the reviews module sends a plainer one
 * while this module is off).
 */
export function privateFeedbackNotice(input: {
  to: string;
  businessId: string;
  businessName: string | null;
  followUpId: string;
  /** The opening's key: one notice per set of words, however often the event is delivered. */
  key: string;
  submission: Pick<SubmissionAnswer, 'customerName' | 'starRating' | 'jobDescription' | 'jobLocation'>;
  words: string;
  contact: { email: string | null; phone: string | null };
  link: string;
}): OutboundMessage {
  const { submission, contact } = input;
  const job = [submission.jobDescription, submission.jobLocation].filter(Boolean).join(', ');
  const stars = `${'★'.repeat(submission.starRating)}${'☆'.repeat(5 - submission.starRating)}`;
  const reach = [contact.email ? `Email: ${contact.email}` : null, contact.phone ? `Mobile: ${formatNzPhone(contact.phone)}` : null].filter(
    (line): line is string => line !== null,
  );
  return {
    channel: 'email',
    to: input.to,
    subject: `Private feedback from ${submission.customerName} (${submission.starRating}★)`,
    text: [
      `${submission.customerName} sent you private feedback.`,
      '',
      // The job as the owner wrote it, on a line of its own: "about Replaced the cylinder" reads badly.
      ...(job ? [`Job: ${job}`] : []),
      `Rating: ${stars}`,
      '',
      input.words,
      '',
      ...(reach.length ? ['How to reach them:', ...reach] : ['They left no way to reach them; you can still keep notes on the follow-up.']),
      '',
      `Answer them from Korero: ${input.link}`,
      '',
      'Only you and your team can see this.',
      `— Korero, for ${input.businessName ?? 'your business'}`,
    ].join('\n'),
    businessId: input.businessId,
    purpose: 'private-feedback',
    reference: `followup-notice:${input.followUpId}:${input.key}`,
    transactional: true,
  };
}
