import {
  authPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  eventsPort,
  isUuid,
  jobsPort,
  messagingPort,
  recordChainPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { contactSourceRecords, inviteCreated, invitesCredits } from '@korero/module-invites/contract';
import { reviewsStats } from '@korero/module-reviews/contract';
import { googleReviewLookup } from '@korero/module-google/contract';
import { complianceCoverage, complianceLedger } from '../contract/ledger.ts';
import { complianceRoutes } from './compliance.routes.ts';
import { HeadEmail } from './head-email.service.ts';
import { recordOfAskingRoutes } from './record-of-asking.routes.ts';
import { Coverage } from './coverage.service.ts';
import { ProofOfAsking } from './proof.ts';
import { JobImport } from './import.service.ts';
import { Job } from './job.entity.ts';
import { contactSourceOf, Jobs, REFERENCE_PREFIX, toAnswer } from './jobs.service.ts';
import { migrations } from './migrations/index.ts';

const alertSweep = defineJob<null>('compliance.alertSweep');
const alertCheck = defineJob<{ businessId: string }>('compliance.alertCheck');
const headSweep = defineJob<null>('compliance.headSweep');
const headEmail = defineJob<{ businessId: string }>('compliance.headEmail');
const WEEK_SECONDS = 7 * 86_400;

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
      await db.em.execute('delete from compliance_head_email where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const auth = ctx.get(authPort);
    const coverage = new Coverage({ db, clock, auth, messaging: ctx.get(messagingPort), publicUrl: ctx.publicUrl });
    const chain = ctx.get(recordChainPort);
    const jobs = new Jobs(db, clock, ctx.get(eventsPort), chain, (businessId, technicians) =>
      coverage.checkAlerts(businessId, technicians),
    );
    ctx.provide(complianceLedger, {
      async record(businessId, input, source, label) {
        const { job, created } = await jobs.create(businessId, input, source, {
          createdBy: null,
          ownOnly: false,
          sourceLabel: label ?? null,
        });
        return { jobId: job.id, created };
      },
      skip: (businessId, jobId, reason, note) => jobs.skipAutomatically(businessId, jobId, reason, note),
      invitationOf: async (businessId, jobId) => (await jobs.get(businessId, jobId).catch(() => null))?.inviteId ?? null,
    });
    ctx.provide(complianceCoverage, {
      async summary(businessId, from, to) {
        const { jobs, invited, coverage: percentage } = await coverage.totals(businessId, from, to);
        return { jobs, invited, coveragePercentage: percentage };
      },
    });
    // "Invite now" on a job: the invitation keeps where the job's customer came from (a CSV file, an API key…).
    ctx.get(contactSourceRecords).contribute(REFERENCE_PREFIX, {
      async of(businessId, reference) {
        const jobId = reference.slice(REFERENCE_PREFIX.length);
        const job = isUuid(jobId) ? await db.em.findOne(Job, { businessId, id: jobId }) : null;
        return job ? { source: contactSourceOf(job), phone: job.customerPhone ?? null, email: job.customerEmail ?? null } : null;
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
    // Weekly, in one process: one small job per business whose chain has entries, keyed by week so it goes once.
    const heads = new HeadEmail({ db, clock, auth, messaging: ctx.get(messagingPort), chain, publicUrl: ctx.publicUrl });
    jobRunner.define(headEmail, ({ businessId }) => heads.send(businessId), { maxAttempts: 3 });
    jobRunner.define(
      headSweep,
      async () => {
        const week = Math.floor(clock.now().getTime() / (WEEK_SECONDS * 1000));
        for (let after = '', page: string[]; (page = await chain.chains(after, 500)).length; after = page.at(-1)!) {
          await jobRunner.enqueueMany(
            headEmail,
            page.map((businessId) => ({ payload: { businessId }, key: `compliance.headEmail:${businessId}:${week}` })),
          );
        }
      },
      { maxAttempts: 1 },
    );
    // The first a week after the schedule starts: a business's first email then has a week of entries behind it.
    jobRunner.every(headSweep, { everySeconds: WEEK_SECONDS, payload: null, firstAfterSeconds: WEEK_SECONDS });
    const proof = new ProofOfAsking({ db, auth, business: ctx.get(businessDirectory), reviews: ctx.get(reviewsStats) });
    const credits = ctx.get(invitesCredits);
    ctx.routes((app) =>
      complianceRoutes(app, {
        auth,
        jobs,
        coverage,
        imports: new JobImport(db, clock, chain),
        proof,
        now: () => clock.now(),
        memberName: (businessId, teamMemberId) => credits.memberName(businessId, teamMemberId),
      }),
    );
    ctx.routes((app) =>
      recordOfAskingRoutes(app, {
        auth,
        chain,
        headEmail: heads,
        business: ctx.get(businessDirectory),
        google: ctx.find(googleReviewLookup),
        now: () => clock.now(),
      }),
    );
  },
});
