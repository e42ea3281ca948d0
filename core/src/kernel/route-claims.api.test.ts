import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installedModules } from '@korero/config/modules';
import { startTestKernel } from '@korero/core/testing';
import { systemSettingsPort } from '../ports/system-settings.port.ts';
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

/** A module receiving `vendor`'s webhooks (declared as `declared`), its one route public unless `open` is false. */
const receiver = (id: string, vendor: string, declared: string[] = [vendor], open = true) =>
  defineModule({
    id,
    title: id,
    web: false,
    vendorWebhooks: declared,
    server: async () => ({
      default: defineModuleServer({
        setup(ctx) {
          ctx.webhooks(vendor, (app: ModuleApp) => {
            app.post(
              '/events',
              {
                ...(open ? { config: { access: 'public' as const } } : {}),
                schema: { summary: `Receive ${vendor}'s events`, response: { 200: z.string() } },
              },
              async () => `${id} got it`,
            );
          });
        },
      }),
    }),
  });

describe("a module's own vendor webhooks (manifest vendorWebhooks)", () => {
  it('mounts them under /api/webhooks/<vendor>: public, past the cross-site check, open in maintenance; two vendors at once', async () => {
    const t = await start(receiver('jobsa', 'acme-jobs'), receiver('jobsb', 'other-jobs'));
    try {
      const crossSite = { origin: 'https://evil.example' };
      expect((await t.anonymous().post('/api/webhooks/acme-jobs/events', {}, crossSite)).body).toBe('jobsa got it');
      expect((await t.anonymous().post('/api/webhooks/other-jobs/events', {}, crossSite)).body).toBe('jobsb got it');
      await t.kernel.get(systemSettingsPort).update({ maintenanceMode: true, maintenanceMessage: 'Back soon.' }, null);
      expect((await t.anonymous().post('/api/webhooks/acme-jobs/events', {})).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a vendor the manifest does not name, a route that is not public, and two modules taking one vendor', async () => {
    await expect(start(receiver('jobsc', 'acme-jobs', []))).rejects.toThrow(
      'Module "jobsc" mounts webhooks for "acme-jobs" but does not list it in its manifest\'s vendorWebhooks.',
    );
    await expect(start(receiver('jobsd', 'acme-jobs', ['acme-jobs'], false))).rejects.toThrow(
      "POST /api/webhooks/acme-jobs/events must carry config: { access: 'public' }",
    );
    await expect(start(receiver('jobse', 'acme-jobs'), receiver('jobsf', 'acme-jobs'))).rejects.toThrow(
      'Modules "jobse" and "jobsf" both register POST /api/webhooks/acme-jobs/events.',
    );
  });
});
