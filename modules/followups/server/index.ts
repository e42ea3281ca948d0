import {
  activityPort,
  authPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  jobsPort,
  messagingPort,
  modulesPort,
  smsReceived,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { invitesDirectory, smsAllowance } from '@korero/module-invites/contract';
import {
  privateFeedbackSent,
  reviewSubmitted,
  reviewsPrivateNotices,
  reviewsSubmissions,
  submissionDeleted,
} from '@korero/module-reviews/contract';
import { teamsDirectory } from '@korero/module-teams/contract';
import { followUpsDirectory } from '../contract/index.ts';
import { Assignees } from './assignees.ts';
import { customerRoutes } from './customer.routes.ts';
import { CustomerFollowUps } from './customer.service.ts';
import { deleteBusiness, exportBusiness } from './followups-data.ts';
import { leanPageIndex, leanPageRoutes } from './lean-page.routes.ts';
import { shortLinkRoutes } from './short-link.routes.ts';
import { migrations } from './migrations/index.ts';
import { Openings } from './opening.ts';
import { ownerRoutes } from './owner.routes.ts';
import { OwnerFollowUps } from './owner.service.ts';
import { Reminders } from './reminders.ts';
import { SmsAllowance } from './sms-allowance.ts';

const reminderSweep = defineJob<null>('followups.reminderSweep');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    ctx.exportData((businessId) => exportBusiness(db, businessId));
    ctx.deleteAccount((businessId) => deleteBusiness(db, businessId));
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const messaging = ctx.get(messagingPort);
    const business = ctx.get(businessDirectory);
    const auth = ctx.get(authPort);
    const assignees = new Assignees({ auth, teams: ctx.find(teamsDirectory) });
    const sms = new SmsAllowance({ allowance: ctx.get(smsAllowance) });
    const invites = ctx.get(invitesDirectory);
    const openings = new Openings({
      db,
      clock,
      reviews: ctx.get(reviewsSubmissions),
      invites,
      messaging,
      business,
      publicUrl: ctx.publicUrl,
    });
    // The owner's email about private feedback comes from here, linked to its follow-up, while this module is on.
    const modules = ctx.get(modulesPort);
    ctx.get(reviewsPrivateNotices).takeOver(() => modules.list().some((m) => m.id === 'followups' && m.enabled));
    const owner = new OwnerFollowUps({ db, clock, messaging, business, invites, assignees, sms, publicUrl: ctx.publicUrl });
    const customers = new CustomerFollowUps({ db, clock, business, invites });
    const reminders = new Reminders({ db, clock, messaging, business, publicUrl: ctx.publicUrl, logger: ctx.logger });

    ctx.on(reviewSubmitted, (e) =>
      openings.fromSubmission({ businessId: e.businessId, submissionId: e.submissionId, inviteId: e.inviteId, at: e.createdAt }),
    );
    ctx.on(privateFeedbackSent, (e) =>
      openings.fromSubmission({ businessId: e.businessId, submissionId: e.submissionId, inviteId: e.inviteId, at: e.createdAt }),
    );
    ctx.on(submissionDeleted, (e) => openings.forget(e.businessId, e.submissionId));
    ctx.on(smsReceived, (e) => customers.smsReceived(e));

    const jobs = ctx.get(jobsPort);
    jobs.define(reminderSweep, async () => void (await reminders.sweep()), { maxAttempts: 1 });
    // Every quarter hour: a reminder due at 8:00 goes by 8:15.
    jobs.every(reminderSweep, { everySeconds: 900, payload: null, firstAfterSeconds: 300 });

    ctx.provide(followUpsDirectory, {
      counts: (businessId) => owner.counts(businessId),
      async oldestUnresolved(businessId) {
        const [row] = await db.em.execute<Array<{ at: Date | string | null }>>(
          `select min(created_at) as at from followups_follow_up where business_id = ? and status <> 'resolved'`,
          [businessId],
        );
        return row?.at ? new Date(row.at) : null;
      },
    });
    ctx.routes((app) => ownerRoutes(app, { auth, owner, db, clock, assignees, activity: ctx.get(activityPort) }));
    ctx.routes((app) => customerRoutes(app, { customers }));
    const leanPage = leanPageIndex(ctx.webDir);
    if (leanPage) ctx.routes((app) => leanPageRoutes(app, { index: leanPage, customers }), { prefix: '' });
    // A text reply's short link (/f/{token}), to the customer's page.
    ctx.routes((app) => shortLinkRoutes(app), { prefix: '' });
  },
});
