import { afterAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { moduleRoutes, startTestKernel, type TestKernel } from '@korero/core/testing';

/** A module can be switched off unless another enabled module requires it. */
const optional = installedModules.filter((m) => !installedModules.some((other) => other.requires?.modules?.includes(m.id)));
const started: TestKernel[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));

function concrete(route: string): { method: string; url: string } {
  const [method, url] = route.split(' ') as [string, string];
  return { method, url: url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x') };
}

describe('switching modules with MODULES', () => {
  it('with everything on, every module is listed and registers routes', async () => {
    const t = await startTestKernel();
    started.push(t);
    const listed = (await t.anonymous().get('/api/modules')).body.data.map((m: { name: string }) => m.name).sort();
    expect(listed).toEqual(installedModules.map((m) => m.id).sort());
    for (const m of installedModules) if (m.server) expect(moduleRoutes(t.kernel, m.id).length).toBeGreaterThan(0);
  });

  for (const off of optional) {
    it(`boots with "${off.id}" off: absent from /api/modules, its API answers 404, the rest works`, async () => {
      const all = await startTestKernel();
      const routes = moduleRoutes(all.kernel, off.id);
      await all.close();

      const t = await startTestKernel({ modules: installedModules.filter((m) => m.id !== off.id).map((m) => m.id) });
      started.push(t);
      const owner = await t.signUp();
      const listed = (await owner.get('/api/modules')).body.data.map((m: { name: string }) => m.name);
      expect(listed).not.toContain(off.id);
      for (const route of routes) {
        const { method, url } = concrete(route);
        const res = await owner.request(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : {});
        if (url.startsWith('/api/') || url.startsWith('/public-objects/')) {
          expect({ route, status: res.status }).toEqual({ route, status: 404 });
          if (url.startsWith('/api/')) expect(res.body.error).toMatch(/^No API route matches/);
        } else {
          // A page path (a customer link) falls through to the app's own page and its 404 screen; here, with no
          // front end built, the kernel says so. Either way the module does not answer it.
          expect({ route, served: res.status === 200 }).toEqual({ route, served: false });
        }
      }
      expect((await owner.get('/api/user')).status).toBe(200);
      expect((await owner.get('/api/health')).status).toBe(200);
    });
  }

  it('refuses an unknown module id at start-up, naming it', async () => {
    await expect(startTestKernel({ modules: ['teams', 'no-such-module'] })).rejects.toThrow(/Unknown module "no-such-module" in MODULES/);
  });
});
