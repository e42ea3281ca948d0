import type { EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Env } from '@korero/config/env';
import type { AnyRef, Ref } from '../ports/define-port.ts';
import type { AnyEntitlement } from '../ports/entitlements.ts';
import type { ExportCollector, Role } from '../ports/auth.port.ts';
import type { EventHandler, EventRef } from '../ports/events.port.ts';
import type { DefinedProvider } from './define-provider.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Lower comes first. */
  order?: number;
  /** Also in the phone menu (default true). */
  mobile?: boolean;
  /** Who sees it: signed-in owners (default) or admins. */
  access?: 'user' | 'admin';
  /**
   * On a `user` entry, the roles in the business that see it (docs/decisions/0026); default: owner and manager, as the
   * routes. A technician's first entry is where they land after signing in.
   */
  roles?: Role[];
}

/**
 * A link a module puts in one of the shell's own places. They draw before any module's front end loads (the sign-in
 * page loads none), so they come from the manifest through GET /api/modules, like `nav`. Lower `order` first.
 * - `footer.links`: the footer of the shell's and the public pages (the footer adds the support address last).
 * - `auth.agreements`: the sign-up form's "By creating an account you agree to …" line (left out when empty).
 * - `auth.afterSignUp`: where a new account goes first; the lowest order wins, the dashboard when there is none.
 * - `adminSetup.done`: where a new administrator goes once the setup code is accepted, and the setup page's link for
 *   an administrator; the lowest order wins, the dashboard (and no link) when there is none.
 */
export type ShellLink =
  | { slot: 'footer.links' | 'auth.agreements' | 'adminSetup.done'; to: string; label: string; order?: number }
  | { slot: 'auth.afterSignUp'; to: string; order?: number };

/** One page of a module's front end. */
export interface WebPage {
  /** public: anyone (customers, sign-in); user: signed-in owners; admin: administrators. */
  access: 'public' | 'user' | 'admin';
  /** app: inside the signed-in layout (default for user and admin); bare: the page draws everything itself. */
  layout?: 'app' | 'bare';
  /** Still drawn while the site is closed for maintenance (the shell's own sign-in pages always are). Default false. */
  openInMaintenance?: boolean;
}

/**
 * A front end's pages by path ("/things", "/things/:id", "/area/*"), kept in the module's contract/pages.ts: the manifest
 * lists that file as `webPages`, the web module draws exactly those pages (web-kit's pageRoutes), so the two cannot
 * drift, and other modules link to them through the links it exports (`pageLinks`, @korero/core/page-links). It holds data
 * only (no React), since the server reads it too.
 */
export type WebPages = Readonly<Record<string, WebPage>>;

/** A migration class with the name it is recorded under. Names start with a timestamp, so all modules sort together. */
export interface ModuleMigration {
  name: string;
  class: new (...args: any[]) => Migration;
}

/** Fastify, typed for zod schemas on params, query and body. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RouteOptions {
  /** Default "/api". */
  prefix?: string;
}

/**
 * What a module's lifecycle part is handed. It runs for every INSTALLED module, switched on or off, so an owner's
 * data can always be exported and deleted. It sees ports only (another module may be off): keep it to the module's
 * own tables and files.
 */
export interface LifecycleContext {
  readonly id: string;
  readonly env: Readonly<Env>;
  /** The address people reach Korero at, without a trailing slash (for links in messages). */
  readonly publicUrl: string;
  readonly logger: FastifyBaseLogger;
  /** This module's own settings, as its setup reads them (see ModuleContext's). */
  settings<S extends z.ZodObject>(schema: S): z.output<S>;
  /** A port listed in requires.ports. */
  get<T>(ref: Ref<T>): T;
  /**
   * This module's section of the owner's data export (GET /api/account/export), under `modules.<id>`. Give only that
   * business's rows, in readable field names; leave out secrets (token hashes, signing keys) and give files as URLs.
   */
  exportData(collect: ExportCollector): void;
  /**
   * Deletes a business's data and files when its account is deleted. Every installed module's handler runs (dependents
   * first) and all must succeed before the account row goes; a failure keeps the account so the owner can retry, so
   * the handler must be safe to run again.
   */
  deleteAccount(handler: (businessId: string) => Promise<void>): void;
}

/** An optional module's service as `ctx.find` gives it: null, at this moment, while that module is not on. */
export type ServiceLookup<T> = () => T | null;

/** What a module's server part is handed at start-up, when configuration lets it run (MODULES). */
export interface ModuleContext {
  readonly id: string;
  readonly env: Readonly<Env>;
  /** The address people reach Korero at, without a trailing slash (for links in messages). */
  readonly publicUrl: string;
  readonly logger: FastifyBaseLogger;
  /** The folder of this module's built front end (its web/dist), or null when this server serves no web assets. */
  readonly webDir: string | null;
  /**
   * This module's own settings (its manifest's `env`), as start-up checked them. Pass that same schema: the answer is
   * typed by it (another schema throws).
   */
  settings<S extends z.ZodObject>(schema: S): z.output<S>;
  /**
   * A port, or a service of a module this one requires. Anything undeclared fails at start-up. A required module is on
   * whenever this one is, so its service answers (docs/decisions/0041).
   */
  get<T>(ref: Ref<T>): T;
  /**
   * A service of a module listed in `optional`, as a lookup to call at each use (not once at setup): it gives null
   * while that module does not run here or an administrator has switched it off, so the caller behaves as without it.
   */
  find<T>(ref: Ref<T>): ServiceLookup<T>;
  /**
   * Whether an administrator has this module switched on now (an in-memory read). For what the module handed another
   * at setup (a profile field, a count): those are the other module's to call, so they answer as absent themselves
   * while this one is off (docs/decisions/0041).
   */
  isOn(): boolean;
  /**
   * Offers a service to other modules. The ref's id must start with this module's id. They receive it gated: while this
   * module is switched off, every call of its functions throws ModuleSwitchedOffError (a 409 naming the module).
   */
  provide<T>(ref: Ref<T>, service: T): void;
  /** Registers an encapsulated Fastify plugin; its routes answer 404 while the module is switched off. */
  routes(plugin: (app: ModuleApp) => Promise<void> | void, options?: RouteOptions): void;
  /**
   * Registers a vendor's webhooks under /api/webhooks/<vendor> (the vendor must be listed in the manifest's
   * `vendorWebhooks`). Vendors call signed out, so every route must carry `config: { access: 'public' }`, and it
   * verifies the vendor's signature itself. The prefix is exempt from the cross-site check and open in maintenance.
   */
  webhooks(vendor: string, plugin: (app: ModuleApp) => Promise<void> | void): void;
  /**
   * Handles an event of this module, of a module it requires or lists as optional, or of the kernel. Delivered at
   * least once, from the job queue, after the emitting transaction commits (and only while this module is on): make
   * the handler safe to run twice, using `meta.eventId` where the effect is not naturally idempotent.
   */
  on<P>(event: EventRef<P>, handler: EventHandler<P>): void;
}

/**
 * A module's server part. `entities`, `migrations` and `lifecycle` load for every installed module, whether it is
 * switched on or not; `setup` (routes, services, event handlers, jobs) runs only when MODULES lets the module run,
 * and what it registers is active only while the module is switched on.
 */
export interface ModuleServer {
  entities?: EntitySchema<any, any>[];
  migrations?: ModuleMigration[];
  /** The module's data export and account deletion: always loaded, so no owner's data outlives a switched-off module. */
  lifecycle?(context: LifecycleContext): void | Promise<void>;
  setup(context: ModuleContext): void | Promise<void>;
}

export interface ApiScope {
  /** "<thing>:read" or "<thing>:write". */
  scope: string;
  /** What a key with it may do, for the owner choosing scopes ("Create review invitations"). */
  description: string;
}

export interface ModuleManifest {
  id: string;
  title: string;
  description?: string;
  /** Modules that must be enabled for this one to start, and the ports it uses. */
  requires?: { modules?: string[]; ports?: AnyRef[] };
  /** Modules used when present: started before this one, and their events may be listened to. */
  optional?: string[];
  /** Navigation entries, shown only while the module is enabled. */
  nav?: NavItem[];
  /** Links in the shell's signed-out places (see ShellLink), shown only while the module is enabled. */
  links?: ShellLink[];
  /** What plans grant for this module's features (see defineEntitlement); config/plans.ts gives each a value. */
  entitlements?: AnyEntitlement[];
  /** Does the module ship a front end (a remote under web/, loaded by the shell at run time)? Default true. */
  web?: boolean;
  /**
   * The front end's pages (its contract/pages.ts, see WebPages). The shell loads a module's remote only on a page that needs
   * it (one of these, or one hosting a slot the remote fills), and the server names those remotes in the page's HTML
   * so the browser fetches them at once. The slots are not listed here: the remote's build reads them from its web
   * module (web-kit/build, `slots.json` beside remoteEntry.js). The pages are the web module's by construction.
   */
  webPages?: WebPages;
  /**
   * Vendors this module brings behind a kernel port (a Messenger provider for the messenger channel). Available
   * while the module is enabled at start-up, and chosen like any other with `<CHANNEL>_PROVIDER`.
   */
  providers?: DefinedProvider[];
  /**
   * Scopes an API key may carry for this module's routes ("invites:write"); a route accepts a key by naming one in
   * `config.apiKey`. Owners choose them when making a key in Settings.
   */
  apiScopes?: ApiScope[];
  /**
   * The module's API routes live under /api/<id>/. These paths (Fastify's form, "/api/things/:id") are the spec's,
   * named before that rule and kept so existing clients keep working; a new route never goes here.
   */
  specPaths?: readonly string[];
  /**
   * The vendors whose webhooks this module receives, each at /api/webhooks/<vendor>/… (`ctx.webhooks`): e.g. a job
   * system's "job completed". Lower-case letters, digits and dashes. Several modules may each have their own; two
   * claiming one vendor's path stop start-up, as any route claimed twice does.
   */
  vendorWebhooks?: readonly string[];
  /**
   * The module's own environment variables (XERO_CLIENT_ID…), as a zod object over the environment, checked at
   * start-up for every installed module as the kernel's are (config/env.schema.ts): a bad value stops Korero with a
   * message naming the variable. Settings that come together are a refinement (`allOrNone`). The module reads them
   * with `ctx.settings(schema)` and lists them in its README. Variables the kernel has (SECRETS_KEY) stay the kernel's:
   * name one here only to require it, and read it from `ctx.env`.
   */
  env?: z.ZodObject;
  /** Can an admin switch it off at run time? Default true. */
  canDisable?: boolean;
  /** Loaded for every installed module (its lifecycle always runs); its setup runs when MODULES lets it run. */
  server?: () => Promise<{ default: ModuleServer }>;
}

const MANIFEST = Symbol.for('korero.module');
const MODULE_ID = /^[a-z][a-z0-9-]{1,30}$/;

export type DefinedModule = ModuleManifest & { readonly [MANIFEST]: true };

export function defineModule(manifest: ModuleManifest): DefinedModule {
  if (!MODULE_ID.test(manifest.id)) {
    throw new Error(`Module id "${manifest.id}" must be lower-case letters, digits and dashes (2-31 characters).`);
  }
  for (const { scope } of manifest.apiScopes ?? []) {
    if (!/^[a-z][a-z-]{1,20}:(read|write)$/.test(scope)) throw new Error(`API scope "${scope}" must be "<thing>:read" or "<thing>:write".`);
  }
  return Object.freeze({ ...manifest, [MANIFEST]: true as const });
}

export function isDefinedModule(value: unknown): value is DefinedModule {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MANIFEST] === true;
}

export function defineModuleServer(server: ModuleServer): ModuleServer {
  return server;
}
