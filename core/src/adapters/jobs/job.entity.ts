import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A unit of background work. The queue is this table: claimed with FOR UPDATE SKIP LOCKED, retried with back-off. */
export const Job = defineEntity({
  name: 'CoreJob',
  tableName: 'core_job',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    payload: p.json<unknown>(),
    /** queued → running → done, or back to queued for a retry, or failed once attempts run out. */
    status: p.string().length(10),
    attempts: p.integer().default(0),
    maxAttempts: p.integer(),
    backoffSeconds: p.integer(),
    runAt: p.datetime(),
    lockedAt: p.datetime().nullable(),
    /** Until when the worker that claimed it holds it; renewed while it runs (database time). */
    leaseUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** At most one unfinished job per key (see the partial unique index in the migration). */
    dedupeKey: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'core_job_claim_index',
      expression: `create index "core_job_claim_index" on "core_job" ("name", "run_at") where "status" = 'queued'`,
    },
    {
      name: 'core_job_lease_index',
      expression: `create index "core_job_lease_index" on "core_job" ("lease_until") where "status" = 'running'`,
    },
    {
      name: 'core_job_finished_index',
      expression: `create index "core_job_finished_index" on "core_job" ("finished_at") where "status" in ('done', 'failed')`,
    },
    {
      name: 'core_job_dedupe_key_unique',
      expression: `create unique index "core_job_dedupe_key_unique" on "core_job" ("dedupe_key") where "status" in ('queued', 'running')`,
    },
  ],
});
export type Job = InferEntity<typeof Job>;
