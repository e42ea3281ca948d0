/**
 * What a module tells the cross-module tests about itself. Each list is a file of its own in `modules/<id>/testing/`,
 * and the tests read it for every installed module (tests/support/module-lists.ts), so adding a module adds its own
 * files and edits no central list. The kernel's own entries stay in the tests.
 *
 * - `route-examples.ts`: `examples` (RouteExamples), and `notBusinessRecords` (BodyFieldReasons) when a body's id
 *   field names no record a business owns;
 * - `public-routes.ts`: `publicRoutes` (RouteReasons);
 * - `hosts.ts`: `realHosts` (HostReasons);
 * - `sweep-settings.ts`: `sweepSettings` and `providerSettings` (Settings);
 * - `pages.ts`: `pages` (web-kit's PageVisit list, `@korero/web-kit/testing/pages`).
 */

/** The caller's own records as the sweeps' fixtures made them, by kind (the business, a team, one of its members…). */
export type SweepIds = Readonly<Record<string, string>>;

/**
 * A valid body for each route of the module that creates or changes records, by route ("POST /api/things"). The tenancy
 * sweep builds its fixtures with them; the fuzz sweep starts from them and spoils a field or two, so its input gets
 * past validation to the code and the database behind it.
 */
export type RouteExamples = Readonly<Record<string, (ids: SweepIds) => unknown>>;

/** Each entry with why: a route ("GET /api/things/:token") → why anyone may call it signed out. */
export type RouteReasons = Readonly<Record<string, string>>;

/** A body's id field ("placeId", "mapping.externalId") → why another business's id there refers to nothing of theirs. */
export type BodyFieldReasons = Readonly<Record<string, string>>;

/** A real host the module uses or links to ("api.vendor.example": its subdomains too) → why. */
export type HostReasons = Readonly<Record<string, string>>;

/** Environment variables for a test kernel. */
export type Settings = Readonly<Record<string, string>>;
