import { describe, expect, it } from 'vitest';
import { policyViolationOf, rejectedReasonOf, replyStateOf } from './reply-state.ts';

describe("reading Google's moderation of a reply", () => {
  it("reads Google's states, and anything else as unspecified, never an error", () => {
    expect(['PENDING', 'APPROVED', 'PUBLISHED', 'REJECTED', ' rejected '].map(replyStateOf)).toEqual([
      'pending',
      'published',
      'published',
      'rejected',
      'rejected',
    ]);
    for (const value of ['REVIEW_REPLY_STATE_UNSPECIFIED', 'SOME_FUTURE_STATE', '', undefined, null, 3, { state: 'REJECTED' }])
      expect(replyStateOf(value)).toBe('unspecified');
  });

  it('keeps the policy violation as an enum name or as Google’s words, whichever shape it comes in', () => {
    expect(policyViolationOf('OFF_TOPIC')).toBe('OFF_TOPIC');
    expect(policyViolationOf({ type: 'HARASSMENT' })).toBe('HARASSMENT');
    expect(policyViolationOf({ reason: 'SPAM', description: 'Looks like advertising' })).toBe('Looks like advertising');
    for (const none of [undefined, null, '', '  ', 'POLICY_VIOLATION_UNSPECIFIED', {}, { type: 7 }, 42])
      expect(policyViolationOf(none)).toBeNull();
    expect(policyViolationOf('x'.repeat(900))).toHaveLength(500);
  });

  it('says the reason in words: an enum name spelled out, Google’s sentence as it is, or that Google gave none', () => {
    expect(rejectedReasonOf('OFF_TOPIC')).toBe('Off topic');
    expect(rejectedReasonOf('CONFLICT_OF_INTEREST')).toBe('Conflict of interest');
    expect(rejectedReasonOf('Contains a phone number or link')).toBe('Contains a phone number or link');
    expect(rejectedReasonOf(null)).toBe('Google did not say why');
  });
});
