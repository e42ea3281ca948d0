/**
 * Compliance (every completed job's customer asked for a review): the limits and the reasons an owner may give for
 * not asking. Change them here, per deployment.
 */
export const complianceSettings = {
  /** A business (or technician) below this share of jobs invited is AT_RISK, percent. */
  coverageThreshold: 85,
  /** A technician whose coverage over the last `alertWindowDays` falls below this is alerted on, once until it recovers. */
  alertCoverage: 70,
  alertWindowDays: 7,
  /** Why a customer was not asked. "other" needs a note. */
  skipReasons: [
    { id: 'customer_declined', label: 'Customer declined' },
    { id: 'no_contact', label: 'No contact details' },
    { id: 'asked_recently', label: 'Repeat customer, asked recently' },
    { id: 'handled_directly', label: 'Warranty or complaint handled directly' },
    { id: 'other', label: 'Other (with a note)' },
  ],
  /**
   * Why a job system's job was not asked, besides no_contact and asked_recently above (issue 45): Korero gives these
   * itself, so an owner skipping by hand is not offered them.
   */
  automaticSkipReasons: [
    { id: 'opted_out', label: 'Opted out of messages' },
    { id: 'below_minimum', label: 'Below the minimum job value' },
    { id: 'excluded', label: 'On the never-ask list' },
    { id: 'no_consent', label: 'Consent to contact not confirmed' },
    { id: 'not_sent', label: 'Could not be sent' },
  ],
} as const;
