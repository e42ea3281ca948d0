import type { ModuleContext } from '@korero/core/sdk';
import { authPort, billingPort, clockPort, databasePort } from '@korero/core/sdk';
import { invitesChannels } from '@korero/module-invites/contract';
import { reviewsGoogleMatches, reviewsSubmissions, submissionDeleted } from '@korero/module-reviews/contract';
import { postedRateRoutes } from '../posted-rate/posted-rate.routes.ts';
import { PostedRateService } from '../posted-rate/posted-rate.service.ts';
import { MatchService } from './match.service.ts';

/**
 * Everything matching and the posted rate need, from the google module's setup: the match service (run it after each
 * sync), the reviews module's `googleReview` lookup, forgetting the match of a deleted submission, and
 * GET /api/google/posted-rate.
 */
export function setupMatching(ctx: ModuleContext): { matches: MatchService; postedRate: PostedRateService } {
  const db = ctx.get(databasePort);
  const clock = ctx.get(clockPort);
  const submissions = ctx.get(reviewsSubmissions);
  const matches = new MatchService({ db, clock, submissions });
  ctx.get(reviewsGoogleMatches).register(matches.lookup);
  ctx.on(submissionDeleted, ({ businessId, submissionId }) => matches.forget(businessId, submissionId));
  const postedRate = new PostedRateService({ db, clock, billing: ctx.get(billingPort), submissions, channels: ctx.find(invitesChannels) });
  ctx.routes((app) => postedRateRoutes(app, { auth: ctx.get(authPort), postedRate }));
  return { matches, postedRate };
}
