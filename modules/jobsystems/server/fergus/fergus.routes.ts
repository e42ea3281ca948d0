import { badRequest, notFound, unavailable, type AuthPort, type ModuleApp } from '@korero/core/sdk';
import { SystemError } from '../system-errors.ts';
import { successAnswer } from '@korero/core/contract';
import { fergusConnectedAnswer, fergusTokenBody } from '../../contract/api.ts';
import type { FergusConnections } from './fergus-connection.ts';

/** Connecting Fergus with a personal access token, and disconnecting (owners: the 'connections' capability). */
export async function fergusRoutes(app: ModuleApp, deps: { auth: AuthPort; connections: FergusConnections }): Promise<void> {
  const tags = ['jobsystems'];
  const owners = { capability: 'connections' } as const;

  app.put(
    '/job-systems/fergus',
    {
      schema: {
        summary: 'Connect Fergus with a personal access token',
        description: 'Fergus is asked which company the token belongs to; the token is then sealed and kept. Polled every 5 minutes.',
        operationId: 'connectFergus',
        tags,
        body: fergusTokenBody,
        response: { 200: fergusConnectedAnswer },
      },
      config: { ...owners, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = deps.auth.user(request);
      const outcome = await deps.connections.connect(user.businessId, user.id, request.body.token).catch((error: unknown) => {
        // Fergus down: nothing was kept, and the owner is told to try again (the token stays with them).
        throw error instanceof SystemError ? unavailable(error.message) : error;
      });
      if (outcome.kind === 'refused') throw badRequest(outcome.message, { fields: { token: outcome.message } });
      return { data: { organisation: outcome.organisation } };
    },
  );

  app.delete(
    '/job-systems/fergus',
    {
      schema: { summary: 'Disconnect Fergus', operationId: 'disconnectFergus', tags, response: { 200: successAnswer } },
      config: owners,
    },
    async (request) => {
      if (!(await deps.connections.disconnect(deps.auth.user(request).businessId)))
        throw notFound('Fergus is not connected to this business.');
      return { success: true };
    },
  );
}
