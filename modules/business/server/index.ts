import {
  activityPort,
  authPort,
  billingPort,
  businessCreated,
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
  lifecycle(ctx) {
    const auth = ctx.get(authPort);
    const profiles = new ProfileService(ctx.get(databasePort), ctx.get(clockPort), ctx.get(billingPort), auth);
    const logos = new LogoService(ctx.get(databasePort), ctx.get(storagePort), ctx.get(clockPort), profiles);
    ctx.deleteAccount(async (businessId) => {
      await logos.deleteBusiness(businessId);
      await profiles.deleteBusiness(businessId);
    });
    ctx.exportData(async (businessId) => {
      const account = await auth.ownerOf(businessId);
      if (!account) return null;
      const { customCriteria, serviceTypes, logoUrl, ...profile } = await profiles.view({
        ...account,
        businessId,
        role: 'owner',
        teamMemberId: null,
      });
      return {
        profile: {
          ...profile,
          serviceTypes,
          customCriteria,
          logoUrl: logoUrl ? `${ctx.publicUrl}${logoUrl}` : null,
        },
      };
    });
  },
  setup(ctx) {
    const auth = ctx.get(authPort);
    const storage = ctx.get(storagePort);
    const profiles = new ProfileService(ctx.get(databasePort), ctx.get(clockPort), ctx.get(billingPort), auth);
    const logos = new LogoService(ctx.get(databasePort), storage, ctx.get(clockPort), profiles);
    ctx.provide(businessDirectory, profiles);
    // The kernel's business switcher shows the names businesses saved here; a new business starts with its name.
    auth.nameBusinesses(
      (ids) => profiles.names(ids),
      (id, name) => profiles.startNamed(id, name),
    );
    ctx.on(businessCreated, ({ businessId, businessName }) => profiles.startNamed(businessId, businessName));

    // The public profile shows the logo by plan, so a plan change drops the cached copy of the process that delivers
    // it (others' copies expire within seconds). Dropping a cache twice is harmless.
    ctx.on(tierChanged, ({ businessId }) => profiles.forget(businessId));

    ctx.routes((app) => profileRoutes(app, { auth, profiles, logos, places: ctx.get(placesPort), activity: ctx.get(activityPort) }));
    ctx.routes((app) => logoUploadRoutes(app, { auth, logos }));
    ctx.routes((app) =>
      placesRoutes(app, { auth, places: ctx.get(placesPort), messaging: ctx.get(messagingPort), supportEmail: ctx.env.SUPPORT_EMAIL }),
    );
    ctx.routes((app) => publicObjectRoutes(app, { storage }), { prefix: '' });
  },
});
