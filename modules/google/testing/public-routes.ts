import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/google/callback': "Google's OAuth redirect comes back here; the state (only its hash stored) names the business",
};
