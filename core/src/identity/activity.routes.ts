import { activityAnswer } from '../contract/activity.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { pageQuery, pagination } from '../sdk/http.ts';
import type { Activity } from './activity.ts';
import type { SessionAuth } from './auth.adapter.ts';

/** GET /api/activity: who did what in the session's business, newest first (owners and managers, the default roles). */
export async function activityRoutes(app: ModuleApp, deps: { auth: SessionAuth; activity: Activity }): Promise<void> {
  app.get(
    '/activity',
    {
      schema: {
        summary: "List the business's activity",
        description:
          'Invitations sent, replies posted, follow-ups handled, settings changed and things deleted, each with the person who did it, newest first.',
        operationId: 'listActivity',
        tags: ['identity'],
        querystring: pageQuery,
        response: { 200: activityAnswer },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await deps.activity.list(deps.auth.user(request).businessId, page, limit);
      return { data: rows, pagination: pagination(page, limit, total) };
    },
  );
}
