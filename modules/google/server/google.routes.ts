import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { conflict } from '@korero/core/sdk';
import { contentAnswer } from '@korero/core/contract';
import type { FastifyReply } from 'fastify';
import {
  callbackQuery,
  chooseLocationBody,
  connectUrlAnswer,
  messageAnswer,
  notifyBody,
  statusAnswer,
  successAnswer,
} from '../contract/api.ts';
import type { ConnectionService, LoginOutcome } from './connection.service.ts';
import { POPUP_CSP, popupPage } from './popup-page.ts';
import type { SyncService } from './sync.service.ts';

export const NOT_CONFIGURED =
  'Google is not configured on this Korero: its administrator needs to add a Google Cloud OAuth client (GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and SECRETS_KEY).';

/**
 * The last page of the Google sign-in opts out of Korero's usual opener policy: coming back from accounts.google.com
 * into a stricter one would cut the popup off from the Settings page that opened it.
 */
function popup(reply: FastifyReply, outcome: LoginOutcome) {
  return reply
    .type('text/html')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .header('content-security-policy', POPUP_CSP)
    .send(popupPage(outcome));
}

export interface ConnectionRoutesDeps {
  auth: AuthPort;
  connections: ConnectionService | null;
  sync: SyncService | null;
}

/** /api/google/…: the owner's Business Profile connection, its sync, and notification choices. */
export function googleRoutes(app: ModuleApp, deps: ConnectionRoutesDeps): void {
  const { auth, connections } = deps;
  const needed = () => {
    if (!connections) throw conflict(NOT_CONFIGURED);
    return connections;
  };
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;

  app.get(
    '/google/status',
    { schema: { summary: 'Get the Google Business Profile connection', operationId: 'getGoogleStatus', response: { 200: statusAnswer } } },
    async (request) => {
      if (!connections)
        return {
          data: {
            configured: false,
            connected: false,
            location: null,
            locations: [],
            lastSyncAt: null,
            error: null,
            notify: { lowRatings: true, dailyDigest: false },
          },
        };
      return { data: { configured: true, ...(await connections.status(business(request))) } };
    },
  );

  app.get(
    '/google/connect-url',
    {
      schema: { summary: 'Get the address that connects Google', operationId: 'getGoogleConnectUrl', response: { 200: connectUrlAnswer } },
      // Connecting and disconnecting Google is the owner's (the permission table's 'connections').
      config: { capability: 'connections', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = auth.user(request);
      return { data: { url: await needed().connectUrl(user.businessId, user.id) } };
    },
  );

  // Public: the browser comes back from Google, and may not send the session cookie on that redirect. The state is
  // what names the owner and the business; a signed-in session must be the same owner's.
  app.get(
    '/google/callback',
    {
      schema: {
        summary: 'Finish connecting Google',
        operationId: 'completeGoogleConnection',
        querystring: callbackQuery,
        response: { 200: contentAnswer('text/html', 'A page for the Google sign-in popup, or a redirect back to Settings') },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      if (!connections) return popup(reply, { kind: 'failed', message: NOT_CONFIGURED });
      const user = await auth.currentUser(request);
      const outcome = await connections.callback(request.query, user ? { id: user.id, businessId: user.businessId } : null);
      return popup(reply, outcome);
    },
  );

  app.post(
    '/google/location',
    {
      schema: {
        summary: 'Choose the Google location to connect',
        operationId: 'chooseGoogleLocation',
        body: chooseLocationBody,
        response: { 200: successAnswer },
      },
      config: { capability: 'connections' },
    },
    async (request) => {
      await needed().chooseLocation(business(request), request.body.name);
      return { success: true };
    },
  );

  app.post(
    '/google/sync',
    { schema: { summary: "Sync the location's Google reviews now", operationId: 'syncGoogleReviews', response: { 200: messageAnswer } } },
    async (request) => {
      needed();
      return deps.sync!.refresh(business(request));
    },
  );

  app.post(
    '/google/disconnect',
    {
      schema: { summary: 'Disconnect Google', operationId: 'disconnectGoogle', response: { 200: successAnswer } },
      config: { capability: 'connections' },
    },
    async (request) => {
      await needed().disconnect(business(request));
      return { success: true };
    },
  );

  app.patch(
    '/google/notify',
    {
      schema: {
        summary: 'Choose the emails about new Google reviews',
        operationId: 'updateGoogleNotifications',
        body: notifyBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await needed().setNotify(business(request), request.body);
      return { success: true };
    },
  );
}
