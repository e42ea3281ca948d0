import { describe, expect, it } from 'vitest';
import { hideLinkSecrets, showableText } from './outbox-redaction.ts';

describe('what the outbox shows', () => {
  it('hides the tokens in links and keeps the rest of the message', () => {
    const sms =
      'Hi Wiremu, thanks for choosing Tama Plumbing! Tell us how we did: https://reviews.example.nz/review/Xk3_f9aQ2LmN8pRt5vWy1zA. Reply STOP to opt out.';
    expect(hideLinkSecrets(sms)).toBe(
      'Hi Wiremu, thanks for choosing Tama Plumbing! Tell us how we did: https://reviews.example.nz/review/[hidden]. Reply STOP to opt out.',
    );
    expect(hideLinkSecrets('Reset: https://k.nz/reset-password?token=abcdefghijklmnopqrstuvwxyz012345&x=1')).toBe(
      'Reset: https://k.nz/reset-password?token=[hidden]&x=1',
    );
    expect(hideLinkSecrets('See https://reviews.example.co.nz/help for help')).toBe('See https://reviews.example.co.nz/help for help');
  });

  it('shows nothing of an account email', () => {
    expect(showableText({ text: 'Choose a new password: https://k.nz/reset-password?token=secret', transactional: true })).not.toContain(
      'secret',
    );
  });
});
