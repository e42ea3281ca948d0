import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/business/profile/:clientId': 'what a customer sees of a business on the review page',
  'PUT /api/uploads/logo/:token': 'keyed by an upload ticket given only to the signed-in owner',
  'GET /public-objects/logos/:file': 'logos appear on public review pages',
};
