import { describe, expect, it } from 'vitest';
import { composeEmail, emailTemplate, firstNameOf, renderEmail, type BusinessParts, type CustomerParts } from './invitation-email.ts';

// The reminder sweep renders a business's email once and fills each customer's words in: every email it makes must be
// exactly what React draws for that customer, escaping and the preview's padding included.

const businesses: BusinessParts[] = [
  { businessName: 'Rangi Plumbing', logoUrl: null },
  { businessName: 'Tāmaki <b>Drains</b> & "Sons"', logoUrl: 'https://korero.example/api/logos/a.png?v=1&s=2', reminder: true },
  { businessName: "O'Brien & Ngata Electrical, Lower Hutt and the wider Wellington region", logoUrl: null, reminder: true },
];

const customers: CustomerParts[] = [
  {
    customerName: 'Aroha Ngata',
    jobDescription: 'Hot water cylinder',
    reviewUrl: 'https://korero.example/review/AbCdEfGhIjKlMnOpQrStUv',
    unsubscribeUrl: 'https://korero.example/unsubscribe?c=email&a=aroha%40nz.example&s=x"y',
  },
  {
    customerName: '  Wiremu  <script>alert(1)</script> ',
    jobDescription: `a "leak" & a <blocked> drain at Mere's`,
    reviewUrl: 'https://korero.example/review/t?x=<1>&y=2',
    unsubscribeUrl: "https://korero.example/u?a='1'",
  },
  {
    customerName: 'Sione',
    // Past the preview's 150 characters: the preview is cut and has no padding.
    jobDescription: 'replacing the switchboard, rewiring the kitchen and laundry, new LED downlights in every room and a heat pump'.repeat(
      2,
    ),
    reviewUrl: 'https://korero.example/r/abc',
    unsubscribeUrl: 'https://korero.example/u/1',
  },
  {
    customerName: 'Kiri',
    jobDescription: '$& $1 $$ slot',
    reviewUrl: 'https://korero.example/r/$1',
    unsubscribeUrl: 'https://korero.example/u/$&',
  },
  {
    customerName: 'Mere Tane',
    jobDescription: 'Rewired the shed',
    reviewUrl: 'https://korero.example/r/def',
    unsubscribeUrl: 'https://korero.example/u/2',
    // A job system's customer: the first email says where the address came from (IPP3A).
    source: "Korero got your email address from Tama's <Sparkies>'s records in Xero.",
  },
];

describe('the invitation email, rendered once per business', () => {
  it('makes, for every customer, exactly the HTML React draws for them', async () => {
    for (const business of businesses) {
      const compose = await emailTemplate(business);
      for (const customer of customers) {
        const drawn = await renderEmail({
          businessName: business.businessName,
          logoUrl: business.logoUrl,
          reminder: business.reminder ?? false,
          firstName: firstNameOf(customer.customerName),
          jobDescription: customer.jobDescription,
          reviewUrl: customer.reviewUrl,
          unsubscribeUrl: customer.unsubscribeUrl,
          source: customer.source ?? '',
        });
        expect(compose(customer).html).toBe(drawn);
      }
    }
  });

  it("escapes the customer's words and carries the subject, the text and the links", async () => {
    const [, tricky] = customers;
    const mail = await composeEmail({ ...businesses[1]!, ...tricky! });
    expect(mail.subject).toBe('A reminder: Tāmaki <b>Drains</b> & "Sons" would love your feedback');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Kia ora <!-- -->Wiremu<!-- -->,');
    expect(mail.html).toContain('href="https://korero.example/review/t?x=&lt;1&gt;&amp;y=2"');
    expect(mail.html).not.toMatch(/slot[0-9a-f]{16}/);
    expect(mail.text).toContain('Share your feedback: https://korero.example/review/t?x=<1>&y=2');
    expect(mail.text.startsWith('Kia ora Wiremu,\n')).toBe(true);
    expect(mail.text).not.toContain('records in');
  });

  it('says where the address came from when Korero did not get it from the customer', async () => {
    const mail = await composeEmail({ ...businesses[0]!, ...customers.at(-1)! });
    expect(mail.html).toContain('Korero got your email address from Tama&#x27;s &lt;Sparkies&gt;&#x27;s records in Xero.');
    expect(mail.text).toContain(
      "asked you after your job. Korero got your email address from Tama's <Sparkies>'s records in Xero. Don't want",
    );
  });
});
