import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { postedRateAnswer, postedRateQuery } from '../../contract/api.ts';
import type { PostedRateService } from './posted-rate.service.ts';

/**
 * GET /api/google/posted-rate?timeRange=1m|3m|6m|1y: of the customers who chose Google, how many posted (a Google
 * review matched to their submission). Plans with `google.postedRate` only (403 naming the plans that include it).
 */
export function postedRateRoutes(app: ModuleApp, deps: { auth: AuthPort; postedRate: PostedRateService }): void {
  const { auth, postedRate } = deps;
  app.get(
    '/google/posted-rate',
    {
      schema: {
        summary: 'Get the posted rate: customers who chose Google, and how many of them posted',
        operationId: 'getGooglePostedRate',
        querystring: postedRateQuery,
        response: { 200: postedRateAnswer },
      },
    },
    async (request) => {
      const { businessId } = auth.user(request);
      await postedRate.checkPlan(businessId);
      return { data: await postedRate.figures(businessId, request.query.timeRange) };
    },
  );
}
