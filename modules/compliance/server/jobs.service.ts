import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ClockPort, Database, EventsPort, RecordChainPort } from '@korero/core/sdk';
import { badRequest, conflict, isUuid, notFound } from '@korero/core/sdk';
import { complianceSettings } from '@korero/config/compliance';
import type { ContactSource, ContactSourceKind } from '@korero/module-invites/contract';
import type { ComplianceJob, JobInput } from '../contract/api.ts';
import { jobRecorded } from '../contract/events.ts';
import { jobRecordedEntry, jobUpdatedEntry } from './chain-entries.ts';
import { Job } from './job.entity.ts';

export const REFERENCE_PREFIX = 'compliance-job:';

/** The sources people record jobs through, as contact sources' kinds; any other source is a job system's. */
const PEOPLES_KINDS: Partial<Record<string, ContactSourceKind>> = { manual: 'person', csv: 'csv', api: 'api_key' };

/** Where a job's customer came from, as invitations keep it (issue 47): its source's kind and what names it. */
export function contactSourceOf(j: Pick<Job, 'source' | 'sourceLabel'>): ContactSource {
  const kind = PEOPLES_KINDS[j.source] ?? 'job_system';
  // Older jobs kept no label: a job system's is still named by its id ("xero").
  return { kind, label: j.sourceLabel ?? (kind === 'job_system' ? j.source : '') };
}

export function toAnswer(j: Job): ComplianceJob {
  return {
    id: j.id,
    externalId: j.externalId ?? null,
    jobDate: j.jobDate,
    customerName: j.customerName,
    customerPhone: j.customerPhone ?? null,
    customerEmail: j.customerEmail ?? null,
    description: j.description,
    location: j.location ?? null,
    technicians: j.technicians,
    outcome: j.outcome as ComplianceJob['outcome'],
    inviteId: j.inviteId ?? null,
    invitedAt: j.invitedAt?.toISOString() ?? null,
    skipReason: j.skipReason ?? null,
    skipNote: j.skipNote ?? null,
    source: j.source,
    sourceLabel: j.sourceLabel ?? null,
    createdAt: j.createdAt.toISOString(),
  };
}

/** A business's completed jobs and their outcomes. Every change says which technicians' coverage it moved. */
export class Jobs {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #changed: (businessId: string, technicians: string[]) => Promise<void>;

  readonly #events: EventsPort;
  readonly #chain: RecordChainPort;

  constructor(
    db: Database,
    clock: ClockPort,
    events: EventsPort,
    chain: RecordChainPort,
    changed: (businessId: string, technicians: string[]) => Promise<void>,
  ) {
    this.#db = db;
    this.#clock = clock;
    this.#events = events;
    this.#chain = chain;
    this.#changed = changed;
  }

  /** A skip in the record of asking: the reason as chosen, the note (free text, it may name someone) only as a digest. */
  #recordSkip(job: Job, by: string | null): Promise<void> {
    return this.#chain.append(job.businessId, {
      kind: 'compliance.job_skipped',
      data: { jobId: job.id, reason: job.skipReason ?? null, note: this.#chain.digest('text', job.skipNote), by },
    });
  }

  /** Records a job; with an external id already recorded, answers that job instead (created: false). */
  /**
   * `createdBy` is the person recording it by hand (null for an import or an API key); `ownOnly` says they may see
   * only the jobs they recorded (a technician), so another's job with the same external id is not shown to them.
   */
  async create(
    businessId: string,
    input: JobInput,
    /** manual, csv, api, or the job system it came from (xero, servicem8, fergus). */
    source: string,
    by: { createdBy: string | null; ownOnly: boolean; sourceLabel?: string | null } = { createdBy: null, ownOnly: false },
  ): Promise<{ job: Job; created: boolean }> {
    const em = this.#db.em;
    if (input.externalId) {
      const existing = await em.findOne(Job, { businessId, externalId: input.externalId });
      if (existing && by.ownOnly && existing.createdBy !== by.createdBy)
        throw conflict('A job with this externalId is already recorded. Ask a manager to change it.');
      if (existing) return { job: existing, created: false };
    }
    const now = this.#clock.now();
    const job = (tx: typeof em) =>
      tx.create(Job, {
        id: randomUUID(),
        businessId,
        externalId: input.externalId,
        jobDate: input.jobDate,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        description: input.description,
        location: input.location,
        technicians: [...new Set(input.technicians)],
        outcome: 'pending',
        inviteId: null,
        invitedAt: null,
        inviteChannels: null,
        skipReason: null,
        skipNote: null,
        skippedBy: null,
        skippedAt: null,
        source,
        sourceLabel: by.sourceLabel?.slice(0, 200) || null,
        createdBy: by.createdBy,
        createdAt: now,
        updatedAt: now,
      });
    let recorded: Job;
    try {
      recorded = await this.#db.transaction(async (tx) => {
        const row = job(tx);
        await tx.flush();
        // The record of asking: the job's customer only as digests (docs/decisions/0045).
        await this.#chain.append(businessId, jobRecordedEntry(this.#chain, row.id, input, source));
        // A job system's job, a job typed in, or one "Invite now" made: listeners (webhooks) hear of each one.
        await this.#events.emit(jobRecorded, { businessId, job: toAnswer(row) });
        return row;
      });
    } catch (error) {
      // Two posts of one external id at once: the index keeps one, and the second answers it.
      if (!(error instanceof UniqueConstraintViolationException) || !input.externalId) throw error;
      em.clear();
      return { job: await em.findOneOrFail(Job, { businessId, externalId: input.externalId }), created: false };
    }
    await this.#changed(businessId, recorded.technicians);
    return { job: recorded, created: true };
  }

  async get(businessId: string, id: string): Promise<Job> {
    const job = await this.#db.em.findOne(Job, { id, businessId });
    if (!job) throw notFound('No such job.');
    return job;
  }

  /** `by` is the person editing it (null for an API key): the record of asking names them. */
  async update(businessId: string, id: string, input: JobInput, by: string | null): Promise<Job> {
    const job = await this.get(businessId, id);
    const before = job.technicians;
    Object.assign(job, {
      jobDate: input.jobDate,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      customerEmail: input.customerEmail,
      description: input.description,
      location: input.location,
      technicians: [...new Set(input.technicians)],
      updatedAt: this.#clock.now(),
    });
    // The edit and its entry in the record of asking stand or fall together, as a new job's do.
    await this.#db.transaction(async (em) => {
      await em.flush();
      await this.#chain.append(businessId, jobUpdatedEntry(this.#chain, job.id, input, by));
    });
    await this.#changed(businessId, [...new Set([...before, ...job.technicians])]);
    return job;
  }

  async skip(businessId: string, id: string, reason: string, note: string | null, by: string): Promise<Job> {
    if (!complianceSettings.skipReasons.some((r) => r.id === reason)) {
      throw badRequest(`reason must be one of ${complianceSettings.skipReasons.map((r) => r.id).join(', ')}`);
    }
    const job = await this.get(businessId, id);
    if (job.outcome === 'invited') throw badRequest('This customer was already invited; an invited job cannot be skipped.');
    const now = this.#clock.now();
    Object.assign(job, { outcome: 'skipped', skipReason: reason, skipNote: note, skippedBy: by, skippedAt: now, updatedAt: now });
    await this.#db.transaction(async (em) => {
      await em.flush();
      await this.#recordSkip(job, by);
    });
    await this.#changed(businessId, job.technicians);
    return job;
  }

  /**
   * Korero did not ask a job system's job (issue 45), for one of its automatic reasons or the shared no_contact and
   * asked_recently: no person skipped it. A job already invited stays invited.
   */
  async skipAutomatically(businessId: string, id: string, reason: string, note: string | null): Promise<void> {
    const known = [...complianceSettings.skipReasons, ...complianceSettings.automaticSkipReasons];
    if (!known.some((r) => r.id === reason)) throw new Error(`Unknown skip reason "${reason}"`);
    const job = await this.get(businessId, id);
    if (job.outcome === 'invited') return;
    const now = this.#clock.now();
    Object.assign(job, { outcome: 'skipped', skipReason: reason, skipNote: note, skippedBy: null, skippedAt: now, updatedAt: now });
    await this.#db.transaction(async (em) => {
      await em.flush();
      await this.#recordSkip(job, null);
    });
    await this.#changed(businessId, job.technicians);
  }

  /** An invitation was created for the job (its reference names it): the customer was asked. */
  async markInvited(businessId: string, jobId: string, inviteId: string, at: Date, channels: string[]): Promise<void> {
    if (!isUuid(jobId)) return;
    const job = await this.#db.em.findOne(Job, { id: jobId, businessId });
    if (!job || job.inviteId === inviteId) return;
    Object.assign(job, {
      outcome: 'invited',
      inviteId,
      invitedAt: at,
      inviteChannels: channels.length ? channels : ['link'],
      skipReason: null,
      skipNote: null,
      skippedBy: null,
      skippedAt: null,
      updatedAt: this.#clock.now(),
    });
    await this.#db.em.flush();
    await this.#changed(businessId, job.technicians);
  }

  /** A page of jobs, newest first; with `createdBy`, only the jobs that person recorded (a technician's list). */
  async list(
    businessId: string,
    page: number,
    limit: number,
    outcome?: string,
    createdBy?: string,
  ): Promise<{ rows: Job[]; total: number }> {
    const [rows, total] = await this.#db.em.findAndCount(
      Job,
      { businessId, ...(outcome ? { outcome } : {}), ...(createdBy ? { createdBy } : {}) },
      { orderBy: { jobDate: 'desc', createdAt: 'desc', id: 'desc' }, limit, offset: (page - 1) * limit },
    );
    return { rows, total };
  }

  async remove(businessId: string, id: string): Promise<void> {
    const job = await this.get(businessId, id);
    // The chain keeps its digests and says the details are gone (docs/decisions/0045).
    await this.#db.transaction(async (em) => {
      await em.nativeDelete(Job, { id: job.id });
      await this.#chain.append(businessId, { kind: 'compliance.job_deleted', data: { jobId: job.id, detailsDeleted: true } });
    });
    await this.#changed(businessId, job.technicians);
  }
}
