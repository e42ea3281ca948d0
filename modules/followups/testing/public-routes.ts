import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/follow-up/:token':
    "the customer reads their follow-up conversation, with the link's token (256 bits by email, 96 by text; only its hash stored)",
  'POST /api/follow-up/:token/messages': 'the customer answers in their follow-up conversation, with its token',
  'POST /api/follow-up/:token/stop': 'the customer stops their follow-up conversation, with its token',
  'GET /f/:token': "a follow-up text's short link to the customer's conversation page (96-bit token, only its hash stored)",
};
