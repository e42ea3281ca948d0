import { z } from 'zod';

/** The job systems Korero can hear from (issue 45). */
export const PROVIDERS = ['xero', 'servicem8', 'fergus'] as const;
export type JobSystemProvider = (typeof PROVIDERS)[number];

/** GET /api/job-systems: each system, whether this Korero offers it (its settings are present), and its connection. */
export const jobSystemAnswer = z
  .strictObject({
    provider: z.enum(PROVIDERS),
    /** Offered here: the system's settings (client id and secret, webhook key) are configured. */
    available: z.boolean(),
    connected: z.boolean(),
    /** The connected organisation's name, as the system calls it. */
    organisation: z.string().nullable(),
    lastEventAt: z.string().nullable(),
    /** What needs the owner ("Xero asked to reconnect"), or null. */
    problem: z.string().nullable(),
  })
  .meta({ id: 'JobSystem' });
export const jobSystemsAnswer = z.strictObject({ data: z.array(jobSystemAnswer) });

export const TRIGGERS = ['completed', 'paid'] as const;
export const CHANNELS = ['sms-first', 'sms', 'email'] as const;
/** What the owner confirms once: the consent basis UEMA asks the sender to prove, kept in these words. */
export const CONSENT_WORDS =
  'My customers agreed, when they booked or paid for the job, that we may contact them afterwards about it, including to ask for a review.';

/** The business's rules, one set for every connection. */
export const jobRulesAnswer = z.strictObject({
  data: z
    .strictObject({
      trigger: z.enum(TRIGGERS),
      delayMinutes: z.number().int(),
      cooldownDays: z.number().int(),
      /** GST included, in dollars; null for no minimum. */
      minimumValue: z.number().nullable(),
      /** The tag (ServiceM8, Fergus) or contact group (Xero) of customers never to ask; null for none. */
      excludeTag: z.string().nullable(),
      channel: z.enum(CHANNELS),
      consentConfirmed: z.boolean(),
      /** Who confirmed the consent basis, when, and in what words; null until an owner does. */
      consent: z.strictObject({ by: z.string(), at: z.string(), words: z.string() }).nullable(),
    })
    .meta({ id: 'JobRules' }),
});
export type JobRules = z.infer<typeof jobRulesAnswer>['data'];

export const jobRulesBody = z.strictObject(
  {
    trigger: z.enum(TRIGGERS, { error: 'Choose when to ask: when the job is completed, or when its invoice is paid' }),
    delayMinutes: z
      .number({ error: 'Give the delay in minutes (0 asks at once)' })
      .int('Give the delay in whole minutes')
      .min(0, 'The delay cannot be negative')
      .max(14 * 24 * 60, 'Ask within 14 days of the job'),
    cooldownDays: z
      .number({ error: 'Give how many days before a customer may be asked again' })
      .int('Give whole days')
      .min(0, 'The days cannot be negative')
      .max(730, 'At most 730 days'),
    minimumValue: z
      .number({ error: 'Give the minimum job value in dollars, or null for none' })
      .min(0, 'The minimum cannot be negative')
      .max(10_000_000, 'That minimum is more than any job')
      .nullable(),
    excludeTag: z.string().trim().max(100, 'Keep the tag to 100 characters').nullable(),
    channel: z.enum(CHANNELS, { error: 'Choose the channel: sms-first, sms or email' }),
    consentConfirmed: z.boolean({ error: 'Say whether your customers agreed to be contacted after a job (consentConfirmed)' }),
  },
  { error: 'Send the rules: trigger, delayMinutes, cooldownDays, minimumValue, excludeTag, channel and consentConfirmed' },
);
