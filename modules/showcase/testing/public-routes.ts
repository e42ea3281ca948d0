import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/showcase/:key/reviews':
    "a business's website widget reads its shown reviews (keyed by the widget key, 128 bits; CORS *, cacheable)",
  'GET /w/:file': "the website widget's script (does nothing unless its key is switched on)",
  'GET /b/:slug': "a business's public review page, while its owner has the showcase switched on",
};
