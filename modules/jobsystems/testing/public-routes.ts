import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'POST /api/webhooks/xero': "Xero's server calls it; the x-xero-signature over the raw body is checked",
  'GET /api/job-systems/xero/callback': "Xero's redirect back may come without the session cookie; the one-time state names the owner",
  'POST /api/webhooks/servicem8': "ServiceM8's server calls it; its address carries the connection's secret, and each job is re-read",
  'GET /api/job-systems/servicem8/callback':
    "ServiceM8's redirect back may come without the session cookie; the one-time state names the owner",
};
