import { modulesAnswer, type ModulesAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import type { ModuleState } from './module-state.ts';

/** The modules switched on now, as the shell reads them: remote entry, navigation, shell links, pages and slots. */
export function enabledModulesList(state: ModuleState): ModulesAnswer['data'] {
  return state.enabled().map((m) => ({
    name: m.id,
    title: m.title,
    remoteEntry: m.web === false ? null : `/modules/${m.id}/remoteEntry.js`,
    nav: m.nav ?? [],
    links: m.links ?? [],
    pages: m.web === false ? [] : (m.webPages ?? []),
    slots: m.web === false ? [] : (m.webSlots ?? []),
  }));
}

/** GET /api/modules: the modules switched on now, which the shell loads (the page's HTML carries the same list). */
export async function modulesRoutes(app: ModuleApp, deps: { state: ModuleState }): Promise<void> {
  app.get(
    '/modules',
    { schema: { tags: ['kernel'], response: { 200: modulesAnswer } }, config: { access: 'public' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: enabledModulesList(deps.state) };
    },
  );
}
