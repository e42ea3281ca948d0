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
  const workerFile = path.join(path.dirname(deps.index), 'sw.js');
  const worker = existsSync(workerFile) ? readFileSync(workerFile, 'utf8') : null;
  // The page's service worker (it keeps /ask working with no signal, issue 48). Served beside the page rather than
  // from the module's files so that it may look after /ask itself; checked for a new version on every visit.
  if (worker)
    app.get(
      '/ask/sw.js',
      {
        schema: {
          summary: "The technician page's service worker",
          operationId: 'showAskServiceWorker',
          response: { 200: contentAnswer('text/javascript', 'The service worker script') },
        },
        config: { access: 'public' as const },
      },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('service-worker-allowed', '/ask')
          .send(worker),
    );
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
