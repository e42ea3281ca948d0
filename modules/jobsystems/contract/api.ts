import { z } from 'zod';

/** The job systems Korero can hear from (issue 45). */
export const PROVIDERS = ['xero', 'servicem8', 'fergus'] as const;
export type JobSystemProvider = (typeof PROVIDERS)[number];
/** Each system's name as its owners write it. */
export const SYSTEM_NAMES: Record<JobSystemProvider, string> = { xero: 'Xero', servicem8: 'ServiceM8', fergus: 'Fergus' };

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

/** GET /api/job-systems/{provider}/people: the system's workers and whom each is on the team. */
export const peopleAnswer = z.strictObject({
  data: z.strictObject({
    people: z.array(
      z.strictObject({
        externalId: z.string(),
        name: z.string(),
        /** The team member the worker is; null credits no one. */
        teamMemberId: z.string().nullable(),
      }),
    ),
    teamMembers: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  }),
});
export const peopleBody = z.strictObject(
  {
    matches: z
      .array(
        z.strictObject({
          externalId: z.string({ error: 'Give each worker by externalId' }).min(1).max(100),
          teamMemberId: z.uuid({ error: 'teamMemberId must be a team member’s id, or null for no one' }).nullable(),
        }),
      )
      .max(500, 'At most 500 matches at once'),
  },
  { error: 'Send { matches: [{ externalId, teamMemberId }] }' },
);

export const OUTCOMES = ['asked', 'held', 'skipped'] as const;

/** One job a connection told of, and what the rules made of it. */
export const activityItem = z
  .strictObject({
    provider: z.enum(PROVIDERS),
    externalId: z.string(),
    /** What the owner knows it by in the system ("INV-0042"). */
    label: z.string(),
    customerName: z.string(),
    outcome: z.enum(OUTCOMES),
    /** Why it was skipped (the ledger's reason id), or null. */
    reason: z.string().nullable(),
    /** The reason's detail ("$80.00 is under the $100.00 minimum"), or null. */
    note: z.string().nullable(),
    channel: z.enum(['sms', 'email']).nullable(),
    /** When a held job will be asked. */
    sendAt: z.string().nullable(),
    invitationId: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'JobSystemActivity' });
export const activityQuery = z.strictObject({
  cursor: z.string().max(200, 'That cursor is not one Korero gave').optional(),
});
export const activityAnswer = z.strictObject({ data: z.array(activityItem), nextCursor: z.string().nullable() });

/** GET /api/job-systems/preview: the last jobs of each connection, and what the rules would have done. Nothing is sent. */
export const previewItem = z
  .strictObject({
    provider: z.enum(PROVIDERS),
    externalId: z.string(),
    label: z.string(),
    customerName: z.string(),
    doneAt: z.string(),
    outcome: z.enum(['ask', 'skip']),
    /** When it would have been asked (the delay, within 9:00–19:00 New Zealand time). */
    at: z.string().nullable(),
    channel: z.enum(['sms', 'email']).nullable(),
    /** The address it would have gone to, partly hidden. */
    to: z.string().nullable(),
    reason: z.string().nullable(),
    note: z.string().nullable(),
    /** The team members it would credit. */
    credits: z.array(z.string()),
  })
  .meta({ id: 'JobSystemPreview' });
export const previewAnswer = z.strictObject({
  data: z.array(previewItem),
  /** A connection that could not be read just now, and why. */
  problems: z.array(z.strictObject({ provider: z.enum(PROVIDERS), message: z.string() })),
});

/** GET /api/job-systems/{provider}/connect-url: where the owner signs in at the system to connect it. */
export const connectUrlAnswer = z.strictObject({ data: z.strictObject({ url: z.string() }) });

/** PUT /api/job-systems/fergus: the business's Fergus personal access token. */
export const fergusTokenBody = z.strictObject(
  {
    token: z
      .string({ error: 'Paste your Fergus personal access token' })
      .trim()
      .min(20, 'That is shorter than a Fergus personal access token: copy the whole token')
      .max(500, 'That is longer than a Fergus personal access token'),
  },
  { error: 'Send { token }: your Fergus personal access token' },
);
export const fergusConnectedAnswer = z.strictObject({ data: z.strictObject({ organisation: z.string() }) });
