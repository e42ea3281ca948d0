import { HttpError, nzDate, type ClockPort, type Database, type MessagingPort } from '@korero/core/sdk';
import { ledgerReference, type ComplianceLedger } from '@korero/module-compliance/contract';
import type { InvitesCreator } from '@korero/module-invites/contract';
import { SYSTEM_NAMES, type JobRules } from '../../contract/api.ts';
import type { People } from '../people.ts';
import type { JobRulesStore } from '../rules.ts';
import { decide, type Decision } from './decide.ts';
import type { JobRecord } from './job-record.ts';

/** A claim on a job older than this was left by a process that stopped: another may take it. */
const CLAIM_MS = 5 * 60_000;

type Row = Record<string, unknown>;

export interface JobIntakeDeps {
  db: Database;
  clock: ClockPort;
  rules: JobRulesStore;
  ledger: ComplianceLedger;
  invites: InvitesCreator;
  messaging: Pick<MessagingPort, 'isOptedOut'>;
  people: People;
  logger: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

/**
 * A job a system told of, taken once per business, system and job (however many events it came with, in whatever
 * order, on whichever instance): recorded in the compliance ledger, and asked now, held until its time, or skipped
 * with its reason. A held job is asked by the sweep, the rules checked again then.
 */
export class JobIntake {
  readonly #d: JobIntakeDeps;

  constructor(deps: JobIntakeDeps) {
    this.#d = deps;
  }

  /** The rules' decision for a job, nothing recorded or sent (the dry run uses it too). */
  async decision(businessId: string, rules: Omit<JobRules, 'consent'>, job: JobRecord, heardAt: Date): Promise<Decision> {
    const since = new Date(this.#d.clock.now().getTime() - rules.cooldownDays * 86_400_000);
    const lastInvitedAt =
      rules.cooldownDays > 0 ? await this.#d.invites.lastInvited(businessId, { phone: job.mobile, email: job.email }, since) : null;
    return decide(rules, job, {
      heardAt,
      lastInvitedAt,
      optedOut: (channel, to) => this.#d.messaging.isOptedOut(channel, to),
    });
  }

  async take(businessId: string, job: JobRecord): Promise<void> {
    if (!job.ready) return;
    const { db, clock } = this.#d;
    const now = clock.now();
    // The claim: the first to insert the job takes it; a claim left by a stopped process is taken over.
    const claimed = await db.em.execute<Row[]>(
      `insert into jobsystems_job (business_id, provider, external_id, label, customer_name, outcome, record, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'taking', ?, ?, ?)
       on conflict (business_id, provider, external_id) do update set updated_at = excluded.updated_at
         where jobsystems_job.outcome = 'taking' and jobsystems_job.updated_at < ?
       returning external_id`,
      [
        businessId,
        job.provider,
        job.externalId,
        job.label.slice(0, 100),
        job.customerName,
        JSON.stringify(job),
        now,
        now,
        new Date(now.getTime() - CLAIM_MS),
      ],
    );
    if (claimed.length === 0) return;
    try {
      await this.#decideAndAct(businessId, job, now);
    } catch (error) {
      // Let the retry take it again (the ledger keeps one job per external id, so nothing is recorded twice).
      await db.em.execute(
        "delete from jobsystems_job where business_id = ? and provider = ? and external_id = ? and outcome = 'taking'",
        [businessId, job.provider, job.externalId],
        'run',
      );
      throw error;
    }
  }

  async #decideAndAct(businessId: string, job: JobRecord, now: Date): Promise<void> {
    const { rules, consentBy } = await this.#d.rules.forAsking(businessId);
    const credited = await this.#d.people.credit(businessId, job.provider, job.workers);
    const ledger = await this.#d.ledger.record(
      businessId,
      {
        externalId: `${job.provider}:${job.externalId}`.slice(0, 120),
        jobDate: nzDate(job.doneAt),
        customerName: job.customerName,
        customerPhone: job.mobile,
        customerEmail: job.email,
        description: job.description,
        location: job.location || null,
        technicians: credited,
      },
      job.provider,
      SYSTEM_NAMES[job.provider],
    );
    await this.#set(businessId, job, { ledger_job_id: ledger.jobId });
    const decision = await this.decision(businessId, rules, job, now);
    if (decision.outcome === 'skip') return this.#skip(businessId, job, ledger.jobId, decision.reason, decision.note);
    if (decision.at.getTime() > now.getTime()) {
      await this.#set(businessId, job, { outcome: 'held', send_at: decision.at, channel: decision.channel });
      return;
    }
    await this.#ask(businessId, job, ledger.jobId, credited, consentBy!, decision);
  }

  /** Asks the held jobs now due, each checked against the rules again (a customer may have been asked meanwhile). */
  async askDue(limit = 100): Promise<number> {
    const now = this.#d.clock.now();
    const due = await this.#d.db.em.execute<Row[]>(
      `update jobsystems_job set outcome = 'taking', updated_at = ?
        where (business_id, provider, external_id) in (
          select business_id, provider, external_id from jobsystems_job where outcome = 'held' and send_at <= ?
           order by send_at limit ? for update skip locked)
        returning business_id, record, ledger_job_id`,
      [now, now, limit],
    );
    for (const row of due) {
      const businessId = String(row.business_id);
      const job = revive(row.record);
      const ledgerJobId = String(row.ledger_job_id);
      // Asked by hand meanwhile ("Invite now" on the job in the ledger): that invitation is the asking.
      const byHand = await this.#d.ledger.invitationOf(businessId, ledgerJobId);
      if (byHand) {
        await this.#set(businessId, job, {
          outcome: 'asked',
          invitation_id: byHand,
          send_at: null,
          note: 'Asked by hand from the jobs list',
        });
        continue;
      }
      const { rules, consentBy } = await this.#d.rules.forAsking(businessId);
      // The delay has passed: only the rules' other checks (and the hours) still apply.
      const decision = await this.decision(businessId, { ...rules, delayMinutes: 0 }, job, now);
      if (decision.outcome === 'skip') await this.#skip(businessId, job, ledgerJobId, decision.reason, decision.note);
      else if (decision.at.getTime() > now.getTime()) await this.#set(businessId, job, { outcome: 'held', send_at: decision.at });
      else
        await this.#ask(
          businessId,
          job,
          ledgerJobId,
          await this.#d.people.credit(businessId, job.provider, job.workers),
          consentBy!,
          decision,
        );
    }
    return due.length;
  }

  async #ask(
    businessId: string,
    job: JobRecord,
    ledgerJobId: string,
    credited: string[],
    consentBy: string,
    decision: Extract<Decision, { outcome: 'ask' }>,
  ): Promise<void> {
    try {
      const { inviteId } = await this.#d.invites.create(businessId, {
        customerName: job.customerName,
        customerPhone: decision.channel === 'sms' ? decision.to : null,
        customerEmail: decision.channel === 'email' ? decision.to : null,
        channel: decision.channel,
        jobDescription: job.description,
        jobLocation: job.location,
        teamMembers: credited,
        reference: ledgerReference(ledgerJobId),
        source: SYSTEM_NAMES[job.provider],
        consentBy,
      });
      await this.#set(businessId, job, { outcome: 'asked', invitation_id: inviteId, channel: decision.channel, send_at: null });
    } catch (error) {
      // Refused as the form would be (the plan's limit, an opt-out): recorded with the reason, never retried blindly.
      if (!(error instanceof HttpError)) throw error;
      this.#d.logger.info({ businessId, provider: job.provider, reason: error.message }, 'a job system job could not be asked');
      await this.#skip(businessId, job, ledgerJobId, 'not_sent', error.message.slice(0, 300));
    }
  }

  async #skip(businessId: string, job: JobRecord, ledgerJobId: string, reason: string, note: string | null): Promise<void> {
    await this.#d.ledger.skip(businessId, ledgerJobId, reason, note);
    await this.#set(businessId, job, { outcome: 'skipped', reason, note, send_at: null });
  }

  async #set(businessId: string, job: JobRecord, values: Record<string, unknown>): Promise<void> {
    const columns = Object.keys(values);
    await this.#d.db.em.execute(
      `update jobsystems_job set ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ?
        where business_id = ? and provider = ? and external_id = ?`,
      [...Object.values(values), this.#d.clock.now(), businessId, job.provider, job.externalId],
      'run',
    );
  }
}

/** A job record as stored (JSON): its date back as a Date. */
function revive(stored: unknown): JobRecord {
  const job = (typeof stored === 'string' ? JSON.parse(stored) : stored) as JobRecord & { doneAt: string };
  return { ...job, doneAt: new Date(job.doneAt) };
}
