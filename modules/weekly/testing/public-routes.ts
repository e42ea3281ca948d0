import type { RouteReasons } from '@korero/core/testing';

/** This module's routes anyone may call without signing in, each with why (see route-access.api.test.ts). */
export const publicRoutes: RouteReasons = {
  'GET /weekly/unsubscribe/:token': 'the unsubscribe link in each weekly report email (the 256-bit token is the capability)',
};
