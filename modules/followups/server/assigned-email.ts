/** The email to a person a follow-up was assigned to: who handed it on, whose it is, and the link (no customer's words). */
export function assignedEmail(input: { by: string; businessName: string; customerName: string; link: string }) {
  return {
    subject: `${input.customerName}'s follow-up is yours`,
    text: [
      'Kia ora,',
      '',
      `${input.by} assigned you the follow-up with ${input.customerName} at ${input.businessName}: they told the business something was not right.`,
      '',
      `Read it and reply: ${input.link}`,
      '',
      '— Korero',
    ].join('\n'),
  };
}
