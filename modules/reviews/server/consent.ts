import { badRequest } from '@korero/core/sdk';

/**
 * decisions.md: the customer ticks the consent box before their review goes anywhere. Both ways in (the invitation's
 * approve step, and the simple form's preview) are refused the same way without it.
 */
export function consentMissing() {
  return badRequest('Tick the box to confirm this review reflects your own honest experience.', {
    fields: { consent: 'Please confirm before sending' },
  });
}
