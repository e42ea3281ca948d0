import type { Page } from 'playwright-core';

/**
 * One page the every-page browser sweep (tests/e2e/every-page.e2e.test.ts) opens, at the narrowest phone and a desktop:
 * nothing wider than the screen, no field cutting its own hint, no serious or critical axe finding. A module lists its
 * pages in its `modules/<id>/testing/pages.ts` (`pages`), which the sweep reads for every installed module.
 *
 * `Seed` is what the visit reads of the sweep's seed (the records it makes across modules, central in the sweep):
 * `PageVisit<{ followUpId: string }>`. A field the seed lacks fails the visit, naming it.
 */
export interface PageVisit<Seed = unknown> {
  /** Unique across Korero: it names the visit in failures and their pictures. */
  name: string;
  /** Who opens it: a signed-out visitor (a customer), the business's owner, an administrator or a technician. */
  who: 'visitor' | 'owner' | 'admin' | 'technician';
  /** The address, built from what the seed made. */
  path: (seed: Seed) => string;
  /** What shows once the page has drawn its content (not its loading frame). */
  ready: (page: Page) => Promise<unknown>;
  /** Steps a person takes first (e.g. reaching the done screen). */
  walk?: (page: Page) => Promise<void>;
  /** Only at the first width: the walk changes what the page shows next time (an invitation answered). */
  once?: boolean;
}

/** Ready once a heading with this name shows. */
export const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

/** Ready once this text shows. */
export const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first().waitFor();

/**
 * A Settings section's own page (`/settings/<id>`, the section a SettingsPanel names), ready once `shows` is drawn
 * inside that section.
 */
export const settingsSection = (section: string, shows: string | RegExp): PageVisit => ({
  name: `settings-${section}`,
  who: 'owner',
  path: () => `/settings/${section}`,
  ready: (p) => p.locator(`section[data-settings-section="${section}"]`).getByText(shows).first().waitFor(),
});
