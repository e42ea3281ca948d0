import {
  activityPort,
  aiPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  jobsPort,
  messagingPort,
  secretBox,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { reviewsSubmissions } from '@korero/module-reviews/contract';
import { googleRatings, googleReviewLookup, googleShowcase, googleWeekFigures } from '../contract/index.ts';
import { ConnectionService } from './connection.service.ts';
import { GoogleApi } from './google-api.ts';
import { deleteBusinessData, exportBusinessData } from './google-data.ts';
import { googleRoutes, NOT_CONFIGURED } from './google.routes.ts';
import { googleEnvOf } from './env.ts';
import { googleSettings, type GoogleSettings } from './google-settings.ts';
import { setupMatching } from './matching/setup.ts';
import { migrations } from './migrations/index.ts';
import { alertRush, notifyAfterSync, registerDigest } from './notify/index.ts';
import { createReplySuggester } from './reply/index.ts';
import { GoogleReviewRows } from './review-rows.ts';
import { reviewsRoutes, type SuggestReply } from './reviews.routes.ts';
import { ReviewsService } from './reviews.service.ts';
import { googleReviewLookupOf, googleShowcaseOf } from './showcase.service.ts';
import { SyncService } from './sync.service.ts';

const syncJob = defineJob<{ businessId: string }>('google.sync');
const tickJob = defineJob<Record<string, never>>('google.syncDue');

const callbackUrl = (publicUrl: string) => `${publicUrl}/api/google/callback`;
const apiOf = (settings: GoogleSettings, publicUrl: string) => new GoogleApi(settings, callbackUrl(publicUrl));

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    const settings = googleSettings(googleEnvOf(ctx));
    ctx.exportData((businessId) => exportBusinessData(db, businessId));
    ctx.deleteAccount(async (businessId) => {
      // Revokes the grant at Google when reachable, then forgets everything of the business's here.
      const [row] = await db.em.execute<Array<{ refresh_token_sealed: string }>>(
        'select refresh_token_sealed from google_connection where business_id = ?',
        [businessId],
      );
      if (settings && row) {
        try {
          await apiOf(settings, ctx.publicUrl).revoke(secretBox(settings.keys).open(row.refresh_token_sealed));
        } catch (error) {
          ctx.logger.warn({ businessId, err: (error as Error).message }, 'could not revoke the Google grant; deleting it anyway');
        }
      }
      await deleteBusinessData(db, businessId);
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const jobs = ctx.get(jobsPort);
    const settings = googleSettings(googleEnvOf(ctx));
    const connections = settings
      ? new ConnectionService({
          db,
          clock,
          api: apiOf(settings, ctx.publicUrl),
          box: secretBox(settings.keys),
          business: ctx.get(businessDirectory),
          jobs,
          syncJob,
          logger: ctx.logger,
        })
      : null;
    const sync = connections ? new SyncService({ db, clock, connections, jobs, syncJob, logger: ctx.logger }) : null;
    const reviews = new ReviewsService({ db, clock, billing: ctx.get(billingPort), connections, submissions: ctx.get(reviewsSubmissions) });

    // One attempt: a sync records its own failure and when to try again; the scheduler queues the next.
    jobs.define(
      syncJob,
      async ({ businessId }) => {
        await sync?.sync(businessId);
      },
      { maxAttempts: 1 },
    );
    jobs.define(tickJob, async () => {
      await sync?.enqueueDue();
    });
    jobs.every(tickJob, { everySeconds: 60, payload: {} });
    // After a sync that added or removed reviews: match them to submissions first, so the owner's email about a
    // removed review can name the customer it came from; then tell the owner.
    const { matches } = setupMatching(ctx);
    const business = ctx.get(businessDirectory);
    const notifyDeps = {
      db,
      messaging: ctx.get(messagingPort),
      business,
      clock,
      publicUrl: ctx.publicUrl,
      submissions: ctx.get(reviewsSubmissions),
      logger: ctx.logger,
    };
    sync?.onSynced(async (businessId) => {
      await matches.run(businessId);
    });
    sync?.onSynced(notifyAfterSync(notifyDeps));
    // More than three one-star reviews within a day: once per rush, with what to do (notify/rush.ts).
    sync?.onSynced(alertRush(notifyDeps));
    registerDigest(jobs, notifyDeps);
    const suggester = createReplySuggester(ctx.get(aiPort), ctx.logger);
    // From the review's own words and the business's name only (server/reply).
    const suggest: SuggestReply = async (businessId, review) => {
      const profile = await business.profile(businessId);
      const { comment } = await suggester.suggest({
        businessName: profile?.businessName ?? '',
        reviewer: review.reviewer,
        starRating: review.starRating,
        comment: review.comment,
      });
      return comment;
    };

    ctx.provide(googleRatings, {
      async ownRating(businessId) {
        const [row] = await db.em.execute<Array<{ average_rating: number | null; total_reviews: number; last_sync_at: Date | null }>>(
          'select average_rating, total_reviews, last_sync_at from google_connection where business_id = ? and location_name is not null',
          [businessId],
        );
        if (!row || row.average_rating === null || !row.last_sync_at) return null;
        return { averageRating: Number(row.average_rating), totalReviews: Number(row.total_reviews), syncedAt: new Date(row.last_sync_at) };
      },
    });

    ctx.provide(googleWeekFigures, {
      async posted(businessId, from, to) {
        // As the posted rate counts: matched, and still shown on Google (removed_at null); by when it appeared there.
        const [row] = await db.em.execute<Array<{ n: string | number }>>(
          `select count(*) as n from google_match m
             join google_review r on r.id = m.google_review_id and r.business_id = m.business_id
            where m.business_id = ? and r.removed_at is null and r.created_at >= ? and r.created_at < ?`,
          [businessId, from, to],
        );
        return Number(row?.n ?? 0);
      },
      async repliesRejected(businessId, from, to) {
        // Replies Google refused to show, written (or last edited) in the span and not yet put right.
        const [row] = await db.em.execute<Array<{ n: string | number }>>(
          `select count(*) as n from google_review
            where business_id = ? and reply_state = 'rejected' and removed_at is null and reply_updated_at >= ? and reply_updated_at < ?`,
          [businessId, from, to],
        );
        return Number(row?.n ?? 0);
      },
    });

    // The showcase widget's Google reviews (issue 37): read from what the last sync stored, configured or not.
    ctx.provide(googleShowcase, googleShowcaseOf(db));
    ctx.provide(googleReviewLookup, googleReviewLookupOf(db));

    const auth = ctx.get(authPort);
    ctx.routes((app) => {
      googleRoutes(app, { auth, connections, sync });
      reviewsRoutes(app, {
        auth,
        activity: ctx.get(activityPort),
        reviews,
        rows: new GoogleReviewRows(db),
        suggest,
        notConfigured: connections ? null : NOT_CONFIGURED,
      });
    });
  },
});
