import { describe, expect, it } from 'vitest';
import { privacySourceSentence, sourceDescription, sourceSentence } from './contact-source.ts';

describe('where a contact came from, as it is told', () => {
  it('owes the first message a line only for what Korero did not get from the customer or a person who spoke with them', () => {
    expect(sourceSentence('sms', 'Kauri Plumbing', { kind: 'person', label: 'Aroha Ngata' })).toBeNull();
    expect(sourceSentence('email', 'Kauri Plumbing', { kind: 'review_link', label: '' })).toBeNull();
    expect(sourceSentence('sms', 'Kauri Plumbing', null)).toBeNull();
    expect(sourceSentence('sms', 'Kauri Plumbing', { kind: 'csv', label: 'bad-payers.csv, 18 Nov 2026, 10:00 am' })).toBe(
      'We got your number from a customer list Kauri Plumbing imported.',
    );
    expect(sourceSentence('email', 'Kauri Plumbing', { kind: 'api_key', label: 'Zap 3' })).toBe(
      "Korero got your email address from Kauri Plumbing's own software.",
    );
  });

  it("says it in the message's language (issue 48), from the same catalogue as the page's sentence", () => {
    const xero = { kind: 'job_system', label: 'Xero' } as const;
    expect(sourceSentence('sms', 'Kauri Plumbing', xero)).toBe("We got your number from Kauri Plumbing's Xero records.");
    expect(sourceSentence('sms', 'Kauri Plumbing', xero, 'mi')).toBe(
      'I whiwhi mātou i tō nama waea mai i ngā kōrero a Kauri Plumbing i roto i Xero.',
    );
    expect(sourceSentence('email', 'Kauri Plumbing', xero, 'mi')).toBe(
      'I whiwhi a Korero i tō wāhitau īmēra mai i ngā kōrero a Kauri Plumbing i roto i Xero.',
    );
    expect(sourceSentence('sms', 'Kauri Plumbing', { kind: 'api_key', label: 'Zap 3' }, 'mi')).toBe(
      'I whiwhi mātou i tō nama waea mai i te pūnaha ake o Kauri Plumbing.',
    );
    expect(sourceSentence('email', 'Kauri Plumbing', { kind: 'person', label: 'Aroha' }, 'mi')).toBeNull();
  });

  it("tells the customer's page who typed the details by first name, or someone, and older invitations no more than it knows", () => {
    expect(privacySourceSentence({ kind: 'person', label: '  Aroha Ngata ' }, 'Kauri Plumbing')).toBe(
      'Aroha at Kauri Plumbing typed in your details to ask about your job.',
    );
    expect(privacySourceSentence({ kind: 'person', label: '' }, null)).toBe(
      'Someone at the business typed in your details to ask about your job.',
    );
    expect(privacySourceSentence(null, ' ')).toBe('The business gave Korero your details so it could ask about your job.');
    expect(privacySourceSentence(null, 'Kauri Plumbing')).toBe('Kauri Plumbing gave Korero your details so it could ask about your job.');
    expect(privacySourceSentence({ kind: 'job_system', label: '' }, 'Kauri Plumbing')).toBe(
      'Kauri Plumbing got your details from their job system.',
    );
  });

  it("names the source in full for the owner's records", () => {
    expect(sourceDescription({ kind: 'api_key', label: 'Zap 3' })).toBe('Sent with the API key: Zap 3');
    expect(sourceDescription({ kind: 'person', label: '' })).toBe('Typed in by a person');
    expect(sourceDescription(null)).toBe('Not recorded');
  });
});
