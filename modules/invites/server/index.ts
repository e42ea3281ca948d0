import {
  activityPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  eventsPort,
  jobsPort,
  messagingPort,
  recordChainPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { messengerInvites } from '@korero/module-messenger/contract';
import { teamsDirectory } from '@korero/module-teams/contract';
import {
  contactSourceRecords,
  invitesChannels,
  invitesCreator,
  invitesCredits,
  invitesDirectory,
  invitesStats,
  SHORT_LINK_PATH,
  smsAllowance,
} from '../contract/index.ts';
import { AutomaticInvites } from './automatic-invites.ts';
import { ContactRecords } from './contact-history.ts';
import { InvitationChannels } from './invitation-channels.ts';
import { Credits } from './credits.ts';
import { InvitationStats } from './invitation-stats.ts';
import { Invitation } from './invitation.entity.ts';
import { InvitationData } from './invitation-data.ts';
import { invitesRoutes } from './invites.routes.ts';
import { shortLinkRoutes } from './short-link.routes.ts';
import { technicianPageIndex, technicianPageRoutes } from './technician-page.routes.ts';
import { InvitesService } from './invites.service.ts';
import { migrations } from './migrations/index.ts';
import { ReminderService } from './reminders.ts';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

const reminderSweep = defineJob<null>('invites.reminderSweep');
const remindBusiness = defineJob<{ businessId: string }>('invites.remindBusiness');

export default defineModuleServer({
  entities: [Invitation],
  migrations,
  lifecycle(ctx) {
    const data = new InvitationData(ctx.get(databasePort));
    ctx.exportData((businessId) => data.exportBusiness(businessId));
    ctx.deleteAccount((businessId) => data.deleteBusiness(businessId));
  },
  setup(ctx) {
    const business = ctx.get(businessDirectory);
    const reviewUrl = (token: string) => `${ctx.publicUrl}${reviewsPage('/review/:token', { token })}`;
    const reminders = new ReminderService({
      publicUrl: ctx.publicUrl,
      db: ctx.get(databasePort),
      clock: ctx.get(clockPort),
      billing: ctx.get(billingPort),
      messaging: ctx.get(messagingPort),
      business,
      reviewUrl,
      shortUrl: (code: string) => `${ctx.publicUrl}${SHORT_LINK_PATH}${code}`,
      logger: ctx.logger,
    });
    const jobs = ctx.get(jobsPort);
    // The sweep lists the businesses with a reminder due and queues one job each (one per business and quarter hour),
    // so no run walks every business and the work spreads over every process's worker.
    jobs.define(remindBusiness, async ({ businessId }) => void (await reminders.remindBusiness(businessId)), { maxAttempts: 1 });
    jobs.define(
      reminderSweep,
      async () => {
        const quarter = Math.floor(ctx.get(clockPort).now().getTime() / 900_000);
        const businesses = await reminders.businessesDue();
        await jobs.enqueueMany(
          remindBusiness,
          businesses.map((businessId) => ({ payload: { businessId }, key: `invites.remindBusiness:${businessId}:${quarter}` })),
        );
      },
      { maxAttempts: 1 },
    );
    // Every quarter hour, so a reminder held overnight goes soon after 9:00.
    jobs.every(reminderSweep, { everySeconds: 900, payload: null, firstAfterSeconds: 300 });
    const records = new ContactRecords();
    const invites = new InvitesService({
      db: ctx.get(databasePort),
      clock: ctx.get(clockPort),
      billing: ctx.get(billingPort),
      messaging: ctx.get(messagingPort),
      events: ctx.get(eventsPort),
      business,
      publicUrl: ctx.publicUrl,
      messenger: ctx.find(messengerInvites),
      reminders,
      teams: ctx.find(teamsDirectory),
      activity: ctx.get(activityPort),
      contactSources: records,
      chain: ctx.get(recordChainPort),
    });
    ctx.provide(contactSourceRecords, records);
    ctx.provide(invitesDirectory, invites);
    ctx.provide(invitesCreator, new AutomaticInvites(ctx.get(databasePort), invites));
    ctx.provide(invitesStats, new InvitationStats(ctx.get(databasePort)));
    ctx.provide(invitesChannels, new InvitationChannels(ctx.get(databasePort)));
    ctx.provide(smsAllowance, {
      usage: async (businessId) => {
        const { sms, label, planName, smsLimit } = await invites.usageWithLimits(businessId);
        return { used: sms, limit: smsLimit, planName, month: label };
      },
    });
    business.contributeStats('invites', async (businessId) => ({
      invitesSent: await invites.countAll(businessId),
      invitesAnswered: await invites.countAnswered(businessId),
    }));
    const credits = new Credits(ctx.find(teamsDirectory), business);
    ctx.provide(invitesCredits, credits);
    // The invitation form and Settings count a text before it exists: they need the real length of its link.
    business.contributeProfileFields('invites', async () => ({ smsLinkLength: invites.shortUrlLength() }));
    ctx.routes((app) =>
      invitesRoutes(app, { auth: ctx.get(authPort), invites, business, reminders, credits, activity: ctx.get(activityPort) }),
    );
    ctx.routes((app) => shortLinkRoutes(app, { invites }), { prefix: '' });
    const technicianPage = technicianPageIndex(ctx.webDir);
    if (technicianPage) ctx.routes((app) => technicianPageRoutes(app, { index: technicianPage }), { prefix: '' });
  },
});
