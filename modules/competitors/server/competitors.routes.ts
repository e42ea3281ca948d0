import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { successAnswer } from '@korero/core/contract';
import { addBody, analysisDataAnswer, competitorIdParam, manualBody, refreshQuery, settingsBody, setupAnswer } from '../contract/api.ts';
import type { CompetitorsService } from './analysis.service.ts';

/** `/api/competitor-analysis` and friends (settings-insights-admin.md §7), for the signed-in owner's own business. */
export function competitorsRoutes(app: ModuleApp, deps: { auth: AuthPort; service: CompetitorsService }): void {
  const { auth, service } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;
  const latest = async (businessId: string) => {
    await service.checkPlan(businessId);
    return { data: await service.get(businessId) };
  };

  app.get(
    '/competitors/setup',
    { schema: { summary: 'Get the competitor tracking setup', operationId: 'getCompetitorSetup', response: { 200: setupAnswer } } },
    async (request) => ({
      data: await service.setup(business(request)),
    }),
  );

  app.get(
    '/competitor-analysis',
    { schema: { summary: 'Get the competitor analysis', response: { 200: analysisDataAnswer } } },
    async (request) => latest(business(request)),
  );

  // The analytics page's call; refreshTrigger only makes each refresh a new URL for its cache.
  app.get(
    '/business/competitor-analysis',
    {
      schema: {
        summary: 'Get the competitor analysis for the dashboard',
        operationId: 'getDashboardCompetitorAnalysis',
        querystring: refreshQuery,
        response: { 200: analysisDataAnswer },
      },
    },
    async (request) => latest(business(request)),
  );

  // Queues the analysis and answers at once (202); the page polls GET until the status is ready or failed.
  app.post(
    '/analyze-competitors',
    { schema: { summary: 'Run a competitor analysis', operationId: 'analyzeCompetitors', response: { 202: analysisDataAnswer } } },
    async (request, reply) => {
      const data = await service.request(business(request));
      return reply.code(202).send({ data });
    },
  );

  app.put(
    '/competitors/settings',
    {
      schema: {
        summary: 'Save the competitor settings',
        operationId: 'updateCompetitorSettings',
        body: settingsBody,
        response: { 200: analysisDataAnswer },
      },
    },
    async (request) => {
      await service.setRadius(business(request), request.body.radiusKm);
      return { data: await service.get(business(request)) };
    },
  );

  app.post(
    '/competitors',
    {
      schema: {
        summary: 'Add a competitor found on Google',
        operationId: 'addCompetitor',
        body: addBody,
        response: { 201: successAnswer },
      },
    },
    async (request, reply) => {
      await service.add(business(request), request.body.placeId, request.body.name);
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/competitors/manual',
    {
      schema: {
        summary: 'Add a competitor by hand',
        operationId: 'addCompetitorManually',
        body: manualBody,
        response: { 201: analysisDataAnswer },
      },
    },
    async (request, reply) => {
      await service.addManual(business(request), request.body);
      return reply.code(201).send({ data: await service.get(business(request)) });
    },
  );

  app.delete(
    '/competitors/:id',
    {
      schema: {
        summary: 'Remove a competitor',
        operationId: 'deleteCompetitor',
        params: competitorIdParam,
        response: { 200: analysisDataAnswer },
      },
    },
    async (request) => {
      await service.remove(business(request), request.params.id);
      return { data: await service.get(business(request)) };
    },
  );
}
