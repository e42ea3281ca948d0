import type { AuthPort, ClockPort, Database, MessagingPort } from '@korero/core/sdk';
import { nzDate } from '@korero/core/sdk';
import { complianceSettings } from '@korero/config/compliance';
import { rowHealth } from '../contract/index.ts';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
/** Jobs with nobody credited are counted under this name, so every job counts somewhere. */
export const UNASSIGNED = 'Unassigned';

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

/**
 * Coverage: of the jobs completed, the share whose customer was invited. Per technician per day (a job done by two
 * counts for both), computed with SQL aggregates from the jobs table, so it always reflects the jobs as they are now.
 */
export class Coverage {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #auth: AuthPort;
  readonly #messaging: MessagingPort;
  readonly #publicUrl: string;

  constructor(deps: { db: Database; clock: ClockPort; auth: AuthPort; messaging: MessagingPort; publicUrl: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#auth = deps.auth;
    this.#messaging = deps.messaging;
    this.#publicUrl = deps.publicUrl;
  }

  async #perDay(businessId: string, from: string, to: string, employee?: string): Promise<Row[]> {
    return this.#db.em.execute<Row[]>(
      `select day, tech, count(*) as jobs, count(*) filter (where outcome = 'invited') as invited,
              count(*) filter (where outcome = 'skipped') as skipped
         from (select job_date as day, outcome,
                      jsonb_array_elements_text(case when jsonb_array_length(technicians) = 0 then '["${UNASSIGNED}"]'::jsonb else technicians end) as tech
                 from compliance_job where business_id = ? and job_date >= ? and job_date <= ?) t
        ${employee ? 'where tech = ?' : ''}
        group by 1, 2 order by 1, 2`,
      [businessId, from, to, ...(employee ? [employee] : [])],
    );
  }

  /** The daily rows of [startDate, endDate]; alertTriggered when the technician's 7 days to that day fell below the alert line. */
  async daily(businessId: string, startDate: string, endDate: string, employee?: string): Promise<DailyMetric[]> {
    const window = complianceSettings.alertWindowDays;
    const rows = await this.#perDay(businessId, addDays(startDate, -(window - 1)), endDate, employee);
    const byTech = new Map<string, Row[]>();
    for (const r of rows) (byTech.get(String(r.tech)) ?? byTech.set(String(r.tech), []).get(String(r.tech))!).push(r);
    const out: DailyMetric[] = [];
    for (const r of rows) {
      const day = String(r.day);
      if (day < startDate) continue;
      const tech = String(r.tech);
      const since = addDays(day, -(window - 1));
      const recent = byTech.get(tech)!.filter((x) => String(x.day) >= since && String(x.day) <= day);
      const weekJobs = recent.reduce((s, x) => s + n(x.jobs), 0);
      const weekInvited = recent.reduce((s, x) => s + n(x.invited), 0);
      const coverage = pct(n(r.invited), n(r.jobs));
      out.push({
        id: `${day}:${tech}`,
        metricDate: day,
        technicianName: tech,
        jobsCompleted: n(r.jobs),
        invitesSent: n(r.invited),
        invitesSkipped: n(r.skipped),
        coveragePercentage: coverage,
        alertTriggered: pct(weekInvited, weekJobs) < complianceSettings.alertCoverage,
        health: rowHealth(coverage),
      });
    }
    return out;
  }

  async report(businessId: string, startDate: string, endDate: string, employee?: string) {
    const em = this.#db.em;
    const filter = `business_id = ? and job_date >= ? and job_date <= ?${employee ? ' and technicians @> ?::jsonb' : ''}`;
    const params = [businessId, startDate, endDate, ...(employee ? [JSON.stringify([employee])] : [])];
    const [[totals], reasons, daily] = await Promise.all([
      em.execute<Row[]>(
        `select count(*) as jobs, count(*) filter (where outcome = 'invited') as invited, count(*) filter (where outcome = 'skipped') as skipped
           from compliance_job where ${filter}`,
        params,
      ),
      em.execute<Row[]>(
        `select skip_reason as reason, count(*) as n from compliance_job where ${filter} and outcome = 'skipped' group by 1 order by 1`,
        params,
      ),
      this.daily(businessId, startDate, endDate, employee),
    ]);
    const jobs = n(totals?.jobs);
    const coverage = jobs ? pct(n(totals?.invited), jobs) : null;
    return {
      summary: {
        totalJobsCompleted: jobs,
        totalInvitesSent: n(totals?.invited),
        totalInvitesSkipped: n(totals?.skipped),
        overallCoveragePercentage: coverage,
        // With no jobs there is no customer who went unasked.
        complianceStatus:
          coverage === null || coverage >= complianceSettings.coverageThreshold ? ('COMPLIANT' as const) : ('AT_RISK' as const),
      },
      skipReasonBreakdown: Object.fromEntries(reasons.map((r) => [String(r.reason), n(r.n)])),
      alerts: daily.filter((d) => d.alertTriggered).length,
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
    const to = addDays(today, -1);
    const from = addDays(today, -complianceSettings.alertWindowDays);
    for (const tech of technicians.length ? technicians : [UNASSIGNED]) {
      const rows = await this.#perDay(businessId, from, to, tech);
      const jobs = rows.reduce((s, r) => s + n(r.jobs), 0);
      const coverage = pct(
        rows.reduce((s, r) => s + n(r.invited), 0),
        jobs,
      );
      const em = this.#db.em;
      if (jobs > 0 && coverage < complianceSettings.alertCoverage) {
        const inserted = await em.execute<Array<{ technician: string }>>(
          `insert into compliance_alert (business_id, technician, alerted_at) values (?, ?, ?) on conflict do nothing returning technician`,
          [businessId, tech, this.#clock.now()],
        );
        if (inserted.length) await this.#email(businessId, tech, coverage, jobs);
      } else {
        await em.execute('delete from compliance_alert where business_id = ? and technician = ?', [businessId, tech], 'run');
      }
    }
  }

  async #email(businessId: string, tech: string, coverage: number, jobs: number): Promise<void> {
    const owner = await this.#auth.account(businessId);
    if (!owner?.email) return;
    await this.#messaging.send({
      channel: 'email',
      to: owner.email,
      subject: `${tech}'s customers are not all being asked for a review`,
      text: [
        `Over the last ${complianceSettings.alertWindowDays} days, ${tech} completed ${jobs} job${jobs === 1 ? '' : 's'}, and ${coverage}% of those customers were invited to review (below ${complianceSettings.alertCoverage}%).`,
        '',
        'Asking only some customers is what Google and the Fair Trading Act forbid: every customer should be asked, or the reason recorded.',
        `See the jobs and their coverage: ${this.#publicUrl}/analytics?tab=compliance-coverage`,
      ].join('\n'),
      businessId,
      purpose: 'compliance-alert',
    });
  }
}
