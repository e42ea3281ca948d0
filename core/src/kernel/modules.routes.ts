import { modulesAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import type { ModuleState } from './module-state.ts';

/** GET /api/modules: the modules switched on now, which the shell loads, with their remote entry, navigation and shell links. */
export async function modulesRoutes(app: ModuleApp, deps: { state: ModuleState }): Promise<void> {
  app.get(
    '/modules',
    { schema: { tags: ['kernel'], response: { 200: modulesAnswer } }, config: { access: 'public' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        data: deps.state.enabled().map((m) => ({
          name: m.id,
          title: m.title,
          remoteEntry: m.web === false ? null : `/modules/${m.id}/remoteEntry.js`,
          nav: m.nav ?? [],
          links: m.links ?? [],
        })),
      };
    },
  );
}
