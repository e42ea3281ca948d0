import type { SystemSettingsPort } from '../../ports/system-settings.port.ts';
import type { SessionAuth } from '../../identity/auth.adapter.ts';
import type { ModuleApp } from '../../sdk/define-module.ts';
import type { FastifyRequest } from 'fastify';
import { systemStatusAnswer, type SystemStatus } from '../../contract/system-settings.ts';
import { maintenanceOpenTo } from './maintenance.ts';

type StatusDeps = { settings: SystemSettingsPort; auth: SessionAuth; supportEmail: string };

/** What GET /api/system/status answers this request (and what the app's pages carry, so the shell need not ask). */
export function systemStatusFor(deps: StatusDeps) {
  return async (request: FastifyRequest): Promise<SystemStatus> => {
    const settings = deps.settings.current();
    const user = settings.maintenanceMode ? await deps.auth.currentUser(request) : null;
    return {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      supportEmail: deps.supportEmail,
      maintenance: {
        on: settings.maintenanceMode,
        message: settings.maintenanceMessage,
        openToYou: !settings.maintenanceMode || maintenanceOpenTo(settings, user),
      },
    };
  };
}

/**
 * GET /api/system/status: the site's name and whether maintenance is on, and whether the app is open to whoever asks
 * (an administrator may keep working). Every page asks first, signed in or not, so it stays open during maintenance.
 */
export async function systemStatusRoutes(app: ModuleApp, deps: StatusDeps): Promise<void> {
  const status = systemStatusFor(deps);
  app.get(
    '/system/status',
    {
      schema: {
        summary: "Get the site's name, support address and maintenance state",
        operationId: 'getSystemStatus',
        tags: ['system'],
        response: { 200: systemStatusAnswer },
      },
      config: { access: 'public', openInMaintenance: true },
    },
    async (request) => ({ data: await status(request) }),
  );
}
