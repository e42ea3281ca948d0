import { describe, expect, it } from 'vitest';
import { BOTH_ORDER, type LanguageChoice } from '@korero/core/i18n';
import {
  composeEmail,
  emailTemplate,
  firstNameOf,
  renderEmail,
  sourceWords,
  type BusinessParts,
  type CustomerParts,
} from './invitation-email.ts';

// The reminder sweep renders a business's email once and fills each customer's words in: every email it makes must be
// exactly what React draws for that customer, escaping and the preview's padding included.

/** The languages an email in `choice` shows, in order. */
const shown = (choice: LanguageChoice) => (choice === 'both' ? BOTH_ORDER : [choice]);

const businesses: BusinessParts[] = [
  { businessName: 'Rangi Plumbing', logoUrl: null },
  { businessName: 'Tāmaki <b>Drains</b> & "Sons"', logoUrl: 'https://korero.example/api/logos/a.png?v=1&s=2', reminder: true },
  { businessName: "O'Brien & Ngata Electrical, Lower Hutt and the wider Wellington region", logoUrl: null, reminder: true },
  { businessName: 'Ngā Pipi <i>Plumbing</i>', logoUrl: 'https://korero.example/api/logos/b.png', language: 'mi' },
  { businessName: 'Whānau & Sons', logoUrl: null, reminder: true, language: 'both' },
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
    source: { kind: 'job_system', label: "Tama's <Jobs>" },
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
          language: business.language ?? 'en',
          firstName: firstNameOf(customer.customerName),
          jobDescription: customer.jobDescription,
          reviewUrl: customer.reviewUrl,
          unsubscribeUrl: customer.unsubscribeUrl,
          source: sourceWords(business.businessName, customer.source, shown(business.language ?? 'en')),
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
    expect(mail.html).toContain('>Kia ora Wiremu,</p>');
    expect(mail.html).toContain('href="https://korero.example/review/t?x=&lt;1&gt;&amp;y=2"');
    expect(mail.html).not.toMatch(/slot[0-9a-f]{16}/);
    expect(mail.text).toContain('Share your feedback: https://korero.example/review/t?x=<1>&y=2');
    expect(mail.text.startsWith('Kia ora Wiremu,\n')).toBe(true);
    expect(mail.text).not.toContain('records in');
  });

  it('says where the address came from when Korero did not get it from the customer', async () => {
    const mail = await composeEmail({ ...businesses[0]!, ...customers.at(-1)! });
    expect(mail.html).toContain('Korero got your email address from Rangi Plumbing&#x27;s records in Tama&#x27;s &lt;Jobs&gt;.');
    expect(mail.text).toContain(
      "asked for your feedback after your job.\nKorero got your email address from Rangi Plumbing's records in Tama's <Jobs>.\nDon't want",
    );
  });

  it('says nothing of where it came from for details a person typed in or the customer gave', async () => {
    for (const kind of ['person', 'review_link'] as const) {
      const mail = await composeEmail({ ...businesses[0]!, ...customers[0]!, source: { kind, label: 'Aroha Ngata' } });
      expect(mail.text).not.toContain('got your email address');
      expect(mail.html).not.toContain('got your email address');
    }
  });
});

describe("the email in the invitation's language (issue 48)", () => {
  const customer = customers[0]!;
  const fromList = { kind: 'csv', label: 'jobs.csv, 30 Nov 2026, 9:40 am' } as const;
  const teReoSource = 'I whiwhi a Korero i tō wāhitau īmēra mai i tētahi rārangi kiritaki i kawea mai e Rangi Plumbing.';
  const englishSource = 'Korero got your email address from a customer list Rangi Plumbing imported.';

  it('says where the address came from in te reo, or with both in te reo then English, each marked with its language', async () => {
    const teReo = await composeEmail({ businessName: 'Rangi Plumbing', logoUrl: null, language: 'mi', ...customer, source: fromList });
    expect(teReo.html).toMatch(new RegExp(`<p lang="mi" style="[^"]*">${teReoSource}</p>`));
    expect(teReo.text).toContain(`\n${teReoSource}\n`);
    expect(teReo.text + teReo.html).not.toContain('got your email address');

    const both = await composeEmail({ businessName: 'Rangi Plumbing', logoUrl: null, language: 'both', ...customer, source: fromList });
    const html = [
      new RegExp(`<p lang="mi" style="[^"]*">${teReoSource}</p>`),
      new RegExp(`<p lang="en-NZ" style="[^"]*">${englishSource}</p>`),
    ];
    const at = html.map((pattern) => both.html.search(pattern));
    expect(at[0]).toBeGreaterThan(0);
    expect(at[1]).toBeGreaterThan(at[0]!);
    expect(both.text).toContain(`\n${teReoSource}\n${englishSource}\n`);
  });

  it('is in te reo throughout, the page marked as te reo, with the business and customer words as written', async () => {
    const mail = await composeEmail({
      businessName: 'Rangi Plumbing',
      logoUrl: 'https://korero.example/l.png',
      language: 'mi',
      ...customer,
    });
    expect(mail.subject).toBe('Kei te pīrangi a Rangi Plumbing ki ō whakaaro');
    expect(mail.html).toContain('<html dir="ltr" lang="mi">');
    expect(mail.html).toContain('Ngā mihi i kōwhiri koe i a <strong>Rangi Plumbing</strong> (Hot water cylinder). I pēhea te mahi?');
    expect(mail.html).toContain('Tukuna ō whakaaro');
    expect(mail.html).toContain('alt="Te waitohu o Rangi Plumbing"');
    expect(mail.html).toContain('Kaua e tukuna mai anō');
    for (const english of ['Share your feedback', 'Thanks for choosing', 'Unsubscribe', 'You received this'])
      expect(mail.html).not.toContain(english);
    expect(mail.text).toContain(`Tukuna ō whakaaro: ${customer.reviewUrl}`);
    expect(mail.text).toContain(`Kāore koe e pīrangi ki ēnei īmēra? ${customer.unsubscribeUrl}`);
  });

  it("with 'both', says each thing in te reo first and then English at the same size, each marked with its language", async () => {
    const mail = await composeEmail({ businessName: 'Rangi Plumbing', logoUrl: null, reminder: true, language: 'both', ...customer });
    expect(mail.subject).toBe(
      'He whakamaumahara: kei te pīrangi a Rangi Plumbing ki ō whakaaro / A reminder: Rangi Plumbing would love your feedback',
    );
    const teReo = mail.html.indexOf('lang="mi"', mail.html.indexOf('<body'));
    const english = mail.html.indexOf('lang="en-NZ"', mail.html.indexOf('<body'));
    expect(teReo).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(teReo);
    // The same style on both: no paragraph of one language is drawn smaller than its pair.
    const sizes = (language: string) =>
      [...mail.html.matchAll(new RegExp(`<p lang="${language}" style="([^"]*)"`, 'g'))].map((m) => /font-size:(\d+)px/.exec(m[1]!)![1]);
    expect(sizes('mi')).toEqual(sizes('en-NZ'));
    expect(sizes('mi').length).toBeGreaterThanOrEqual(5);
    expect(mail.html).toMatch(/<span lang="mi">Tukuna ō whakaaro<\/span><span lang="en-NZ"> \/ <!-- -->Share your feedback<\/span>/);
    expect(mail.text.indexOf('He whakamaumahara poto')).toBeLessThan(mail.text.indexOf('A quick reminder'));
  });
});
