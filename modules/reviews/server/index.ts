import {
  activityPort,
  aiPort,
  authPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  eventsPort,
  jobsPort,
  messagingPort,
  storagePort,
  recordChainPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { invitesCredits, invitesDirectory } from '@korero/module-invites/contract';
import {
  reviewsGoogleMatches,
  reviewsOverview,
  reviewsPrivateNotices,
  reviewsShowcase,
  reviewsStats,
  reviewsSubmissions,
} from '../contract/index.ts';
import { PrivateNotices } from './private-notices.ts';
import { GoogleMatches, googleBound } from './google-bound.ts';
import { SubmissionStats } from './submission-stats.ts';
import { customerRoutes } from './customer.routes.ts';
import { leanPageRoutes, leanPageIndex } from './lean-pages.routes.ts';
import { CustomerReviews } from './customer.service.ts';
import { Draft } from './draft.entity.ts';
import { ReviewDrafter } from './draft/review-drafter.ts';
import { FeedbackService } from './feedback.service.ts';
import { Capabilities } from './capabilities.ts';
import { migrations } from './migrations/index.ts';
import { ownerRoutes } from './owner.routes.ts';
import { OwnerReviews } from './owner.service.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { PublicLink } from './public-link.entity.ts';
import { publicLinkRoutes } from './public-link.routes.ts';
import { PublicLinks } from './public-links.service.ts';
import { Review } from './review.entity.ts';
import { ReviewsData } from './reviews-data.ts';
import { shownOnWebsite } from './shown-on-website.ts';
import { Submission } from './submission.entity.ts';
import { applyReviewsRetention } from './retention.ts';

/** The module's own housekeeping (decision 0032): old AI drafts, a bounded batch each hour. */
export const reviewsRetention = defineJob<null>('reviews.retention');

export default defineModuleServer({
  entities: [Submission, Review, PrivateFeedback, Draft, PublicLink],
  migrations,
  lifecycle(ctx) {
    const data = new ReviewsData(ctx.get(databasePort), ctx.get(storagePort), ctx.get(clockPort));
    ctx.exportData((businessId) => data.exportBusiness(businessId));
    ctx.deleteAccount((businessId) => data.deleteBusiness(businessId));
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const storage = ctx.get(storagePort);
    const messaging = ctx.get(messagingPort);
    const events = ctx.get(eventsPort);
    const ai = ctx.get(aiPort);
    const business = ctx.get(businessDirectory);
    const invites = ctx.get(invitesDirectory);
    const credits = ctx.get(invitesCredits);
    const drafter = new ReviewDrafter(ai, ctx.logger);
    const notices = new PrivateNotices();
    ctx.provide(reviewsPrivateNotices, notices);
    const chain = ctx.get(recordChainPort);
    const customers = new CustomerReviews({
      db,
      clock,
      storage,
      messaging,
      ai,
      drafter,
      events,
      invites,
      credits,
      business,
      notices,
      chain,
    });
    const links = new PublicLinks(db, clock, ctx.publicUrl);
    const capabilities = new Capabilities(db, clock, invites);
    const feedback = new FeedbackService({ db, clock, drafter, messaging, events, business, links, capabilities, notices, chain });
    const googleMatches = new GoogleMatches();
    const owner = new OwnerReviews(db, storage, events, business, googleMatches);

    business.contributeStats('reviews', (businessId) => owner.stats(businessId));
    ctx.provide(reviewsStats, new SubmissionStats(db, business));
    ctx.provide(reviewsSubmissions, {
      one: (businessId, id) => owner.one(businessId, id),
      customerNames: async (businessId, ids) => {
        if (ids.length === 0) return new Map();
        const rows = await db.em.execute<Array<{ id: string; customer_name: string }>>(
          `select id, customer_name from reviews_submission where business_id = ? and id in (${ids.map(() => '?').join(', ')})`,
          [businessId, ...ids],
        );
        return new Map(rows.map((r) => [String(r.id), r.customer_name]));
      },
      googleBound: (businessId, span, options) => googleBound(db, businessId, span, options),
    });
    ctx.provide(reviewsShowcase, shownOnWebsite(db));
    ctx.provide(reviewsGoogleMatches, { register: (lookup) => googleMatches.register(lookup) });
    ctx.provide(reviewsOverview, {
      totalSubmissions: async () => {
        const [row] = await db.em.execute<Array<{ n: string | number }>>('select count(*) as n from reviews_submission');
        return Number(row?.n ?? 0);
      },
    });

    const jobs = ctx.get(jobsPort);
    jobs.define(reviewsRetention, async () => void (await applyReviewsRetention(db, clock)), { maxAttempts: 3 });
    jobs.every(reviewsRetention, { everySeconds: 3600, payload: null, firstAfterSeconds: 1200 });

    ctx.routes((app) => customerRoutes(app, { customers, feedback, ai, drafter }));
    ctx.routes((app) => ownerRoutes(app, { auth: ctx.get(authPort), owner, credits, activity: ctx.get(activityPort) }));
    ctx.routes((app) => publicLinkRoutes(app, { auth: ctx.get(authPort), links }));
    const index = leanPageIndex(ctx.webDir);
    if (index)
      ctx.routes((app) => leanPageRoutes(app, { index, invites, credits, business, ai, customers, supportEmail: ctx.env.SUPPORT_EMAIL }), {
        prefix: '',
      });
  },
});
