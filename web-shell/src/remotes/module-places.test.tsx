import { describe, expect, it } from 'vitest';
import type { DefinedModule } from '@korero/core/sdk';
import { isWebModule, type WebModule } from '@korero/web-kit';

// Every installed module's manifest and its front end's web module, as the build sees them.
const manifests = import.meta.glob<{ default: DefinedModule }>('../../../modules/*/module.ts', { eager: true });
const webModules = import.meta.glob<{ default: WebModule }>('../../../modules/*/web/src/*.web-module.tsx', { eager: true });

const idOf = (file: string) => /modules\/([^/]+)\//.exec(file)![1]!;

describe("each module's manifest names its front end's pages", () => {
  const fronts = Object.entries(webModules).map(([file, m]) => ({ id: idOf(file), web: m.default }));

  it('finds every front end', () => {
    expect(fronts.length).toBeGreaterThanOrEqual(10);
    for (const { web } of fronts) expect(isWebModule(web)).toBe(true);
  });

  // The shell loads a remote only where the manifest says it is needed, so a page missing there would never draw, and
  // one listed but not in the front end would load a remote for nothing. Pages are one list (contract/pages.ts) that both
  // import; this checks the web module draws from it (pageRoutes) rather than a list of its own. (The slots a remote
  // fills are not in the manifest: its build reads them from the web module, web-kit/build's slotsFile.)
  it.each(fronts.map((f) => [f.id, f.web] as const))('%s: pages match its web module', (id, web) => {
    const manifest = Object.entries(manifests).find(([file]) => idOf(file) === id)?.[1].default;
    expect(manifest, `modules/${id}/module.ts`).toBeDefined();
    const routes = (web.routes ?? []).map(({ path, access, layout }) => [path, { access, ...(layout ? { layout } : {}) }]);
    const pages = Object.entries(manifest!.webPages ?? {}).map(([path, { access, layout }]) => [
      path,
      { access, ...(layout ? { layout } : {}) },
    ]);
    expect(routes).toEqual(pages);
  });
});
