import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installedModules } from '@korero/config/modules';
import { startTestKernel } from '@korero/core/testing';
import { defineModule, defineModuleServer, type ModuleApp, type ModuleManifest } from '../sdk/define-module.ts';

/** A module whose one plugin registers `GET url` (with `prefix`, as `ctx.routes` takes it). */
const planted = (id: string, url: string, options: { prefix?: string; specPaths?: string[] } = {}) =>
  defineModule({
    id,
    title: id,
    web: false,
    ...(options.specPaths ? { specPaths: options.specPaths } : {}),
    server: async () => ({
      default: defineModuleServer({
        setup(ctx) {
          ctx.routes(
            (app: ModuleApp) => {
              app.get(
                url,
                { config: { access: 'public' }, schema: { summary: `Get ${id}`, response: { 200: z.string() } } },
                async () => id,
              );
            },
            options.prefix === undefined ? {} : { prefix: options.prefix },
          );
        },
      }),
    }),
  });

const start = (...modules: ModuleManifest[]) =>
  startTestKernel({ installed: [...installedModules, ...(modules as never[])], modules: modules.map((m) => m.id) });

describe('route ownership at start-up', () => {
  it('refuses two modules claiming the same method and path, naming both', async () => {
    await expect(start(planted('alpha', '/shared', { prefix: '' }), planted('beta', '/shared', { prefix: '' }))).rejects.toThrow(
      'Modules "alpha" and "beta" both register GET /shared.',
    );
    const spec = { specPaths: ['/api/shared'] };
    await expect(start(planted('alpha', '/shared', spec), planted('beta', '/shared', spec))).rejects.toThrow(
      'Modules "alpha" and "beta" both register GET /api/shared.',
    );
  });

  it("keeps a module's API routes under /api/<id>/, unless its manifest lists the spec's path", async () => {
    await expect(start(planted('gamma', '/elsewhere'))).rejects.toThrow('Module "gamma" registers GET /api/elsewhere outside /api/gamma/.');
    const t = await start(planted('gamma', '/gamma/things'), planted('delta', '/old-path', { specPaths: ['/api/old-path'] }));
    try {
      expect((await t.anonymous().get('/api/gamma/things')).body).toBe('gamma');
      expect((await t.anonymous().get('/api/old-path')).body).toBe('delta');
    } finally {
      await t.close();
    }
  });
});
