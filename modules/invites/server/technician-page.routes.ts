import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleApp } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';

/**
 * /ask, the technician's phone page (issue 36), served as the lean page built from web/technician instead of the
 * whole app, as the reviews module serves the customer's page. The page asks who is signed in itself (and leaves for
 * sign-in without a session); the routes it calls check the role. Without a build (a development checkout), the route
 * is not registered and the app's own /ask route draws the same page.
 */
export function technicianPageIndex(webDir: string | null): string | null {
  const index = webDir && path.join(webDir, 'technician', 'index.html');
  return index && existsSync(index) ? index : null;
}

export async function technicianPageRoutes(app: ModuleApp, deps: { index: string }): Promise<void> {
  const html = readFileSync(deps.index, 'utf8');
  app.get(
    '/ask',
    {
      schema: {
        summary: "Show a technician's Ask for a review page",
        operationId: 'showAskForReviewPage',
        response: { 200: contentAnswer('text/html', "The technician's phone page") },
      },
      // The page itself holds nothing of the business: it reads the session and the invitations through the API.
      config: { access: 'public' as const },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
}
