import { createHash, randomBytes } from 'node:crypto';
import type { AuthPort, BusinessPerson, ClockPort, Database, JobRef, JobsPort, MessagingPort, Role } from '@korero/core/sdk';
import { defineJob, nzDay } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { InvitesCredits } from '@korero/module-invites/contract';
import { businessReport, type ComposedEmail, type ReportParts, technicianReport } from './email/weekly-email.ts';
import { type FigureSources, weekFigures, type WeekFigures } from './figures.ts';
import { dueWeek, type ReportWeek, reportWeekAt, weekLabel } from './week.ts';

/** One business's reports for one week (the sweep queues one per business). */
export const businessWeek: JobRef<{ businessId: string; week: string }> = defineJob('weekly.business');
/** Businesses read per page while the sweep queues their jobs. */
const PAGE = 1000;
type Row = Record<string, unknown>;

/** Owners get the report unless they say no; managers and technicians only when they ask (issue 48). */
export const wantsByDefault = (role: Role) => role === 'owner';
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ReportDeps {
  publicUrl: string;
  db: Database;
  clock: ClockPort;
  auth: AuthPort;
  jobs: Pick<JobsPort, 'enqueueMany'>;
  messaging: MessagingPort;
  business: BusinessDirectory;
  credits: InvitesCredits;
  figures: FigureSources;
  logger: { info(details: object, message: string): void };
}

/**
 * The weekly report. A quarter-hourly sweep, once Monday 8:00 in New Zealand has come, claims the week (one row, so
 * only the first sweep of any process fans out) and queues one job per business. Each job sends each person who wants
 * it their email, writing a row per (person, business, week) in the transaction that puts the email in the outbox:
 * a retry or a second process finds the row and sends nothing.
 */
export class WeeklyReports {
  readonly #d: ReportDeps;

  constructor(deps: ReportDeps) {
    this.#d = deps;
  }

  /** The quarter-hourly sweep: queues the week's jobs once, the first time it runs after Monday 8:00. Returns how many. */
  async sweep(): Promise<number> {
    const week = dueWeek(this.#d.clock.now());
    if (!week) return 0;
    return this.#d.db.transaction(async (em) => {
      const claimed = await em.execute<Row[]>(
        'insert into weekly_week (week, swept_at) values (?, ?) on conflict do nothing returning week',
        [week.week, this.#d.clock.now()],
      );
      if (!claimed.length) return 0;
      let queued = 0;
      for (let after: string | null = null; ; ) {
        const ids = await this.#d.business.idsAfter(after, PAGE);
        if (!ids.length) break;
        queued += await this.#d.jobs.enqueueMany(
          businessWeek,
          ids.map((businessId) => ({ payload: { businessId, week: week.week }, key: `weekly:${businessId}:${week.week}` })),
        );
        after = ids.at(-1)!;
      }
      this.#d.logger.info({ week: week.week, businesses: queued }, 'weekly reports queued');
      return queued;
    });
  }

  /**
   * Who of the business still gets this week's report: each person's choice (or their role's default), less those it
   * already went to (a retry, another process). One read of both, as the sweep makes it for every business.
   */
  async #due(businessId: string, week: string, people: BusinessPerson[]): Promise<BusinessPerson[]> {
    const rows = await this.#d.db.em.execute<Row[]>(
      `select account_id, enabled, false as sent from weekly_preference where business_id = ?
       union all select account_id, null, true from weekly_sent where business_id = ? and week = ?`,
      [businessId, businessId, week],
    );
    const chose = new Map(rows.filter((r) => !r.sent).map((r) => [String(r.account_id), Boolean(r.enabled)]));
    const done = new Set(rows.filter((r) => r.sent).map((r) => String(r.account_id)));
    return people.filter((p) => !done.has(p.accountId) && (chose.get(p.accountId) ?? wantsByDefault(p.role)));
  }

  /** One business's reports for the week that goes on `week` (a Monday): to each person who wants one and has none yet. */
  async sendBusiness(businessId: string, weekKey: string): Promise<number> {
    const { auth, business } = this.#d;
    const week = reportWeekAt(nzDay(weekKey).start);
    const people = (await this.#due(businessId, week.week, await auth.peopleOf(businessId))).filter((p) => p.email);
    if (!people.length) return 0;
    const [figures, profile] = await Promise.all([weekFigures(this.#d.figures, businessId, week), business.profile(businessId)]);
    const parts = {
      publicUrl: this.#d.publicUrl,
      businessName: profile?.businessName ?? 'Your business',
      weekLabel: weekLabel(week),
      now: this.#d.clock.now(),
    };
    let count = 0;
    for (const person of people) if (await this.#sendTo(businessId, week, person, figures, parts)) count += 1;
    this.#d.logger.info({ businessId, week: week.week, sent: count }, 'weekly reports sent');
    return count;
  }

  async #sendTo(
    businessId: string,
    week: ReportWeek,
    person: BusinessPerson,
    figures: WeekFigures,
    parts: Omit<ReportParts, 'unsubscribeUrl'>,
  ): Promise<boolean> {
    const token = randomBytes(32).toString('base64url');
    const kind = person.role === 'technician' ? 'technician' : 'business';
    const email = await this.#compose(businessId, person, figures, {
      ...parts,
      unsubscribeUrl: `${this.#d.publicUrl}/weekly/unsubscribe/${token}`,
    });
    return this.#d.db.transaction(async (em) => {
      const claimed = await em.execute<Row[]>(
        `insert into weekly_sent (business_id, account_id, week, kind, token_hash, sent_at) values (?, ?, ?, ?, ?, ?)
         on conflict do nothing returning account_id`,
        [businessId, person.accountId, week.week, kind, hashToken(token), this.#d.clock.now()],
      );
      if (!claimed.length) return false;
      await this.#d.messaging.send({
        channel: 'email',
        to: person.email,
        ...email,
        businessId,
        purpose: 'weekly-report',
        reference: `weekly:${week.week}`,
      });
      return true;
    });
  }

  async #compose(businessId: string, person: BusinessPerson, figures: WeekFigures, parts: ReportParts): Promise<ComposedEmail> {
    if (person.role !== 'technician') return businessReport(figures, parts);
    // A technician's invitations credit them by their team member's name (issue 36).
    const name = await this.#d.credits.memberName(businessId, person.teamMemberId);
    const mine = figures.technicians.find((t) => t.name === name);
    return technicianReport({ asks: mine?.asks ?? 0, answers: mine?.answers ?? 0 }, parts);
  }

  /** The signed-in person's choice in their business. */
  async preference(businessId: string, accountId: string, role: Role) {
    const [row] = await this.#d.db.em.execute<Row[]>('select enabled from weekly_preference where business_id = ? and account_id = ?', [
      businessId,
      accountId,
    ]);
    const kind = role === 'technician' ? ('technician' as const) : ('business' as const);
    return row ? { enabled: Boolean(row.enabled), kind, isDefault: false } : { enabled: wantsByDefault(role), kind, isDefault: true };
  }

  async choose(businessId: string, accountId: string, enabled: boolean): Promise<void> {
    await this.#d.db.em.execute(
      `insert into weekly_preference (business_id, account_id, enabled, updated_at) values (?, ?, ?, ?)
       on conflict (business_id, account_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
      [businessId, accountId, enabled, this.#d.clock.now()],
      'run',
    );
  }

  /** The unsubscribe link: turns the report off for the person and business it was sent to. Null for a token not known. */
  async unsubscribe(token: string): Promise<{ businessName: string } | null> {
    const [row] = await this.#d.db.em.execute<Row[]>('select business_id, account_id from weekly_sent where token_hash = ?', [
      hashToken(token),
    ]);
    if (!row) return null;
    await this.choose(String(row.business_id), String(row.account_id), false);
    const profile = await this.#d.business.profile(String(row.business_id));
    return { businessName: profile?.businessName ?? 'your business' };
  }
}
