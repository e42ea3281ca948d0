import {
  aiPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  jobsPort,
  placesPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { googleRatings } from '@korero/module-google/contract';
import { reviewsStats } from '@korero/module-reviews/contract';
import { competitorsSummary } from '../contract/index.ts';
import { CompetitorsService } from './analysis.service.ts';
import { MarketReader } from './market-reader.ts';
import { ownRatingFromGoogleSync, ownRatingFromPlaces } from './own-rating.ts';
import { competitorsRoutes } from './competitors.routes.ts';
import { migrations } from './migrations/index.ts';

const analyse = defineJob<{ businessId: string }>('competitors.analyse');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    ctx.exportData(async (businessId) => {
      const [analysis] = await db.em.execute<Array<Record<string, unknown>>>(
        'select radius_km, result from competitors_analysis where business_id = ?',
        [businessId],
      );
      const choices = await db.em.execute<Array<Record<string, unknown>>>(
        'select kind, place_id, name, rating, total_reviews, as_of, created_at from competitors_choice where business_id = ? order by created_at',
        [businessId],
      );
      return { analysis: analysis ?? null, choices };
    });
    ctx.deleteAccount(async (businessId) => {
      await db.em.execute('delete from competitors_choice where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from competitors_analysis where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const jobs = ctx.get(jobsPort);
    const clock = ctx.get(clockPort);
    const places = ctx.get(placesPort);
    // The synced Google rating while the google module is on and the business has a location synced; else Places.
    const ownRating = ownRatingFromGoogleSync(ctx.find(googleRatings), ownRatingFromPlaces(places));
    const service = new CompetitorsService({
      db: ctx.get(databasePort),
      clock,
      places,
      billing: ctx.get(billingPort),
      business: ctx.get(businessDirectory),
      reader: new MarketReader({ clock, places, ai: ctx.get(aiPort), reviews: ctx.get(reviewsStats), logger: ctx.logger, ownRating }),
      jobs,
      job: analyse,
      logger: ctx.logger,
    });
    // One attempt: the run records its own failure (and keeps the previous result); the owner may ask again.
    jobs.define(analyse, async ({ businessId }) => service.run(businessId), { maxAttempts: 1 });
    // Others find nothing of it while an administrator has it switched off (the kernel's gate, decision 0041).
    ctx.provide(competitorsSummary, { latest: (businessId) => service.summary(businessId) });
    ctx.routes((app) => competitorsRoutes(app, { auth: ctx.get(authPort), service }));
  },
});
