import type { ActivityPort, AuthPort, ModuleApp } from '@korero/core/sdk';
import { notFound } from '@korero/core/sdk';
import { successAnswer } from '@korero/core/contract';
import { hideBody, hideParams, ownerReviewsAnswer, ownerReviewsQuery, settingsAnswer, settingsBody } from '../contract/api.ts';
import type { ShowcaseReviews } from './reviews.service.ts';
import type { ShowcaseSettingsService } from './settings.service.ts';

/** The owner's widget settings (Settings → Website widget): see, change, rotate, and hide reviews from it. */
export async function ownerRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; activity: ActivityPort; settings: ShowcaseSettingsService; reviews: ShowcaseReviews },
): Promise<void> {
  const { auth, activity, settings, reviews } = deps;

  app.get(
    '/showcase',
    {
      schema: {
        summary: "Get the business's website widget settings and snippet",
        operationId: 'getShowcase',
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({ data: settings.view(await settings.row(auth.user(request).businessId)) }),
  );

  app.put(
    '/showcase',
    {
      schema: {
        summary: 'Change the website widget: on or off, theme, layout, page address',
        operationId: 'updateShowcase',
        body: settingsBody,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const { row, before } = await settings.update(user.businessId, request.body);
      if (row.enabled !== before.enabled)
        await activity.record(user, {
          action: row.enabled ? 'showcase.enabled' : 'showcase.disabled',
          sentence: row.enabled ? 'switched the website review widget on' : 'switched the website review widget off',
        });
      return { data: settings.view(row) };
    },
  );

  app.post(
    '/showcase/rotate',
    {
      schema: {
        summary: "Replace the widget's key: the old snippet renders nothing from now on",
        operationId: 'rotateShowcaseKey',
        response: { 200: settingsAnswer },
      },
      // The widget key is the owner's (the permission table's 'connections').
      config: { capability: 'connections' },
    },
    async (request) => {
      const user = auth.user(request);
      const row = await settings.rotate(user.businessId);
      await activity.record(user, {
        action: 'showcase.rotated',
        sentence: "replaced the website widget's key (the old snippet stops working)",
      });
      return { data: settings.view(row) };
    },
  );

  app.get(
    '/showcase/reviews',
    {
      schema: {
        summary: 'List the reviews the widget may show, with the hidden ones flagged',
        operationId: 'listShowcaseReviews',
        querystring: ownerReviewsQuery,
        response: { 200: ownerReviewsAnswer },
      },
    },
    async (request) => ({ data: await reviews.forOwner(auth.user(request).businessId, request.query.limit) }),
  );

  app.put(
    '/showcase/reviews/:source/:id',
    {
      schema: {
        summary: 'Hide a review from the widget and the public page, or show it again',
        operationId: 'setShowcaseReviewHidden',
        params: hideParams,
        body: hideBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const { source, id } = request.params;
      if (!(await reviews.owns(user.businessId, source, id))) throw notFound('No such review in this business.');
      await settings.setHidden(user.businessId, source, id, request.body.hidden, request.body.reason);
      return { success: true };
    },
  );
}
