import { activityPort, authPort, clockPort, databasePort, defineModuleServer } from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { googleShowcase } from '@korero/module-google/contract';
import { reviewsShowcase, reviewsSubmissions } from '@korero/module-reviews/contract';
import { migrations } from './migrations/index.ts';
import { ownerRoutes } from './owner.routes.ts';
import { publicRoutes } from './public.routes.ts';
import { ShowcaseReviews } from './reviews.service.ts';
import { ShowcaseSettingsService } from './settings.service.ts';

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    ctx.exportData(async (businessId) => {
      const [settings] = await db.em.execute<Array<Record<string, unknown>>>(
        'select enabled, theme, layout, slug, created_at, updated_at from showcase_settings where business_id = ?',
        [businessId],
      );
      const hidden = await db.em.execute('select source, review_id, hidden_at, reason from showcase_hidden where business_id = ?', [
        businessId,
      ]);
      return { settings: settings ?? null, hiddenReviews: hidden };
    });
    ctx.deleteAccount(async (businessId) => {
      await db.em.execute('delete from showcase_hidden where business_id = ?', [businessId]);
      await db.em.execute('delete from showcase_settings where business_id = ?', [businessId]);
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const settings = new ShowcaseSettingsService({
      db,
      clock: ctx.get(clockPort),
      business: ctx.get(businessDirectory),
      publicUrl: ctx.publicUrl,
    });
    const reviews = new ShowcaseReviews({
      settings,
      reviews: ctx.get(reviewsShowcase),
      submissions: ctx.get(reviewsSubmissions),
      google: ctx.find(googleShowcase),
      business: ctx.get(businessDirectory),
    });
    ctx.routes((app) => ownerRoutes(app, { auth: ctx.get(authPort), activity: ctx.get(activityPort), settings, reviews }));
    // The script and the page live outside /api, at short addresses a website and a shared link carry.
    ctx.routes((app) => publicRoutes(app, { settings, reviews, publicUrl: ctx.publicUrl }), { prefix: '' });
  },
});
