import { authPort, clockPort, databasePort, defineJob, defineModuleServer, eventsPort, jobsPort, messagingPort } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { inviteCreated, invitesCredits } from '@korero/module-invites/contract';
import { reviewsStats } from '@korero/module-reviews/contract';
import { complianceCoverage, complianceLedger } from '../contract/ledger.ts';
import { complianceRoutes } from './compliance.routes.ts';
import { Coverage } from './coverage.service.ts';
import { ProofOfAsking } from './proof.ts';
import { JobImport } from './import.service.ts';
import { Job } from './job.entity.ts';
import { Jobs, REFERENCE_PREFIX, toAnswer } from './jobs.service.ts';
import { migrations } from './migrations/index.ts';

const alertSweep = defineJob<null>('compliance.alertSweep');
const alertCheck = defineJob<{ businessId: string }>('compliance.alertCheck');

export default defineModuleServer({
  entities: [Job],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    ctx.exportData(async (businessId) => ({
      jobs: (await db.em.find(Job, { businessId }, { orderBy: { jobDate: 'asc', createdAt: 'asc' } })).map(toAnswer),
      // Technicians alerted now for low coverage (the daily figures are counted from the jobs above).
      alerts: await db.em.execute('select technician, alerted_at from compliance_alert where business_id = ? order by technician', [
        businessId,
      ]),
    }));
    ctx.deleteAccount(async (businessId) => {
      await db.em.nativeDelete(Job, { businessId });
      // After the jobs: deleting them marks their days in the table again.
      await db.em.execute('delete from compliance_stats_day where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from compliance_alert where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const auth = ctx.get(authPort);
    const coverage = new Coverage({ db, clock, auth, messaging: ctx.get(messagingPort), publicUrl: ctx.publicUrl });
    const jobs = new Jobs(db, clock, ctx.get(eventsPort), (businessId, technicians) => coverage.checkAlerts(businessId, technicians));
    ctx.provide(complianceLedger, {
      async record(businessId, input, source) {
        const { job, created } = await jobs.create(businessId, input, source);
        return { jobId: job.id, created };
      },
      skip: (businessId, jobId, reason, note) => jobs.skipAutomatically(businessId, jobId, reason, note),
      invitationOf: async (businessId, jobId) => (await jobs.get(businessId, jobId).catch(() => null))?.inviteId ?? null,
    });
    ctx.provide(complianceCoverage, {
      async summary(businessId, from, to) {
        const { summary } = await coverage.report(businessId, from, to);
        return {
          jobs: summary.totalJobsCompleted,
          invited: summary.totalInvitesSent,
          coveragePercentage: summary.overallCoveragePercentage,
        };
      },
    });
    // "Invite now" on a job creates the invitation with the job's reference: that is the customer being asked.
    ctx.on(inviteCreated, async ({ reference, businessId, inviteId, createdAt, channels }) => {
      if (!reference?.startsWith(REFERENCE_PREFIX)) return;
      await jobs.markInvited(businessId, reference.slice(REFERENCE_PREFIX.length), inviteId, new Date(createdAt), channels);
    });
    // Hourly, in one process: a day after a job was left unasked, its technician's week is checked without a write.
    // The sweep only lists the businesses with jobs in the window and queues one small check each (one per business
    // and hour), so no run walks every business and the checks spread over every process's worker.
    const jobRunner = ctx.get(jobsPort);
    jobRunner.define(alertCheck, ({ businessId }) => coverage.checkBusiness(businessId), { maxAttempts: 3 });
    jobRunner.define(
      alertSweep,
      async () => {
        const hour = clock.now().toISOString().slice(0, 13);
        const businesses = await coverage.businessesToCheck();
        await jobRunner.enqueueMany(
          alertCheck,
          businesses.map((businessId) => ({ payload: { businessId }, key: `compliance.alertCheck:${businessId}:${hour}` })),
        );
      },
      { maxAttempts: 1 },
    );
    jobRunner.every(alertSweep, { everySeconds: 3600, payload: null, firstAfterSeconds: 900 });
    const proof = new ProofOfAsking({ db, auth, business: ctx.get(businessDirectory), reviews: ctx.get(reviewsStats) });
    const credits = ctx.get(invitesCredits);
    ctx.routes((app) =>
      complianceRoutes(app, {
        auth,
        jobs,
        coverage,
        imports: new JobImport(db, clock),
        proof,
        now: () => clock.now(),
        memberName: (businessId, teamMemberId) => credits.memberName(businessId, teamMemberId),
      }),
    );
  },
});
