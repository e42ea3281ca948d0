import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A job that runs every so often. Its next run is claimed here, by one process, before the job is enqueued. */
export const JobSchedule = defineEntity({
  name: 'CoreJobSchedule',
  tableName: 'core_job_schedule',
  properties: {
    name: p.string().length(100).primary(),
    everySeconds: p.integer(),
    nextRunAt: p.datetime(),
    lastRunAt: p.datetime().nullable(),
  },
});
export type JobSchedule = InferEntity<typeof JobSchedule>;
