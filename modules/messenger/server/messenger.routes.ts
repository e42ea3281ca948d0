import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { conflict } from '@korero/core/sdk';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import { authUrlAnswer, callbackQuery, chooseQuery, statusAnswer, usersAnswer, usersQuery } from '../contract/api.ts';
import type { FastifyReply } from 'fastify';
import type { ConnectionService, LoginOutcome } from './connection.service.ts';
import { popupPage } from './popup-page.ts';

/**
 * The popup's last pages opt out of Korero's usual opener policy: coming back from facebook.com into a page with a
 * stricter policy would cut the popup off from the Settings page, which then could neither see it close nor close it.
 */
function popup(reply: FastifyReply, outcome: LoginOutcome) {
  return reply
    .type('text/html')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .send(popupPage(outcome));
}

const NOT_CONFIGURED = 'Messenger is not configured on this Korero: its administrator needs to add a Facebook app.';

/** /api/facebook/…: the owner's Page connection, and the people who messaged it (settings-insights-admin.md §7). */
export function messengerRoutes(app: ModuleApp, deps: { auth: AuthPort; connections: ConnectionService | null }): void {
  const { auth, connections } = deps;
  const needed = () => {
    if (!connections) throw conflict(NOT_CONFIGURED);
    return connections;
  };
  const html = { response: { 200: contentAnswer('text/html', 'A page for the Facebook sign-in popup') } };

  app.get(
    '/facebook/status',
    { schema: { summary: 'Get the Facebook Page connection', operationId: 'getFacebookStatus', response: { 200: statusAnswer } } },
    async (request) => {
      const connection = connections ? await connections.connection(auth.user(request).businessId) : null;
      return {
        data: {
          configured: connections !== null,
          connected: connection?.status === 'connected',
          pageId: connection?.pageId ?? null,
          pageName: connection?.pageName ?? null,
          problem: connection?.problem ?? null,
        },
      };
    },
  );

  app.get(
    '/facebook/auth-url',
    {
      schema: {
        summary: 'Get the address that connects a Facebook Page',
        operationId: 'getFacebookAuthUrl',
        response: { 200: authUrlAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = auth.user(request);
      return { success: true, authUrl: await needed().authUrl(user.businessId, user.id) };
    },
  );

  app.get(
    '/facebook/callback',
    {
      schema: {
        summary: 'Finish connecting a Facebook Page',
        operationId: 'completeFacebookConnection',
        querystring: callbackQuery,
        ...html,
      },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const outcome = connections
        ? await connections.callback(user.businessId, user.id, request.query)
        : ({ kind: 'failed', message: NOT_CONFIGURED } as const);
      return popup(reply, outcome);
    },
  );

  app.get(
    '/facebook/choose',
    { schema: { summary: 'Choose the Facebook Page to connect', operationId: 'chooseFacebookPage', querystring: chooseQuery, ...html } },
    async (request, reply) => {
      const user = auth.user(request);
      return popup(reply, await needed().choose(user.businessId, user.id, request.query.state, request.query.page));
    },
  );

  app.post(
    '/facebook/disconnect',
    { schema: { summary: 'Disconnect the Facebook Page', operationId: 'disconnectFacebook', response: { 200: successAnswer } } },
    async (request) => {
      await needed().disconnect(auth.user(request).businessId);
      return { success: true };
    },
  );

  app.get(
    '/facebook/users',
    {
      schema: {
        summary: 'List people who messaged the Page',
        operationId: 'listFacebookContacts',
        querystring: usersQuery,
        response: { 200: usersAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await needed().users(auth.user(request).businessId, request.query.q) }),
  );
}
