import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/invites/token/:token': "the customer's invitation, keyed by its token",
  'GET /api/invites/token/:token/qr.svg': "the invitation's QR code, keyed by its token",
  'GET /r/:code': "a text's short link to the customer's review page (96-bit code)",
};
