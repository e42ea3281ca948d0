import { authPort, clockPort, databasePort, defineJob, defineModuleServer, jobsPort, messagingPort } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { complianceCoverage } from '@korero/module-compliance/contract';
import { followUpsDirectory } from '@korero/module-followups/contract';
import { googleWeekFigures } from '@korero/module-google/contract';
import { invitesCredits, invitesStats } from '@korero/module-invites/contract';
import { reviewsStats } from '@korero/module-reviews/contract';
import { migrations } from './migrations/index.ts';
import { businessWeek, WeeklyReports } from './reports.service.ts';
import { preferenceRoutes, unsubscribeRoutes } from './routes.ts';

const sweep = defineJob<null>('weekly.sweep');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    ctx.exportData(async (businessId) => ({
      preferences: await db.em.execute('select account_id, enabled, updated_at from weekly_preference where business_id = ?', [businessId]),
      sent: await db.em.execute('select account_id, week, kind, sent_at from weekly_sent where business_id = ?', [businessId]),
    }));
    ctx.deleteAccount(async (businessId) => {
      await db.em.execute('delete from weekly_sent where business_id = ?', [businessId]);
      await db.em.execute('delete from weekly_preference where business_id = ?', [businessId]);
    });
  },
  setup(ctx) {
    const jobs = ctx.get(jobsPort);
    const reports = new WeeklyReports({
      publicUrl: ctx.publicUrl,
      db: ctx.get(databasePort),
      clock: ctx.get(clockPort),
      auth: ctx.get(authPort),
      jobs,
      messaging: ctx.get(messagingPort),
      business: ctx.get(businessDirectory),
      credits: ctx.get(invitesCredits),
      figures: {
        invites: ctx.get(invitesStats),
        reviews: ctx.get(reviewsStats),
        google: ctx.find(googleWeekFigures),
        followUps: ctx.find(followUpsDirectory),
        compliance: ctx.find(complianceCoverage),
      },
      logger: ctx.logger,
    });
    jobs.define(sweep, async () => void (await reports.sweep()), { maxAttempts: 1 });
    // Every quarter hour, so the reports go by 8:15 on Monday; only the first sweep after 8:00 queues the week.
    jobs.every(sweep, { everySeconds: 900, payload: null, firstAfterSeconds: 300 });
    jobs.define(businessWeek, async ({ businessId, week }) => void (await reports.sendBusiness(businessId, week)), { maxAttempts: 5 });
    ctx.routes((app) => preferenceRoutes(app, { auth: ctx.get(authPort), reports }));
    ctx.routes((app) => unsubscribeRoutes(app, { reports, publicUrl: ctx.publicUrl }), { prefix: '' });
  },
});
