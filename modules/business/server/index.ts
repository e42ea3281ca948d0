import {
  accountCreated,
  accountDeleting,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModuleServer,
  messagingPort,
  placesPort,
  storagePort,
  tierChanged,
} from '@korero/core/sdk';
import { businessDirectory } from '../contract/index.ts';
import { BusinessProfile } from './business-profile.entity.ts';
import { logoUploadRoutes, publicObjectRoutes } from './logo.routes.ts';
import { LogoService } from './logo.service.ts';
import { migrations } from './migrations/index.ts';
import { placesRoutes } from './places.routes.ts';
import { ProfileService } from './profile.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

export default defineModuleServer({
  entities: [BusinessProfile, UploadTicket],
  migrations,
  setup(ctx) {
    const auth = ctx.get(authPort);
    const storage = ctx.get(storagePort);
    const profiles = new ProfileService(ctx.get(databasePort), ctx.get(clockPort), ctx.get(billingPort), auth);
    const logos = new LogoService(ctx.get(databasePort), storage, ctx.get(clockPort), profiles);
    ctx.provide(businessDirectory, profiles);

    // The public profile shows the logo by plan, so a plan change drops its cached copy.
    ctx.on(tierChanged, ({ businessId }) => profiles.forget(businessId));
    ctx.on(accountCreated, async ({ accountId }) => {
      await profiles.row(accountId);
    });
    ctx.on(accountDeleting, async ({ accountId }) => {
      await logos.deleteBusiness(accountId);
      await profiles.deleteBusiness(accountId);
    });

    auth.contributeExport('business', async (businessId) => {
      const account = await auth.account(businessId);
      if (!account) return null;
      const { customCriteria, serviceTypes, logoUrl, ...profile } = await profiles.view({ ...account, businessId });
      return {
        profile: {
          ...profile,
          serviceTypes,
          customCriteria,
          logoUrl: logoUrl ? `${ctx.publicUrl}${logoUrl}` : null,
        },
      };
    });

    ctx.routes((app) => profileRoutes(app, { auth, profiles, logos }));
    ctx.routes((app) => logoUploadRoutes(app, { auth, logos }));
    ctx.routes((app) => placesRoutes(app, { auth, places: ctx.get(placesPort), messaging: ctx.get(messagingPort), supportEmail: ctx.env.SUPPORT_EMAIL }));
    ctx.routes((app) => publicObjectRoutes(app, { storage }), { prefix: '' });
  },
});
