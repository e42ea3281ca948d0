import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Role, SessionUser } from '../ports/auth.port.ts';
import type { SystemSettings } from '../contract/system-settings.ts';
import { type Capability, DEFAULT_CAPABILITY, OWNERS_DO, PERMISSIONS } from '../contract/permissions.ts';
import { forbidden, unauthorized, unavailable } from '../sdk/errors.ts';
import { maintenanceOpenTo, maintenanceRuleOf } from './settings/maintenance.ts';

/** Who may call a route: anyone, a signed-in owner, or a Korero administrator. */
export type RouteAccess = 'public' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Default: 'owner' under /api/, 'public' for pages and files. The kernel checks it before the body is read. */
    access?: RouteAccess;
    /**
     * An owner route that also takes an API key (Authorization: Bearer krc_…) carrying this scope, which a module
     * declares in its manifest's apiScopes. Without it, a key is refused: keys reach only the routes that name one.
     */
    apiKey?: string;
    /**
     * On a signed-in ('owner') route, what it does, from the one permission table (contract/permissions.ts), which
     * says which roles of the session's business may call it. Default: 'manage' (owners and managers).
     */
    capability?: Capability;
  }
}

/** What a signed-in route does (only signed-in routes have one). */
export function capabilityOf(route: Pick<RouteOptions, 'url' | 'config'>): Capability | undefined {
  if (accessOf(route) !== 'owner') return undefined;
  return (route.config as { capability?: Capability } | undefined)?.capability ?? DEFAULT_CAPABILITY;
}

/** What a person whose role may not do something is told: what they may do instead, and whom to ask. */
export function roleRefusal(role: Role, capability: Capability): string {
  if (role === 'technician') {
    return 'Technicians can send review invitations and record jobs, and answer the follow-ups assigned to them; ask an owner or a manager of this business for anything else.';
  }
  const owners = OWNERS_DO[capability];
  if (owners) return `Only an owner of this business can ${owners}. Ask an owner.`;
  return `Your role in this business (${role}) cannot do that. Ask an owner of this business.`;
}

/** The bearer token of a request, when it sends one. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? (/^Bearer\b/i.test(header) ? '' : null);
}

/** One route the kernel serves, as its access rule sees it. */
export interface RouteInfo {
  method: string;
  url: string;
  access: RouteAccess;
  /** The module that registered it, or 'kernel'. */
  module: string;
  /** The route's zod schemas (tests generate input from them). */
  schema: FastifySchema | undefined;
  /** The largest body the route accepts: its own limit, else the kernel's default. */
  bodyLimit: number;
  /** The scope an API key needs here, when the route takes keys. */
  apiKey?: string | undefined;
  /** The route has its own rate limit (so it may answer 429). */
  rateLimited?: boolean;
  /** On signed-in routes, what it does, and so the roles that may call it (contract/permissions.ts). */
  capability?: Capability | undefined;
  roles?: readonly Role[] | undefined;
}

// The signed-out answer, written once: the commonest refusal is answered straight from the check, as a route would
// answer, rather than thrown through the error handler and its serializer (the 401 path costs what a 200 does).
const SIGNED_OUT = JSON.stringify({ error: unauthorized().message });
/** The error a check throws, or undefined: handed to a hook's done() once, outside the check's own try. */
function refusal(check: () => void): Error | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

function refuseSignedOut(reply: FastifyReply): FastifyReply {
  return reply.code(401).type('application/json; charset=utf-8').send(SIGNED_OUT);
}

export const ADMINS_NEED_TWO_FACTOR =
  'Administrators must use two-factor sign-in. Set it up under Account security (/account/security), then try again.';
export const STAFF_NEED_TWO_FACTOR =
  'This business asks everyone to use two-factor sign-in. Set it up under Account security (/account/security) to carry on.';

/** Finds the signed-in user a key stands for (checking its scope and rate), or throws the answer to give. */
export type KeyUser = (request: FastifyRequest, bearer: string, scope: string | undefined) => Promise<SessionUser>;

export function accessOf(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess {
  const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (declared) return declared;
  return route.url.startsWith('/api/') ? 'owner' : 'public';
}

/**
 * Deny by default: every route added after this gets an onRequest check for its access level, ahead of its own
 * hooks, so a signed-out request is answered 401 before its body is parsed or validated. The user it looks up is
 * remembered for the request, so `auth.user(request)` works in the handler. Returns the list it fills.
 */
export function installRouteAccess(
  app: FastifyInstance,
  currentUser: (request: FastifyRequest) => Promise<SessionUser | null>,
  settings: () => SystemSettings,
  refusedAdmin: (request: FastifyRequest) => Promise<void> = async () => {},
  keyUser: KeyUser = async () => {
    throw forbidden('API keys cannot be used here.');
  },
  /** Whether the request carries a session at all (its cookie); without one, and without a key, it is signed out. */
  hasSession: (request: FastifyRequest) => boolean = () => true,
): RouteInfo[] {
  const mayBeSignedIn = (request: FastifyRequest) => request.headers.authorization !== undefined || hasSession(request);
  const routes: RouteInfo[] = [];
  // A request with a key is that key's business and nothing more: its session cookie, if any, is not looked at.
  const userOf = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const bearer = bearerOf(request);
    return bearer === null ? currentUser(request) : keyUser(request, bearer, request.routeOptions.config.apiKey);
  };
  // The role is read from the session's membership, which the session lookup already joined: no query of its own.
  const refuseRole = (request: FastifyRequest, user: SessionUser): void => {
    const capability = request.routeOptions.config.capability ?? DEFAULT_CAPABILITY;
    if (!(PERMISSIONS[capability] as readonly Role[]).includes(user.role)) throw forbidden(roleRefusal(user.role, capability));
    // Staff of a business that asks for two-factor sign-in set it up first; their own account stays reachable.
    if (user.businessAsksTwoFactor && user.twoFactorOn === false && capability !== 'self') throw forbidden(STAFF_NEED_TWO_FACTOR);
  };
  // Callback hooks: a request that carries neither a session cookie nor a key is answered 401 at once, with no
  // promise or lookup (the commonest refusal: a signed-out page's first call, a crawler, an expired tab).
  const signedIn: onRequestHookHandler = (request, reply, done) => {
    if (!mayBeSignedIn(request)) return void refuseSignedOut(reply);
    userOf(request).then((user) => {
      if (!user) return void refuseSignedOut(reply);
      done(refusal(() => refuseRole(request, user)));
    }, done);
  };
  // Maintenance mode: a flag read from memory, so these cost nothing while it is off.
  const signedInUnlessMaintenance: onRequestHookHandler = (request, reply, done) => {
    if (!mayBeSignedIn(request)) return void refuseSignedOut(reply);
    userOf(request).then((user) => {
      if (!user) return void refuseSignedOut(reply);
      const now = settings();
      if (now.maintenanceMode && !maintenanceOpenTo(now, user)) return done(unavailable(now.maintenanceMessage));
      done(refusal(() => refuseRole(request, user)));
    }, done);
  };
  // Callback hooks, not async: on public routes these run on every request, and a promise each is measurable.
  const closedInMaintenance: onRequestHookHandler = (_request, _reply, done) => {
    const now = settings();
    done(now.maintenanceMode ? unavailable(now.maintenanceMessage) : undefined);
  };
  const customersInMaintenance: onRequestHookHandler = (_request, _reply, done) => {
    const now = settings();
    done(now.maintenanceMode && !now.maintenanceCustomersOpen ? unavailable(now.maintenanceMessage) : undefined);
  };
  const admin: onRequestHookHandler = async (request, reply) => {
    if (bearerOf(request) !== null) throw forbidden('API keys cannot be used for administration. Sign in as a Korero administrator.');
    const user = await currentUser(request);
    if (!user) return refuseSignedOut(reply);
    if (!user.isAdmin) {
      // Recorded, never in the way: a failed write still answers 403.
      await refusedAdmin(request).catch((error: unknown) => request.log.warn({ err: error }, 'could not record a refused admin request'));
      throw forbidden('Only Korero administrators can do that.');
    }
    if (user.twoFactorOn === false) throw forbidden(ADMINS_NEED_TWO_FACTOR);
  };
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const capability = capabilityOf(route);
    // Fastify adds a HEAD twin for each GET with the same options; it is checked the same way, listed once.
    for (const method of methods) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          access,
          module: 'kernel',
          schema: route.schema,
          // Fastify's own default (1 MiB) when the instance names none.
          bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024,
          apiKey: (route.config as { apiKey?: string } | undefined)?.apiKey,
          rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
          capability,
          roles: capability ? PERMISSIONS[capability] : undefined,
        });
    }
    const rule = maintenanceRuleOf(route.url, access, (route.config as { openInMaintenance?: boolean } | undefined)?.openInMaintenance);
    let check: onRequestHookHandler | null;
    if (access === 'admin') check = admin;
    else if (access === 'owner') check = rule === 'open' ? signedIn : signedInUnlessMaintenance;
    else check = rule === 'customers' ? customersInMaintenance : rule === 'closed' ? closedInMaintenance : null;
    if (!check) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (!own.includes(check)) route.onRequest = [check, ...own];
  });
  return routes;
}
