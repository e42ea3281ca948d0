import { existsSync } from 'node:fs';
import path from 'node:path';
import { modulesAnswer } from '../contract/kernel.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import type { ModuleState } from './module-state.ts';
import type { WebAssets } from './static.ts';

/** GET /api/modules: the enabled modules the shell should load, with their remote entry and navigation. */
export async function modulesRoutes(app: ModuleApp, deps: { state: ModuleState; assets: WebAssets | null }): Promise<void> {
  // Whether a front end was built is known at start-up (builds happen before it), not looked up per request.
  const built = new Set(
    deps.state.started().filter((m) => deps.assets !== null && m.web !== false && existsSync(path.join(deps.assets.moduleDir(m.id), 'remoteEntry.js'))).map((m) => m.id),
  );
  app.get('/modules', { schema: { tags: ['kernel'], response: { 200: modulesAnswer } }, config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      data: deps.state.enabled().map((m) => ({
        name: m.id,
        title: m.title,
        remoteEntry: m.web === false ? null : `/modules/${m.id}/remoteEntry.js`,
        built: built.has(m.id),
        nav: m.nav ?? [],
      })),
    };
  });
}
