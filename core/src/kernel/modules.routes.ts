import { modulesAnswer, type ModulesAnswer } from '../contract/kernel.ts';
import type { DefinedModule, ModuleApp } from '../sdk/define-module.ts';
import type { BuiltSlots } from './built-slots.ts';
import type { ModuleState } from './module-state.ts';
import { checkedAnswer } from './checked-answers.ts';

/** A module's front-end pages (none without a front end), each with what its manifest says of it. */
const pagesOf = (m: DefinedModule) => (m.web === false ? [] : Object.entries(m.webPages ?? {}));

/** The modules switched on now, as the shell reads them: remote entry, navigation, shell links, pages and slots. */
function enabledModulesList(state: ModuleState, slotsOf: BuiltSlots): ModulesAnswer['data'] {
  return state.enabled().map((m) => ({
    name: m.id,
    title: m.title,
    remoteEntry: m.web === false ? null : `/modules/${m.id}/remoteEntry.js`,
    nav: m.nav ?? [],
    links: m.links ?? [],
    pages: pagesOf(m).map(([path]) => path),
    // As its build found them in the web module (none before it is built).
    slots: m.web === false ? [] : [...slotsOf(m.id)],
    openInMaintenance: pagesOf(m)
      .filter(([, page]) => page.openInMaintenance)
      .map(([path]) => path),
  }));
}

/** GET /api/modules's whole answer: the modules switched on, and the pages of those installed but not on. */
export function modulesAnswerOf(state: ModuleState, slotsOf: BuiltSlots): ModulesAnswer {
  const on = new Set(state.enabled().flatMap((m) => pagesOf(m).map(([path]) => path)));
  const offPages = [...new Set(state.notEnabled().flatMap((m) => pagesOf(m).map(([path]) => path)))];
  return { data: enabledModulesList(state, slotsOf), offPages: offPages.filter((p) => !on.has(p)) };
}

/** GET /api/modules: the modules switched on now, which the shell loads (the page's HTML carries the same list). */
export async function modulesRoutes(app: ModuleApp, deps: { state: ModuleState; slotsOf: BuiltSlots }): Promise<void> {
  // Built and checked once for each set of switched-on modules (and of the slots their builds fill), not on every request.
  let cached: { key: string; answer: ModulesAnswer } | null = null;
  app.get(
    '/modules',
    {
      schema: { summary: 'List the modules switched on', operationId: 'listModules', tags: ['kernel'], response: { 200: modulesAnswer } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const key = deps.state
        .enabled()
        .map((m) => `${m.id}:${deps.slotsOf(m.id).join(' ')}`)
        .join(',');
      if (cached?.key !== key) cached = { key, answer: checkedAnswer(modulesAnswer, modulesAnswerOf(deps.state, deps.slotsOf)) };
      return cached.answer;
    },
  );
}
