import {
  accountDeleting,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModuleServer,
  eventsPort,
  messagingPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { invitesDirectory } from '../contract/index.ts';
import { Invitation } from './invitation.entity.ts';
import { invitesRoutes } from './invites.routes.ts';
import { InvitesService } from './invites.service.ts';
import { migrations } from './migrations/index.ts';

export default defineModuleServer({
  entities: [Invitation],
  migrations,
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
    });
    ctx.provide(invitesDirectory, invites);
    business.contributeStats('invites', async (businessId) => ({ invitesSent: await invites.countAll(businessId) }));
    ctx.on(accountDeleting, ({ accountId }) => invites.deleteBusiness(accountId));
    ctx.get(authPort).contributeExport('invites', async (businessId) => ({ invitations: await invites.exportBusiness(businessId) }));
    ctx.routes((app) => invitesRoutes(app, { auth: ctx.get(authPort), invites, business }));
  },
});
