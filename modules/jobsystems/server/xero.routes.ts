import { z } from 'zod';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import { escapeHtml, notFound, type AuthPort, type ModuleApp } from '@korero/core/sdk';
import { connectUrlAnswer } from '../contract/api.ts';
import type { ConnectOutcome, XeroConnections } from './connections.ts';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Where the owner goes back to: Settings → Job systems. */
const BACK = '/settings/job-systems';

/** The page Xero's redirect lands on: what happened, in words, and the way back. No script at all. */
function outcomePage(outcome: ConnectOutcome): string {
  const body =
    outcome.kind === 'connected'
      ? `<h1>Xero connected</h1><p>Korero now hears from <strong>${escapeHtml(outcome.organisation)}</strong> when an invoice is paid.</p>`
      : `<h1>Xero not connected</h1><p>${escapeHtml(outcome.message)}</p>`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Korero and Xero</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#1c1917}h1{font-size:1.4rem}a{color:#0f5132;font-weight:600}</style>
</head><body>${body}<p><a href="${BACK}">Back to Settings</a></p></body></html>`;
}

/** Connecting Xero: the sign-in address, Xero's redirect back, and disconnecting (owners: the 'connections' capability). */
export async function xeroRoutes(app: ModuleApp, deps: { auth: AuthPort; connections: XeroConnections }): Promise<void> {
  const { auth, connections } = deps;
  const tags = ['jobsystems'];
  const owners = { capability: 'connections' } as const;

  app.get(
    '/job-systems/xero/connect-url',
    {
      schema: {
        summary: 'Get the address that connects Xero',
        operationId: 'getXeroConnectUrl',
        tags,
        response: { 200: connectUrlAnswer },
      },
      config: { ...owners, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = auth.user(request);
      return { data: { url: await connections.connectUrl(user.businessId, user.id) } };
    },
  );

  // Public: the browser comes back from Xero and may not bring the session cookie; the state names the owner.
  app.get(
    '/job-systems/xero/callback',
    {
      schema: {
        summary: 'Finish connecting Xero',
        operationId: 'completeXeroConnection',
        tags,
        querystring: callbackQuery,
        response: { 200: contentAnswer('text/html', 'What happened, and the way back to Settings') },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const user = await auth.currentUser(request);
      const outcome = await connections.callback(request.query, user ? { id: user.id, businessId: user.businessId } : null);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        )
        .send(outcomePage(outcome));
    },
  );

  app.delete(
    '/job-systems/xero',
    {
      schema: { summary: 'Disconnect Xero', operationId: 'disconnectXero', tags, response: { 200: successAnswer } },
      config: owners,
    },
    async (request) => {
      if (!(await connections.disconnect(auth.user(request).businessId))) throw notFound('Xero is not connected to this business.');
      return { success: true };
    },
  );
}
