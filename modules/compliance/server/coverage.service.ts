import type { AuthPort, ClockPort, Database, MessagingPort } from '@korero/core/sdk';
import { DailyRollup, nzDate } from '@korero/core/sdk';
import { complianceSettings } from '@korero/config/compliance';
import { rowHealth } from '../contract/index.ts';
import { analyticsTab } from '@korero/module-analytics/contract/pages';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
/** Jobs with nobody credited are counted under this name, so every job counts somewhere. */
export const UNASSIGNED = 'Unassigned';
/** The sources a person records jobs through; any other source is a job system's, through the ledger. */
const PEOPLES_SOURCES = "'manual', 'csv', 'api'";

/** YYYY-MM-DD plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface DailyMetric {
  id: string;
  metricDate: string;
  technicianName: string;
  jobsCompleted: number;
  invitesSent: number;
  invitesSkipped: number;
  coveragePercentage: number;
  alertTriggered: boolean;
  health: ReturnType<typeof rowHealth>;
}

/** Jobs, invited, skipped, and the skip reasons' counts. */
type Tally = [jobs: number, invited: number, skipped: number, reasons: Record<string, number>];
/** One job date's figures: every job once (`all`), and per technician (a job done by two counts for both). */
interface DayFigures {
  all: Tally;
  techs: Record<string, Tally>;
}

const emptyTally = (): Tally => [0, 0, 0, {}];
function addTally(into: Tally, t: Tally): void {
  into[0] += t[0];
  into[1] += t[1];
  into[2] += t[2];
  for (const [k, v] of Object.entries(t[3])) into[3][k] = (into[3][k] ?? 0) + v;
}
function count(into: Tally, outcome: string, reason: string | null, jobs: number): void {
  into[0] += jobs;
  if (outcome === 'invited') into[1] += jobs;
  if (outcome === 'skipped') {
    into[2] += jobs;
    const key = reason ?? 'other';
    into[3][key] = (into[3][key] ?? 0) + jobs;
  }
}

/**
 * Coverage: of the jobs completed, the share whose customer was invited, per technician per day. Each job date's
 * figures are kept in compliance_stats_day (SDK DailyRollup: a trigger marks a day when one of its jobs changes, and
 * the next request counts that day again from the jobs), so a year's report adds up 365 small rows.
 */
export class Coverage {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #auth: AuthPort;
  readonly #messaging: MessagingPort;
  readonly #publicUrl: string;
  readonly #rollup: DailyRollup<DayFigures>;

  constructor(deps: { db: Database; clock: ClockPort; auth: AuthPort; messaging: MessagingPort; publicUrl: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#auth = deps.auth;
    this.#messaging = deps.messaging;
    this.#publicUrl = deps.publicUrl;
    this.#rollup = new DailyRollup(deps.db, 'compliance_stats_day', (businessId, days) => this.#compute(businessId, days));
  }

  /** The figures of some job dates, counted from the jobs. */
  async #compute(businessId: string, days: string[]): Promise<Map<string, DayFigures>> {
    // One statement for both tallies (a kind per row): the weekly sweep computes every business's week.
    const rows = await this.#db.em.execute<Row[]>(
      `with j as materialized (
         select job_date, outcome, skip_reason, technicians from compliance_job where business_id = ? and job_date = any(?::text[]))
       select 'all' as kind, job_date as day, null as tech, outcome, skip_reason, count(*) as n from j group by 2, 3, 4, 5
       union all
       select 'tech', job_date, tech, outcome, skip_reason, count(*)
         from (select job_date, outcome, skip_reason,
                      jsonb_array_elements_text(case when jsonb_array_length(technicians) = 0 then '["${UNASSIGNED}"]'::jsonb else technicians end) as tech
                 from j) t
        group by 2, 3, 4, 5`,
      [businessId, `{${days.join(',')}}`],
    );
    const whole = rows.filter((r) => r.kind === 'all');
    const perTech = rows.filter((r) => r.kind === 'tech');
    const out = new Map<string, DayFigures>();
    const day = (d: string) => out.get(d) ?? out.set(d, { all: emptyTally(), techs: {} }).get(d)!;
    for (const r of whole) count(day(String(r.day)).all, String(r.outcome), r.skip_reason as string | null, n(r.n));
    for (const r of perTech) {
      const d = day(String(r.day));
      count((d.techs[String(r.tech)] ??= emptyTally()), String(r.outcome), r.skip_reason as string | null, n(r.n));
    }
    return out;
  }

  /** The kept figures of [from, to], oldest first. */
  async #days(businessId: string, from: string, to: string): Promise<Array<[string, DayFigures]>> {
    return [...(await this.#rollup.days(businessId, from, to))].sort((a, b) => a[0].localeCompare(b[0]));
  }

  /** The daily rows of [startDate, endDate]; alertTriggered when the technician's 7 days to that day fell below the alert line. */
  async daily(businessId: string, startDate: string, endDate: string, employee?: string): Promise<DailyMetric[]> {
    const days = await this.#days(businessId, addDays(startDate, -(complianceSettings.alertWindowDays - 1)), endDate);
    return this.#rows(days, startDate, employee);
  }

  #rows(days: Array<[string, DayFigures]>, startDate: string, employee?: string): DailyMetric[] {
    const window = complianceSettings.alertWindowDays;
    // Each technician's days in order, with a running window of the last 7 calendar days' jobs and invitations.
    const byTech = new Map<string, Array<{ day: string; t: Tally }>>();
    for (const [day, d] of days) {
      for (const [tech, t] of Object.entries(d.techs)) {
        if (employee !== undefined && tech !== employee) continue;
        (byTech.get(tech) ?? byTech.set(tech, []).get(tech)!).push({ day, t });
      }
    }
    const out: DailyMetric[] = [];
    for (const [tech, list] of byTech) {
      let first = 0;
      let weekJobs = 0;
      let weekInvited = 0;
      for (const { day, t } of list) {
        weekJobs += t[0];
        weekInvited += t[1];
        const since = addDays(day, -(window - 1));
        while (list[first]!.day < since) {
          weekJobs -= list[first]!.t[0];
          weekInvited -= list[first]!.t[1];
          first++;
        }
        if (day < startDate) continue;
        const coverage = pct(t[1], t[0]);
        out.push({
          id: `${day}:${tech}`,
          metricDate: day,
          technicianName: tech,
          jobsCompleted: t[0],
          invitesSent: t[1],
          invitesSkipped: t[2],
          coveragePercentage: coverage,
          alertTriggered: pct(weekInvited, weekJobs) < complianceSettings.alertCoverage,
          health: rowHealth(coverage),
        });
      }
    }
    return out.sort((a, b) => a.metricDate.localeCompare(b.metricDate) || a.technicianName.localeCompare(b.technicianName));
  }

  /**
   * Jobs and invitations of [startDate, endDate] and their coverage, as report's summary counts them: only those days
   * (report also reads the alert window's days before them, which the weekly report has no use for).
   */
  async totals(
    businessId: string,
    startDate: string,
    endDate: string,
  ): Promise<{ jobs: number; invited: number; coverage: number | null }> {
    const total = emptyTally();
    for (const [, d] of await this.#days(businessId, startDate, endDate)) addTally(total, d.all);
    const [jobs, invited] = total;
    return { jobs, invited, coverage: jobs ? pct(invited, jobs) : null };
  }

  async report(businessId: string, startDate: string, endDate: string, employee?: string) {
    const days = await this.#days(businessId, addDays(startDate, -(complianceSettings.alertWindowDays - 1)), endDate);
    const total = emptyTally();
    for (const [day, d] of days) {
      if (day < startDate) continue;
      const t = employee === undefined ? d.all : d.techs[employee];
      if (t) addTally(total, t);
    }
    const [jobs, invited, skipped, reasons] = total;
    const coverage = jobs ? pct(invited, jobs) : null;
    return {
      summary: {
        totalJobsCompleted: jobs,
        totalInvitesSent: invited,
        totalInvitesSkipped: skipped,
        overallCoveragePercentage: coverage,
        // No jobs is no status: "compliant" with nothing recorded would reassure an owner who has shown nothing.
        complianceStatus:
          coverage === null ? null : coverage >= complianceSettings.coverageThreshold ? ('COMPLIANT' as const) : ('AT_RISK' as const),
      },
      skipReasonBreakdown: Object.fromEntries(Object.entries(reasons).sort((a, b) => a[0].localeCompare(b[0]))),
      alerts: this.#rows(days, startDate, employee).filter((d) => d.alertTriggered).length,
      threshold: complianceSettings.coverageThreshold,
    };
  }

  async employees(businessId: string): Promise<string[]> {
    const rows = await this.#db.em.execute<Row[]>(
      `select distinct jsonb_array_elements_text(technicians) as name from compliance_job where business_id = ? order by 1`,
      [businessId],
    );
    return rows.map((r) => String(r.name));
  }

  /**
   * After a change, each named technician's last 7 finished days (a job gets its day to be asked): below the alert line
   * emails the owner once, and the alert clears when coverage recovers, so the next fall is told again.
   */
  async checkAlerts(businessId: string, technicians: string[]): Promise<void> {
    const today = nzDate(this.#clock.now());
    const emails: Array<{ tech: string; coverage: number; jobs: number }> = [];
    // One check per business at a time, each reading what the one before committed: two checks at once (two
    // invitations marked by parallel jobs) could otherwise raise again, from a stale read, an alert the other cleared.
    await this.#db.transaction(async (em) => {
      // Emptied first: a transaction the database runs again (a conflict) would otherwise email twice.
      emails.length = 0;
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`compliance-alerts:${businessId}`]);
      const [from, to] = [addDays(today, -complianceSettings.alertWindowDays), addDays(today, -1)];
      const days = await this.#days(businessId, from, to);
      const awaiting = await this.#awaitingKorero(businessId, from, to);
      for (const tech of technicians.length ? [...new Set(technicians)] : [UNASSIGNED]) {
        const week = emptyTally();
        for (const [, d] of days) if (d.techs[tech]) addTally(week, d.techs[tech]);
        // A job system's job waiting for the asking hours is being asked, not left unasked: no alarm over it.
        const jobs = week[0] - (awaiting.get(tech) ?? 0);
        const invited = week[1];
        const coverage = pct(invited, jobs);
        if (jobs > 0 && coverage < complianceSettings.alertCoverage) {
          const inserted = await em.execute<Array<{ technician: string }>>(
            `insert into compliance_alert (business_id, technician, alerted_at) values (?, ?, ?) on conflict do nothing returning technician`,
            [businessId, tech, this.#clock.now()],
          );
          if (inserted.length) emails.push({ tech, coverage, jobs });
        } else {
          await em.execute('delete from compliance_alert where business_id = ? and technician = ?', [businessId, tech], 'run');
        }
      }
    });
    for (const e of emails) await this.#email(businessId, e.tech, e.coverage, e.jobs);
  }

  /**
   * Per technician, the jobs in [from, to] recorded through the ledger (by a job system, issue 45) that Korero has
   * still to ask or skip (held until 9:00, or for the delay the owner chose): each is decided by itself within hours.
   * People's own sources (typed in, a CSV, an API key) are the ones that can be left unasked.
   */
  async #awaitingKorero(businessId: string, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.#db.em.execute<Row[]>(
      `select technicians from compliance_job
        where business_id = ? and job_date >= ? and job_date <= ? and outcome = 'pending' and source not in (${PEOPLES_SOURCES})`,
      [businessId, from, to],
    );
    const counts = new Map<string, number>();
    for (const r of rows) {
      const techs = (typeof r.technicians === 'string' ? JSON.parse(r.technicians) : r.technicians) as string[];
      for (const tech of techs.length ? [...new Set(techs)] : [UNASSIGNED]) counts.set(tech, (counts.get(tech) ?? 0) + 1);
    }
    return counts;
  }

  /** The alert window the hourly check looks at: the last 7 finished New Zealand days. */
  #window(): [string, string] {
    const today = nzDate(this.#clock.now());
    return [addDays(today, -complianceSettings.alertWindowDays), addDays(today, -1)];
  }

  /**
   * The businesses with jobs in the alert window: a job left unasked tips coverage over the line a day later, with no
   * write to notice it, so each is checked again on a schedule, one small job each. Read from the (job_date,
   * business_id) index, so the cost follows the window's jobs, not the table.
   */
  async businessesToCheck(): Promise<string[]> {
    const [from, to] = this.#window();
    const rows = await this.#db.em.execute<Row[]>('select distinct business_id from compliance_job where job_date >= ? and job_date <= ?', [
      from,
      to,
    ]);
    return rows.map((r) => String(r.business_id));
  }

  /** One business's technicians with jobs in the alert window, checked again. */
  async checkBusiness(businessId: string): Promise<void> {
    const [from, to] = this.#window();
    const [row] = await this.#db.em.execute<Row[]>(
      `select jsonb_agg(distinct tech) as techs
         from (select jsonb_array_elements_text(case when jsonb_array_length(technicians) = 0
                 then '["${UNASSIGNED}"]'::jsonb else technicians end) as tech
                 from compliance_job where business_id = ? and job_date >= ? and job_date <= ?) t`,
      [businessId, from, to],
    );
    const techs = (row?.techs ?? null) as unknown as string[] | null;
    if (techs?.length) await this.checkAlerts(businessId, techs);
  }

  async #email(businessId: string, tech: string, coverage: number, jobs: number): Promise<void> {
    const owner = await this.#auth.ownerOf(businessId);
    if (!owner?.email) return;
    await this.#messaging.send({
      channel: 'email',
      to: owner.email,
      subject: `${tech}'s customers are not all being asked for a review`,
      text: [
        `Over the last ${complianceSettings.alertWindowDays} days, ${tech} completed ${jobs} job${jobs === 1 ? '' : 's'}, and ${coverage}% of those customers were invited to review (below ${complianceSettings.alertCoverage}%).`,
        '',
        'Asking only some customers is what Google and the Fair Trading Act forbid: every customer should be asked, or the reason recorded.',
        `See the jobs and their coverage: ${this.#publicUrl}${analyticsTab('compliance', 'dashboard')}`,
      ].join('\n'),
      businessId,
      purpose: 'compliance-alert',
    });
  }
}
