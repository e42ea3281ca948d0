import { databasePort, defineModule, defineModuleServer, type DefinedModule } from '@korero/core/sdk';
import google from '../../module.ts';
import { googleRatings } from '../../contract/index.ts';
import { migrations } from '../migrations/index.ts';
import type { MatchService } from './match.service.ts';
import { setupMatching } from './setup.ts';

/** The match service of the last kernel started with googleForMatchingTests (tests run one kernel per file). */
export const wired: { matches: MatchService | null } = { matches: null };

/**
 * A temporary stand-in for the google module's server, for matching's own tests while server/index.ts is built
 * elsewhere: its migrations, setupMatching (as index.ts is to call it), and google.ratings read from
 * google_connection (the core's real one replaces it).
 */
export const googleForMatchingTests: DefinedModule = defineModule({
  ...google,
  server: async () => ({
    default: defineModuleServer({
      migrations,
      setup(ctx) {
        wired.matches = setupMatching(ctx).matches;
        const db = ctx.get(databasePort);
        ctx.provide(googleRatings, {
          async ownRating(businessId) {
            const [row] = await db.em.execute<
              Array<{ average_rating: number | null; total_reviews: number; last_sync_at: Date | string | null }>
            >('select average_rating, total_reviews, last_sync_at from google_connection where business_id = ?', [businessId]);
            if (!row || row.average_rating === null || !row.last_sync_at) return null;
            return {
              averageRating: Number(row.average_rating),
              totalReviews: Number(row.total_reviews),
              syncedAt: new Date(row.last_sync_at),
            };
          },
        });
      },
    }),
  }),
});
