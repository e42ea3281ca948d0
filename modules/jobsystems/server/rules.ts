import type { ClockPort, Database } from '@korero/core/sdk';
import { CONSENT_WORDS, type JobRules } from '../contract/api.ts';

type Row = {
  trigger: string;
  delay_minutes: number;
  cooldown_days: number;
  minimum_value: string | number | null;
  exclude_tag: string | null;
  channel: string;
  consent_by: string | null;
  consent_at: Date | string | null;
  consent_words: string | null;
};

/** What a business asks by until its owner changes it: on completion, 2 hours later, once in 180 days, SMS first. */
export const DEFAULT_RULES: Omit<JobRules, 'consent'> = {
  trigger: 'completed',
  delayMinutes: 120,
  cooldownDays: 180,
  minimumValue: null,
  excludeTag: null,
  channel: 'sms-first',
  consentConfirmed: false,
};

/** The business's rules for asking from its job systems' jobs (one set for every connection). */
export class JobRulesStore {
  readonly #db: Database;
  readonly #clock: ClockPort;

  constructor(db: Database, clock: ClockPort) {
    this.#db = db;
    this.#clock = clock;
  }

  async get(businessId: string, nameOf: (accountId: string) => Promise<string>): Promise<JobRules> {
    return this.#fromRow(await this.#row(businessId), nameOf);
  }

  #row(businessId: string): Promise<Row | undefined> {
    return this.#db.em.execute<Row[]>('select * from jobsystems_rules where business_id = ?', [businessId]).then(([row]) => row);
  }

  async #fromRow(row: Row | undefined, nameOf: (accountId: string) => Promise<string>): Promise<JobRules> {
    if (!row) return { ...DEFAULT_RULES, consent: null };
    const confirmed = row.consent_at !== null && row.consent_by !== null;
    return {
      trigger: row.trigger as JobRules['trigger'],
      delayMinutes: row.delay_minutes,
      cooldownDays: row.cooldown_days,
      minimumValue: row.minimum_value === null ? null : Number(row.minimum_value),
      excludeTag: row.exclude_tag,
      channel: row.channel as JobRules['channel'],
      consentConfirmed: confirmed,
      consent: confirmed
        ? { by: await nameOf(row.consent_by!), at: new Date(row.consent_at!).toISOString(), words: row.consent_words ?? CONSENT_WORDS }
        : null,
    };
  }

  /** The rules as the intake applies them, and the owner whose confirmed consent basis the invitations carry. */
  async forAsking(businessId: string): Promise<{ rules: Omit<JobRules, 'consent'>; consentBy: string | null }> {
    // One read: the intake asks for these on every job.
    const row = await this.#row(businessId);
    const rules = await this.#fromRow(row, async () => '');
    return { rules, consentBy: rules.consentConfirmed ? (row?.consent_by ?? null) : null };
  }

  /**
   * Saves the rules. The consent basis is recorded when it is first confirmed (who, when, the words), kept while it
   * stays confirmed, and cleared when withdrawn; only an owner may change it (the route checks).
   */
  async put(businessId: string, accountId: string, rules: Omit<JobRules, 'consent'>): Promise<void> {
    const now = this.#clock.now();
    const [before] = await this.#db.em.execute<Row[]>('select consent_at from jobsystems_rules where business_id = ?', [businessId]);
    const kept = rules.consentConfirmed && before?.consent_at != null;
    await this.#db.em.execute(
      `insert into jobsystems_rules (business_id, trigger, delay_minutes, cooldown_days, minimum_value, exclude_tag, channel, consent_by, consent_at, consent_words, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (business_id) do update set trigger = excluded.trigger, delay_minutes = excluded.delay_minutes,
         cooldown_days = excluded.cooldown_days, minimum_value = excluded.minimum_value, exclude_tag = excluded.exclude_tag,
         channel = excluded.channel, updated_at = excluded.updated_at,
         consent_by = ${kept ? 'jobsystems_rules.consent_by' : 'excluded.consent_by'},
         consent_at = ${kept ? 'jobsystems_rules.consent_at' : 'excluded.consent_at'},
         consent_words = ${kept ? 'jobsystems_rules.consent_words' : 'excluded.consent_words'}`,
      [
        businessId,
        rules.trigger,
        rules.delayMinutes,
        rules.cooldownDays,
        rules.minimumValue,
        rules.excludeTag || null,
        rules.channel,
        rules.consentConfirmed ? accountId : null,
        rules.consentConfirmed ? now : null,
        rules.consentConfirmed ? CONSENT_WORDS : null,
        now,
      ],
      'run',
    );
  }
}
