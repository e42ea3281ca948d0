import type { ComponentType, LazyExoticComponent } from 'react';
import type { WebPages } from '@korero/core/sdk';
import type { RoleId } from '@korero/core/contract';

type Page<P = object> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

export interface WebRoute {
  path: string;
  /** public: anyone (customers, sign-in); user: signed-in owners; admin: administrators. */
  access: 'public' | 'user' | 'admin';
  Component: Page;
  /** app: inside the signed-in layout (default for user and admin); bare: the page draws everything itself. */
  layout?: 'app' | 'bare';
  /**
   * On a `user` page, the roles in the business that may use it (docs/decisions/0026). Default: owner and manager,
   * as the kernel's routes; a role not listed sees "ask an owner" instead of the page. The server decides anyway.
   */
  roles?: readonly RoleId[];
}

export interface NavEntry {
  to: string;
  label: string;
  order?: number;
  mobile?: boolean;
  access?: 'user' | 'admin';
  /** Who sees the entry (see WebRoute.roles); default: owner and manager. */
  roles?: readonly RoleId[];
}

/** One module's piece of a slot. Within a slot, lower `order` comes first; ties keep the server's module order. */
export interface SlotEntry<P = object> {
  /** Unique within the module and slot. */
  id: string;
  order: number;
  Component: Page<P>;
}

/** Where a `header.primary` entry is drawn: the header bar on wide screens, or the phone menu (full width). */
export interface HeaderActionProps {
  placement: 'header' | 'menu';
}

/** What an `analytics.tabs` entry is drawn with: the range the owner chose on the analytics page. */
export interface AnalyticsTabProps {
  timeRange: '1m' | '3m' | '6m' | '1y';
}

export interface AnalyticsTab extends SlotEntry<AnalyticsTabProps> {
  /** The tab's name, e.g. "Compliance". */
  label: string;
  /**
   * Draws nothing; reports whether the tab is offered to this owner (e.g. false when the plan does not include it), or
   * undefined while it does not know yet. The tab appears once it reports true. Without one the tab is always shown.
   */
  Shown?: ComponentType<{ report: (shown: boolean | undefined) => void }>;
}

/**
 * A `settings.panels` entry: a card that saves itself, drawn in one section of the Settings page
 * (`/settings/<section id>`). Panels naming the same section share it, in order. The page's own sections are
 * `review-page`, `messages` (the SMS text), `logo` and `account`; any other id becomes a section of its own in the
 * page's index, named by the first panel that names it and placed by that panel's `order`.
 */
export interface SettingsPanel extends SlotEntry {
  section: { id: string; title: string; description?: string };
  /** The roles that see the panel (docs/decisions/0026); default: owner and manager. `['owner']` for API keys. */
  roles?: readonly RoleId[];
}

/** What a `reviews.sources` entry is drawn with: the Reviews page's filters, as the owner set them. */
export interface ReviewsSourceProps {
  filters: {
    rating?: number[];
    /** New Zealand calendar dates, inclusive. */
    from?: string;
    to?: string;
    q?: string;
    /** Only reviews not answered yet (sources that have answers); undefined: all. */
    unanswered?: boolean;
  };
}

/**
 * A `reviews.sources` entry: reviews from somewhere other than Korero (Google), listed on the Reviews page. Its `id`
 * names it in the page's address (`/reviews?source=google`), so it is unique across modules and never `korero`. The
 * entry draws its own list, empty states and paging; the page draws its heading and the filters.
 */
export interface ReviewsSource extends SlotEntry<ReviewsSourceProps> {
  /** The source's name in the Reviews page's Source filter, e.g. "Google". */
  label: string;
}

/**
 * What a `reviews.submission` entry is drawn with: one customer's submission on the Reviews screen, and the ids of the
 * page it is on (so an entry asks once for the page, not once per card).
 */
export interface ReviewsSubmissionProps {
  submissionId: string;
  starRating: number;
  pageIds: readonly string[];
}

export interface DashboardCard extends SlotEntry {
  /** How much of the dashboard's width it takes on wide screens (default full). */
  span?: 'full' | 'half';
}

/**
 * The places in the shell (and in modules that host others) where a module's front end draws something. A module
 * that is off, or whose front end failed to load, contributes nothing and the slot draws without it. Each entry is
 * drawn inside its module's error boundary, so a failing entry never takes down the page around it.
 *
 * | slot | where | props | a module's entry draws |
 * |---|---|---|---|
 * | `header.primary` | signed-in header, left of the owner's name; top of the phone menu | `HeaderActionProps` | one button (`size="sm"` in the header) |
 * | `dashboard.hero` | the actions row of the dashboard's welcome card | none | one large button on the dark card (`inverse`, `inverseGhost`) |
 * | `dashboard.cards` | the dashboard's grid under the welcome card | none | a card; `span: 'half'` shares a row on wide screens |
 * | `settings.panels` | a section of the Settings page (hosted by the business profile's page; see `SettingsPanel`) | none | a card that saves itself |
 * | `analytics.tabs` | extra tabs of the analytics page (hosted by the analytics module), after its own | `AnalyticsTabProps` | the tab's content |
 * | `reviews.sources` | the Reviews page (hosted by the reviews module): a source beside Korero's own submissions | `ReviewsSourceProps` | the source's list, filtered |
 * | `reviews.submission` | each submission's card on the Reviews page (hosted by the reviews module) | `ReviewsSubmissionProps` | one line about it (its follow-up's state) |
 *
 * Signed-out places (the sign-in page, the footer) draw before any module's front end loads, so modules fill
 * them from their manifest (`links` in module.ts), not from here.
 */
export interface WebSlots {
  'header.primary'?: SlotEntry<HeaderActionProps>[];
  'dashboard.hero'?: SlotEntry[];
  'dashboard.cards'?: DashboardCard[];
  'settings.panels'?: SettingsPanel[];
  'analytics.tabs'?: AnalyticsTab[];
  'reviews.sources'?: ReviewsSource[];
  'reviews.submission'?: SlotEntry<ReviewsSubmissionProps>[];
}

export type SlotName = keyof WebSlots;

export interface WebModuleDefinition {
  id: string;
  routes?: WebRoute[];
  /** Extra navigation entries; the manifest's entries (from /api/modules) come first. */
  nav?: NavEntry[];
  /** What the module draws in the shell's slots (see `WebSlots`). */
  slots?: WebSlots;
}

const TAG = Symbol.for('korero.webModule');

export type WebModule = WebModuleDefinition & { readonly [TAG]: true };

/**
 * A module's routes from its pages (its web/pages.ts, which its manifest lists as `webPages`) and what draws each: the
 * types ask for one component per listed path and no other, so the server's list and the routes cannot drift.
 */
export function pageRoutes<const P extends WebPages>(pages: P, components: { readonly [K in keyof P]: Page }): WebRoute[] {
  return Object.entries(pages).map(([path, { access, layout }]) => ({
    path,
    access,
    Component: components[path as keyof P],
    ...(layout ? { layout } : {}),
  }));
}

/** The default export of a module's remote entry (remoteEntry.js). The shell checks the tag before using anything in it. */
export function defineWebModule(definition: WebModuleDefinition): WebModule {
  return Object.freeze({ ...definition, [TAG]: true as const });
}

export function isWebModule(value: unknown): value is WebModule {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TAG] === true;
}

/** A slot's entries from every loaded module, in order, each with the module it came from. */
export function slotEntries<S extends SlotName>(
  webModules: readonly WebModule[],
  slot: S,
): Array<NonNullable<WebSlots[S]>[number] & { module: string }> {
  type Entry = NonNullable<WebSlots[S]>[number];
  return webModules
    .flatMap((m) => ((m.slots?.[slot] ?? []) as Entry[]).map((entry) => ({ ...entry, module: m.id })))
    .sort((a, b) => a.order - b.order);
}
