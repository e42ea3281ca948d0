import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/help/demo-videos': "the deployment's public video list",
};
