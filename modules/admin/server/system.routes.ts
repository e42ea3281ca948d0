import type { AuditPort, ModuleApp, ModulesPort, SystemSettingsPort } from '@korero/core/sdk';
import { conflict, notFound } from '@korero/core/sdk';
import { idParams, moduleSwitchBody, modulesAnswer, settingsAnswer, settingsBody } from '../contract/api.ts';

const admin = { access: 'admin' as const };

/** System settings and module switches: in effect at once, in every process within seconds, each change audited. */
export async function systemRoutes(
  app: ModuleApp,
  deps: {
    settings: SystemSettingsPort;
    modules: ModulesPort;
    audit: AuditPort;
    userId: (request: Parameters<AuditPort['record']>[0]) => string | null;
  },
): Promise<void> {
  const { settings, modules, audit } = deps;

  app.get(
    '/admin/settings',
    { config: admin, schema: { summary: 'Get the system settings', response: { 200: settingsAnswer } } },
    async () => ({ data: settings.current() }),
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        summary: 'Save the system settings',
        operationId: 'updateSystemSettings',
        body: settingsBody,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const before = settings.current();
      const changed = Object.entries(request.body).filter(([key, value]) => before[key as keyof typeof before] !== value);
      const after = await settings.update(request.body, deps.userId(request));
      if (changed.length) {
        await audit.record(request, {
          action: 'settings.updated',
          targetType: 'settings',
          targetId: null,
          details: {
            message: `Changed ${changed.map(([key]) => key).join(', ')}`,
            changes: Object.fromEntries(changed.map(([key, value]) => [key, { from: before[key as keyof typeof before], to: value }])),
          },
        });
      }
      return { data: after };
    },
  );

  app.get(
    '/admin/modules',
    {
      config: admin,
      schema: {
        summary: 'List installed modules and whether each is on',
        operationId: 'listInstalledModules',
        response: { 200: modulesAnswer },
      },
    },
    async () => ({ data: modules.list() }),
  );

  app.put(
    '/admin/modules/:id',
    {
      config: admin,
      schema: {
        summary: 'Switch a module on or off',
        operationId: 'setModuleEnabled',
        params: idParams,
        body: moduleSwitchBody,
        response: { 200: modulesAnswer },
      },
    },
    async (request) => {
      const module = modules.list().find((m) => m.id === request.params.id);
      if (!module) throw notFound('No such module is installed.');
      const result = await modules.setEnabled(module.id, request.body.enabled, deps.userId(request));
      if (!result.ok) throw conflict(result.reason);
      await audit.record(request, {
        action: request.body.enabled ? 'module.enabled' : 'module.disabled',
        targetType: 'module',
        targetId: module.id,
        details: { message: `${module.title} switched ${request.body.enabled ? 'on' : 'off'}` },
      });
      return { data: modules.list() };
    },
  );
}
