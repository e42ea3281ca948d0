import type { SystemSettings } from '../../contract/system-settings.ts';
import type { SessionUser } from '../../ports/auth.port.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers during maintenance too (signing in, the session, the status and health checks, webhooks). */
    openInMaintenance?: boolean;
  }
}

/** During maintenance, the owner's app stays open only to administrators, and only if the settings say so. */
export function maintenanceOpenTo(settings: SystemSettings, user: SessionUser | null): boolean {
  return Boolean(user?.isAdmin && settings.maintenanceAdminsOpen);
}

/** Kernel routes that answer during maintenance: signing in and out, who is signed in, status, health, webhooks, docs. */
const ALWAYS_OPEN = [
  '/api/login',
  '/api/logout',
  '/api/session',
  '/api/user',
  '/api/modules',
  '/api/health',
  '/api/system/',
  '/api/webhooks/',
  '/api/openapi.json',
  '/api/docs',
  '/api/admin-setup',
  '/api/auth/',
];

/** How a route behaves while maintenance is on. */
export type MaintenanceRule = 'open' | 'closed' | 'customers';

export function maintenanceRuleOf(
  url: string,
  access: 'public' | 'owner' | 'admin',
  openInMaintenance: boolean | undefined,
): MaintenanceRule {
  if (openInMaintenance || access === 'admin' || !url.startsWith('/api/')) return 'open';
  if (ALWAYS_OPEN.some((prefix) => url === prefix || (prefix.endsWith('/') && url.startsWith(prefix)))) return 'open';
  // A new account is use of the app; a customer's review link is open if the settings say so.
  if (access === 'public' && url !== '/api/register') return 'customers';
  return 'closed';
}
