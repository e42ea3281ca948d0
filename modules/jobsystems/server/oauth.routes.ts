import { z } from 'zod';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import { escapeHtml, notFound, type AuthPort, type ModuleApp } from '@korero/core/sdk';
import { connectUrlAnswer } from '../contract/api.ts';
import type { ConnectOutcome, OAuthConnections } from './oauth-connections.ts';
import { settingsPage } from '@korero/module-business/contract/pages';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Where the owner goes back to: Settings → Job systems. */
const BACK = settingsPage('job-systems');

/** What Korero hears of from each system, for the page after connecting. */
const HEARS: Record<string, string> = { xero: 'when an invoice is paid', servicem8: 'when a job is completed or its invoice is paid' };

/** The page the system's redirect lands on: what happened, in words, and the way back. No script at all. */
function outcomePage(name: string, provider: string, outcome: ConnectOutcome): string {
  const body =
    outcome.kind === 'connected'
      ? `<h1>${name} connected</h1><p>Korero now hears from <strong>${escapeHtml(outcome.organisation)}</strong> ${HEARS[provider] ?? 'when a job is done'}.</p>`
      : `<h1>${name} not connected</h1><p>${escapeHtml(outcome.message)}</p>`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Korero and ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#1c1917}h1{font-size:1.4rem}a{color:#0f5132;font-weight:600}</style>
</head><body>${body}<p><a href="${BACK}">Back to Settings</a></p></body></html>`;
}

/**
 * Connecting a system by OAuth (Xero, ServiceM8): the sign-in address, the system's redirect back, and disconnecting
 * (owners: the 'connections' capability). One set of routes per system, named in their paths.
 */
export async function oauthRoutes(app: ModuleApp, deps: { auth: AuthPort; connections: OAuthConnections }): Promise<void> {
  const { auth, connections } = deps;
  const { provider, name } = connections.system;
  const Name = name.replace(/\W/g, '');
  const tags = ['jobsystems'];
  const owners = { capability: 'connections' } as const;

  app.get(
    `/job-systems/${provider}/connect-url`,
    {
      schema: {
        summary: `Get the address that connects ${name}`,
        operationId: `get${Name}ConnectUrl`,
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

  // Public: the browser comes back from the system and may not bring the session cookie; the state names the owner.
  app.get(
    `/job-systems/${provider}/callback`,
    {
      schema: {
        summary: `Finish connecting ${name}`,
        operationId: `complete${Name}Connection`,
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
        .send(outcomePage(name, provider, outcome));
    },
  );

  app.delete(
    `/job-systems/${provider}`,
    {
      schema: { summary: `Disconnect ${name}`, operationId: `disconnect${Name}`, tags, response: { 200: successAnswer } },
      config: owners,
    },
    async (request) => {
      if (!(await connections.disconnect(auth.user(request).businessId))) throw notFound(`${name} is not connected to this business.`);
      return { success: true };
    },
  );
}
