import { authPort, clockPort, defineModuleServer } from '@korero/core/sdk';
import { competitorsSummary } from '@korero/module-competitors/contract';
import { invitesCredits, invitesStats } from '@korero/module-invites/contract';
import { reviewsStats } from '@korero/module-reviews/contract';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';

/** No tables of its own: every figure is read from the invites, reviews and (when on) competitors modules' contracts. */
export default defineModuleServer({
  setup(ctx) {
    const clock = ctx.get(clockPort);
    const reviews = ctx.get(reviewsStats);
    const analytics = new AnalyticsService({
      invites: ctx.get(invitesStats),
      credits: ctx.get(invitesCredits),
      reviews,
      clock,
      competitors: ctx.find(competitorsSummary),
    });
    ctx.routes((app) => analyticsRoutes(app, { auth: ctx.get(authPort), analytics, reviews, now: () => clock.now() }));
  },
});
