import { authPort, billingPort, clockPort, databasePort, defineModuleServer, eventsPort, messagingPort } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { messengerInvites } from '@korero/module-messenger/contract';
import { invitesDirectory, invitesStats } from '../contract/index.ts';
import { InvitationStats } from './invitation-stats.ts';
import { Invitation } from './invitation.entity.ts';
import { InvitationData } from './invitation-data.ts';
import { invitesRoutes } from './invites.routes.ts';
import { InvitesService } from './invites.service.ts';
import { migrations } from './migrations/index.ts';

export default defineModuleServer({
  entities: [Invitation],
  migrations,
  lifecycle(ctx) {
    const data = new InvitationData(ctx.get(databasePort));
    ctx.exportData(async (businessId) => ({ invitations: await data.exportBusiness(businessId) }));
    ctx.deleteAccount((businessId) => data.deleteBusiness(businessId));
  },
  setup(ctx) {
    const business = ctx.get(businessDirectory);
    const invites = new InvitesService({
      db: ctx.get(databasePort),
      clock: ctx.get(clockPort),
      billing: ctx.get(billingPort),
      messaging: ctx.get(messagingPort),
      events: ctx.get(eventsPort),
      business,
      publicUrl: ctx.publicUrl,
      messenger: ctx.find(messengerInvites),
    });
    ctx.provide(invitesDirectory, invites);
    ctx.provide(invitesStats, new InvitationStats(ctx.get(databasePort)));
    business.contributeStats('invites', async (businessId) => ({
      invitesSent: await invites.countAll(businessId),
      invitesAnswered: await invites.countAnswered(businessId),
    }));
    ctx.routes((app) => invitesRoutes(app, { auth: ctx.get(authPort), invites, business }));
  },
});
