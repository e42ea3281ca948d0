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

/** Any slot's entry, whatever it is drawn with: a slot's own type says what, where it is defined and filled. */
type AnySlotEntry = SlotEntry<any>;

/**
 * A place where modules' front ends draw, defined once by what hosts it: the shell's own below, a module's in its
 * contract/slots.ts (a module whose page has tabs others add exports `notesTabs`, say). A module filling it imports the
 * ref from there and fills it (`slots: [notesTabs.fill({ … })]`), its entries checked against the slot's type; the host draws them with `useSlot(ref)`. The name is what GET /api/modules says a remote fills (its
 * build reads it from the web module), so the shell loads a remote only where it draws.
 */
export interface Slot<Entry extends AnySlotEntry = AnySlotEntry> {
  /** `<host module>.<place>` ("notes.tabs"), or the shell's own ("dashboard.cards"). */
  readonly name: string;
  /** This slot's part of a web module. */
  fill(...entries: Entry[]): SlotFill<Entry>;
}

/** A web module's entries in one slot. */
export interface SlotFill<Entry extends AnySlotEntry = AnySlotEntry> {
  readonly slot: string;
  readonly entries: readonly Entry[];
}

/**
 * A slot: entries drawn with `Props`, carrying what `Entry` adds to a plain entry (a tab's label, a card's span).
 * Hosts export it: `export const notesTabs = defineSlot<NotesTabProps, NotesTab>('notes.tabs')`.
 */
export function defineSlot<Props extends object = object, Entry extends SlotEntry<Props> = SlotEntry<Props>>(name: string): Slot<Entry> {
  return Object.freeze({ name, fill: (...entries: Entry[]) => Object.freeze({ slot: name, entries }) });
}

/** Where a `header.primary` entry is drawn: the header bar on wide screens, or the phone menu (full width). */
export interface HeaderActionProps {
  placement: 'header' | 'menu';
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

export interface DashboardCard extends SlotEntry {
  /** How much of the dashboard's width it takes on wide screens (default full). */
  span?: 'full' | 'half';
}

/*
 * The shell's places where a module's front end draws. A module that is off, or whose front end failed to load,
 * contributes nothing and the slot draws without it. Each entry is drawn inside its module's error boundary, so a
 * failing entry never takes down the page around it. Modules that host others define their slots in their contracts
 * (the analytics page's tabs, the Reviews page's sources and submission lines).
 *
 * Signed-out places (the sign-in page, the footer) draw before any module's front end loads, so modules fill
 * them from their manifest (`links` in module.ts), not from here.
 */

/** The signed-in header, left of the owner's name, and the top of the phone menu: one button (`size="sm"` in the header). */
export const headerPrimary = defineSlot<HeaderActionProps>('header.primary');
/** The actions row of the dashboard's welcome card: one large button on the dark card (`inverse`, `inverseGhost`). */
export const dashboardHero = defineSlot('dashboard.hero');
/** The dashboard's grid under the welcome card: a card; `span: 'half'` shares a row on wide screens. */
export const dashboardCards = defineSlot<object, DashboardCard>('dashboard.cards');
/** A section of the Settings page (the page is the business module's; see `SettingsPanel`): a card that saves itself. */
export const settingsPanels = defineSlot<object, SettingsPanel>('settings.panels');

export interface WebModuleDefinition {
  id: string;
  routes?: WebRoute[];
  /** Extra navigation entries; the manifest's entries (from /api/modules) come first. */
  nav?: NavEntry[];
  /** What the module draws in the shell's and other modules' slots: `[dashboardCards.fill({ … }), …]` (see `Slot`). */
  slots?: readonly SlotFill[];
}

const TAG = Symbol.for('korero.webModule');

export type WebModule = WebModuleDefinition & { readonly [TAG]: true };

/**
 * A module's routes from its pages (its contract/pages.ts, which its manifest lists as `webPages`) and what draws each: the
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
export function slotEntries<Entry extends AnySlotEntry>(
  webModules: readonly WebModule[],
  slot: Slot<Entry>,
): Array<Entry & { module: string }> {
  return webModules
    .flatMap((m) =>
      (m.slots ?? [])
        .filter((fill) => fill.slot === slot.name)
        .flatMap((fill) => fill.entries.map((entry) => ({ ...(entry as Entry), module: m.id }))),
    )
    .sort((a, b) => a.order - b.order);
}

/** The names of the slots a web module fills (what its build writes beside its remote entry). */
export function slotsFilledBy(webModule: WebModuleDefinition): string[] {
  return [...new Set((webModule.slots ?? []).filter((fill) => fill.entries.length > 0).map((fill) => fill.slot))].sort();
}
