import { randomUUID } from 'node:crypto';
import type { BillingPort, ClockPort, Database, MessagingPort, OutboundMessage } from '@korero/core/sdk';
import { entitlementOf, nzHour } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { STOP_LINE, type SmsSettings } from '@korero/module-business/contract';
import { fitSms, languageChoiceOf, type LanguageChoice, type SmsLongText } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import { catalogues } from '../contract/locales/index.ts';
import { smsPerMonth } from '../contract/entitlements.ts';
import { emailTemplate, firstNameOf } from './email/invitation-email.ts';

/** Reminders go only while New Zealand is awake: from 9:00 to before 19:00. */
export const QUIET = { from: 9, to: 19 };
const DAY_MS = 86_400_000;
/** Invitations reminded per transaction: one read of opt-outs, one outbox write and one insert of records each. */
const BATCH = 100;
type Row = Record<string, unknown>;
type EmailTemplate = Awaited<ReturnType<typeof emailTemplate>>;

/** What every reminder of one business shares, each part read (or rendered) once, when a reminder first needs it. */
interface BusinessSender {
  businessId: string;
  /** The business's name and rule for long texts, and its plan's SMS limit: for texts alone. */
  texts: () => Promise<{ sms: SmsSettings; planName: string; smsLimit: number | null }>;
  /** The reminder email in one language: drawn once per language the sweep needs. */
  email: (language: LanguageChoice) => Promise<EmailTemplate>;
}

interface ReminderRecord {
  id: string;
  number: number;
  status: 'sent' | 'skipped';
  channels: string[];
  segments: number | null;
  reason: string | null;
}

export interface ReminderSettings {
  /** 0, 1 or 2. */
  reminders: number;
  /** Days after the invitation (and after the first reminder, for the second). */
  afterDays: number;
}
export const DEFAULT_REMINDERS: ReminderSettings = { reminders: 1, afterDays: 3 };

/**
 * When a new invitation's first reminder is due under the business's settings, or null (none by its channels, or the
 * business sends none). The settings come with the invitation's month (InvitationUsage.takeMonth), not a read of their own.
 */
export function firstReminderAt(settings: ReminderSettings, createdAt: Date, channels: { sms: boolean; email: boolean }): Date | null {
  if (!channels.sms && !channels.email) return null;
  return settings.reminders > 0 ? new Date(createdAt.getTime() + settings.afterDays * DAY_MS) : null;
}

/** Reminders stop this long after the invitation, however late the sweep (a night, a held queue) comes. */
const LAST_DAY = 60;

/** One of the business's reminder settings for invitation `i`, or the default. */
const setting = (column: 'reminders' | 'after_days', fallback: number) =>
  `coalesce((select s.${column} from invites_reminder_settings s where s.business_id = i.business_id), ${fallback})`;

/**
 * When invitation `i`'s next reminder is due, as of the time bound to its one `?`; null when none will go (it was
 * answered or cancelled, went by no channel a reminder uses, had its reminders, or is over 60 days old). Kept in
 * `remind_at`, whose partial indexes hold only invitations with a reminder to come: the sweeps read those alone.
 */
const NEXT_REMINDER_AT = `case when (i.send_sms or i.send_email) and i.completed_at is null and i.cancelled_at is null
      and i.created_at > ?::timestamptz - interval '${LAST_DAY} days'
      and (select count(*) from invites_reminder r where r.invitation_id = i.id) < ${setting('reminders', DEFAULT_REMINDERS.reminders)}
    then coalesce((select max(r.at) from invites_reminder r where r.invitation_id = i.id), i.created_at)
      + make_interval(days => ${setting('after_days', DEFAULT_REMINDERS.afterDays)}::int)
  end`;

/** What the owner sees of an invitation's reminders. */
export interface ReminderState {
  state: 'off' | 'scheduled' | 'sent' | 'skipped' | 'done' | 'cancelled';
  sent: number;
  /** When the next is due (it goes at the first sweep inside 9:00–19:00 after this); null when none will go. */
  nextAt: string | null;
  /** Why the last was skipped, in the owner's words. */
  reason: string | null;
}

export interface ReminderDeps {
  /** PUBLIC_URL: the logo in a reminder email is an absolute URL under it. */
  publicUrl: string;
  db: Database;
  clock: ClockPort;
  billing: BillingPort;
  messaging: MessagingPort;
  business: BusinessDirectory;
  reviewUrl: (token: string) => string;
  /** The short link a text carries (/r/{code}). */
  shortUrl: (code: string) => string;
  logger: { info(details: object, message: string): void };
}

/**
 * One or two polite reminders after an invitation, by the channels it first went by (SMS and email: Meta allows no
 * Messenger message more than 24 hours after the customer's last, so a Messenger-only invitation has none). A sweep every quarter hour sends those due, only between 9:00 and 19:00 New
 * Zealand time, never after the customer finished, opted out or the owner cancelled, and within the plan's SMS
 * limit (a reminder that would pass it is skipped, and says so). Rows are claimed with SKIP LOCKED and each
 * reminder number is unique per invitation, so several processes never send one twice.
 *
 * Each invitation keeps when its next reminder is due (`remind_at`). The quarter-hourly sweep lists the businesses
 * with one due (from a partial index of those alone) and queues one small job per business, which sends that
 * business's: the cost follows the reminders due, not the invitations kept.
 */
export class ReminderService {
  readonly #d: ReminderDeps;

  constructor(deps: ReminderDeps) {
    this.#d = deps;
  }

  async settings(businessId: string): Promise<ReminderSettings> {
    const [row] = await this.#d.db.em.execute<Row[]>('select reminders, after_days from invites_reminder_settings where business_id = ?', [
      businessId,
    ]);
    return row ? { reminders: Number(row.reminders), afterDays: Number(row.after_days) } : DEFAULT_REMINDERS;
  }

  async setSettings(businessId: string, s: ReminderSettings): Promise<ReminderSettings> {
    await this.#d.db.transaction(async (em) => {
      await em.execute(
        `insert into invites_reminder_settings (business_id, reminders, after_days) values (?, ?, ?)
         on conflict (business_id) do update set reminders = excluded.reminders, after_days = excluded.after_days`,
        [businessId, s.reminders, s.afterDays],
        'run',
      );
      // The business's open invitations follow the new choice (more, fewer or later reminders).
      await this.#reschedule(em, 'i.business_id = ? and i.completed_at is null and i.cancelled_at is null', [businessId]);
    });
    return s;
  }

  /** Sets `remind_at` again for the invitations `where` picks (over `i`), as of now. */
  async #reschedule(em: Database['em'], where: string, params: unknown[]): Promise<void> {
    await em.execute(
      `update invites_invitation i set remind_at = ${NEXT_REMINDER_AT} where ${where}`,
      [this.#d.clock.now(), ...params],
      'run',
    );
  }

  /** Reminders go only while New Zealand is awake. */
  #awake(now: Date): boolean {
    const hour = nzHour(now);
    return hour >= QUIET.from && hour < QUIET.to;
  }

  /**
   * The businesses with a reminder due now (none at night): the sweep queues one job each. Read from the partial
   * index on (remind_at, business_id), which holds only invitations with a reminder to come.
   */
  async businessesDue(): Promise<string[]> {
    const now = this.#d.clock.now();
    if (!this.#awake(now)) return [];
    const rows = await this.#d.db.em.execute<Row[]>(
      `select distinct business_id from invites_invitation
        where remind_at <= ? and completed_at is null and cancelled_at is null`,
      [now],
    );
    return rows.map((r) => String(r.business_id));
  }

  /** Sends one business's reminders due now; returns how many went. Outside 9:00–19:00 it waits for the morning. */
  async remindBusiness(businessId: string): Promise<number> {
    const now = this.#d.clock.now();
    if (!this.#awake(now)) return 0;
    let sent = 0;
    let sender: BusinessSender | undefined;
    // Batches, each in its own transaction: a process that dies mid-sweep leaves the rest due for the next.
    for (let round = 0; round < 50; round++) {
      const done = await this.#d.db.transaction(async (em) => {
        // A batch that looks due, locked, with when each is due worked out again in the same statement: a reminder past
        // its 60 days, or one a settings change undid, drops out (and keeps its new time).
        const picked = await em.execute<Row[]>(
          `update invites_invitation i set remind_at = ${NEXT_REMINDER_AT}
            where i.id in (select id from invites_invitation
                            where business_id = ? and remind_at <= ? and completed_at is null and cancelled_at is null
                            order by remind_at
                            limit ${BATCH}
                            for update skip locked)
           returning i.id, i.token, i.short_code, i.customer_name, i.customer_phone, i.customer_email, i.job_description,
                     i.send_sms, i.send_email, i.language, coalesce(i.remind_at <= ?::timestamptz, false) as due_now,
                     (select count(*) from invites_reminder r where r.invitation_id = i.id) as done_count`,
          [now, businessId, now, now],
        );
        const due = picked.filter((row) => row.due_now === true || row.due_now === 't');
        if (due.length === 0) return { picked: picked.length, sent: 0 };
        sender ??= this.#sender(businessId);
        // Counted once the batch commits: a batch the database runs again (a conflict) is counted once.
        const batchSent = await this.#remindAll(em, sender, due, now);
        await this.#reschedule(
          em,
          `i.id in (${due.map(() => '?').join(', ')})`,
          due.map((row) => row.id),
        );
        return { picked: picked.length, sent: batchSent };
      });
      sent += done.sent;
      if (done.picked < BATCH) break;
    }
    if (sent) this.#d.logger.info({ sent, businessId }, 'invitation reminders sent');
    return sent;
  }

  /** What every reminder of one business shares, read once per sweep and only by the channels its reminders use. */
  #sender(businessId: string): BusinessSender {
    const { billing, business } = this.#d;
    const once = <T>(read: () => Promise<T>) => {
      let value: Promise<T> | undefined;
      return () => (value ??= read());
    };
    return {
      businessId,
      texts: once(async () => {
        const [sms, tier] = await Promise.all([business.smsSettings(businessId), billing.effectiveTier(businessId)]);
        const plan = billing.plan(tier);
        return { sms, planName: plan.name, smsLimit: entitlementOf(plan, smsPerMonth) };
      }),
      email: (() => {
        const profile = once(() => business.profile(businessId));
        const templates = new Map<LanguageChoice, Promise<EmailTemplate>>();
        return (language: LanguageChoice) => {
          let template = templates.get(language);
          if (!template) {
            template = profile().then((p) =>
              emailTemplate({
                businessName: p?.businessName ?? 'the business',
                logoUrl: p?.logoUrl ? `${this.#d.publicUrl}${p.logoUrl}` : null,
                reminder: true,
                language,
              }),
            );
            templates.set(language, template);
          }
          return template;
        };
      })(),
    };
  }

  /**
   * One batch of a business's reminders, in its transaction: who opted out read once per channel, the SMS allowance
   * (every sender's texts this month, the outbox's count) read once and spent as each text is added, every message handed to the outbox in one go and every reminder
   * recorded (sent, or skipped and why) in one insert.
   */
  async #remindAll(em: Database['em'], sender: BusinessSender, due: Row[], now: Date): Promise<number> {
    const { messaging } = this.#d;
    const phoneOf = (row: Row) => (row.send_sms ? (row.customer_phone as string | null) : null);
    const emailOf = (row: Row) => (row.send_email ? (row.customer_email as string | null) : null);
    const smsOut = await messaging.optedOut(
      'sms',
      due.map(phoneOf).filter((p): p is string => Boolean(p)),
    );
    const emailOut = await messaging.optedOut(
      'email',
      due.map(emailOf).filter((e): e is string => Boolean(e)),
    );
    const { businessId } = sender;
    // Read when the first text of the batch is weighed against the plan's limit, then spent as texts are added.
    let smsUsed: number | undefined;
    const messages: OutboundMessage[] = [];
    const records: ReminderRecord[] = [];
    for (const row of due) {
      const id = String(row.id);
      const number = Number(row.done_count) + 1;
      const phone = phoneOf(row);
      const email = emailOf(row);
      const channels: Array<'sms' | 'email'> = [];
      const reasons: string[] = [];
      const first = firstNameOf(String(row.customer_name));
      const language = languageChoiceOf(row.language);
      let sms: { text: string; segments: number } | null = null;
      if (phone) {
        if (smsOut.has(phone)) reasons.push('they replied STOP to texts');
        else {
          // The short link when the invitation has one (older invitations keep their long link).
          const link = row.short_code ? this.#d.shortUrl(String(row.short_code)) : this.#d.reviewUrl(String(row.token));
          const { sms: settings, planName, smsLimit } = await sender.texts();
          const fitted = reminderSms(first, settings.businessName, String(row.job_description), link, settings.longText, language);
          if (smsLimit !== null) smsUsed ??= await messaging.smsUsed(businessId, now);
          if (smsLimit !== null && smsUsed! + fitted.segments > smsLimit)
            reasons.push(`this month's ${smsLimit} SMS included in ${planName} are used up`);
          else {
            channels.push('sms');
            sms = fitted;
            if (smsUsed !== undefined) smsUsed += fitted.segments;
          }
        }
      }
      if (email) {
        if (emailOut.has(email)) reasons.push('they unsubscribed from emails');
        else channels.push('email');
      }
      if (channels.length === 0) {
        records.push({
          id,
          number,
          status: 'skipped',
          channels,
          segments: null,
          reason: reasons.length ? `Not sent: ${reasons.join('; ')}.` : 'Not sent: no way to reach them.',
        });
        continue;
      }
      if (sms) messages.push({ channel: 'sms', to: phone!, text: sms.text, businessId, purpose: 'reminder', reference: id });
      if (email) {
        const mail = (await sender.email(language))({
          customerName: String(row.customer_name),
          jobDescription: String(row.job_description),
          reviewUrl: this.#d.reviewUrl(String(row.token)),
          unsubscribeUrl: messaging.unsubscribeUrl('email', email, language),
        });
        messages.push({ channel: 'email', to: email, ...mail, businessId, purpose: 'reminder', reference: id });
      }
      records.push({
        id,
        number,
        status: 'sent',
        channels,
        segments: sms?.segments ?? null,
        reason: reasons.length ? `Not by every channel: ${reasons.join('; ')}.` : null,
      });
    }
    await messaging.sendMany(messages);
    await em.execute(
      `insert into invites_reminder (id, invitation_id, business_id, number, status, channels, sms, sms_segments, reason, at)
       values ${records.map(() => '(?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)').join(', ')}
       on conflict (invitation_id, number) do nothing`,
      records.flatMap((r) => [
        randomUUID(),
        r.id,
        businessId,
        r.number,
        r.status,
        JSON.stringify(r.channels),
        r.segments !== null,
        r.segments,
        r.reason,
        now,
      ]),
      'run',
    );
    return records.filter((r) => r.status === 'sent').length;
  }

  /** Each invitation's reminder state, for the owner's list. */
  async states(
    businessId: string,
    rows: Array<{ id: string; createdAt: Date; completedAt: Date | null; cancelledAt: Date | null; messaged: boolean }>,
  ): Promise<Map<string, ReminderState>> {
    const settings = await this.settings(businessId);
    const ids = rows.map((r) => r.id);
    const sent = ids.length
      ? await this.#d.db.em.execute<Row[]>(
          `select invitation_id, count(*) as n, max(at) as last_at,
                  (array_agg(status order by number desc))[1] as last_status, (array_agg(reason order by number desc))[1] as last_reason
             from invites_reminder where invitation_id in (${ids.map(() => '?').join(', ')}) group by 1`,
          ids,
        )
      : [];
    const by = new Map(sent.map((r) => [String(r.invitation_id), r]));
    return new Map(
      rows.map((r): [string, ReminderState] => {
        const s = by.get(r.id);
        const n = Number(s?.n ?? 0);
        const base = { sent: n, reason: (s?.last_reason as string | null) ?? null };
        if (r.cancelledAt) return [r.id, { ...base, state: 'cancelled', nextAt: null }];
        if (r.completedAt) return [r.id, { ...base, state: 'done', nextAt: null }];
        if (!r.messaged || settings.reminders === 0) return [r.id, { ...base, state: n ? 'sent' : 'off', nextAt: null }];
        const last = s?.last_at ? new Date(s.last_at as string) : r.createdAt;
        const next = n < settings.reminders ? new Date(last.getTime() + settings.afterDays * DAY_MS).toISOString() : null;
        const state = s?.last_status === 'skipped' ? 'skipped' : next ? 'scheduled' : 'sent';
        return [r.id, { ...base, state, nextAt: next }];
      }),
    );
  }
}

/**
 * The reminder text in the invitation's language (issue 48), under the owner's rule for long texts like the
 * invitation's (the job is shortened to keep one text, or the whole text goes as more), and what it costs in segments.
 * 'both' is the te reo greeting with the English text, as an invitation's is: the English text already opens with
 * "Kia ora", so it reads as the English one. The STOP line stays in English, the words carriers act on.
 */
function reminderSms(first: string, businessName: string, job: string, link: string, rule: SmsLongText, language: LanguageChoice) {
  const words = translator(catalogues, language === 'both' ? 'en' : language);
  const fitted = fitSms((j) => `${words.t('reminder.sms', { first, business: businessName, job: j, link })} ${STOP_LINE}`, job, rule);
  return { text: fitted.text, segments: fitted.length.segments };
}
