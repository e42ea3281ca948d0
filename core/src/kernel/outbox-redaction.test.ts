import { describe, expect, it } from 'vitest';
import { hideLinkSecrets, showableText } from './outbox-redaction.ts';

describe('what the outbox shows', () => {
  it('hides the tokens in links and keeps the rest of the message', () => {
    const sms =
      'Hi Wiremu, thanks for choosing Tama Plumbing! Tell us how we did: https://reviews.nz.example/review/Xk3_f9aQ2LmN8pRt5vWy1zA. Reply STOP to opt out.';
    expect(hideLinkSecrets(sms)).toBe(
      'Hi Wiremu, thanks for choosing Tama Plumbing! Tell us how we did: https://reviews.nz.example/review/[hidden]. Reply STOP to opt out.',
    );
    expect(hideLinkSecrets('Reset: https://k.example/reset-password?token=abcdefghijklmnopqrstuvwxyz012345&x=1')).toBe(
      'Reset: https://k.example/reset-password?token=[hidden]&x=1',
    );
    expect(hideLinkSecrets('See https://reviews.co-nz.example/help for help')).toBe('See https://reviews.co-nz.example/help for help');
  });

  it('shows nothing of an account email', () => {
    expect(
      showableText({ text: 'Choose a new password: https://k.example/reset-password?token=secret', transactional: true }),
    ).not.toContain('secret');
  });
});
