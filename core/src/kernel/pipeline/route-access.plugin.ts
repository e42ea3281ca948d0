import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SystemSettings } from '../../contract/system-settings.ts';
import type { SessionUser } from '../../ports/auth.port.ts';
import { installRouteAccess, type KeyUser, type RouteInfo } from '../route-access.ts';

export interface RouteAccessOptions {
  currentUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  settings: () => SystemSettings;
  /** A signed-in non-administrator was refused an admin route. */
  refusedAdmin: (request: FastifyRequest) => Promise<void>;
  keyUser: KeyUser;
  /** Whether the request carries a session cookie at all (no cookie, no key: signed out without a lookup). */
  hasSession: (request: FastifyRequest) => boolean;
  /** Receives the list of routes, which fills as routes are added. */
  listed: (routes: RouteInfo[]) => void;
}

/**
 * Deny by default, and maintenance mode: every route added after this gets its access check (route-access.ts) ahead
 * of its own hooks. The check reads the session cookie and looks the user up in the request's database context.
 */
export const routeAccess = fp<RouteAccessOptions>(
  async (app, options) => {
    options.listed(
      installRouteAccess(app, options.currentUser, options.settings, options.refusedAdmin, options.keyUser, options.hasSession),
    );
  },
  { name: 'korero-route-access', dependencies: ['korero-arrival', 'korero-session'] },
);
