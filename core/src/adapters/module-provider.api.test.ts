import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { registerProviderRoutes } from '../kernel/provider-routes.ts';
import { messagingPort } from '../ports/messaging.port.ts';
import { defineModule } from '../sdk/define-module.ts';
import { defineProvider, type Delivery } from '../sdk/define-provider.ts';

/**
 * A module that brings its own SMS vendor, as the messenger module will bring Messenger: the provider is chosen by
 * SMS_PROVIDER, checks its own variable, receives every SMS, and its webhook is mounted under /api/webhooks/pigeon.
 */
const delivered: Array<Delivery & { loft: string }> = [];
const pigeon = defineProvider({
  id: 'pigeon',
  channel: 'sms',
  title: 'Pigeon post',
  env: z.object({ PIGEON_LOFT: z.string().min(1) }),
  create: (settings) => ({
    channel: 'sms' as const,
    name: 'pigeon',
    deliver: async (message: Delivery) => {
      delivered.push({ ...message, loft: settings.PIGEON_LOFT });
      return `pigeon-${delivered.length}`;
    },
  }),
  routes(app, context) {
    const messaging = context.get(messagingPort);
    app.post('/returned', { schema: { body: z.object({ from: z.string().min(1) }) }, config: { access: 'public' } }, async (request) => {
      await messaging.optOut({ channel: 'sms', address: request.body.from, source: 'sms-reply' });
      return { recorded: true };
    });
  },
});
const pigeonPost = defineModule({ id: 'pigeon-post', title: 'Pigeon post', web: false, providers: [pigeon] });

const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+6421000000' };

let t: TestKernel;
beforeAll(async () => {
  // Twilio's settings are present too: the explicit choice wins.
  t = await startTestKernel({ installed: [pigeonPost], env: { SMS_PROVIDER: 'pigeon', PIGEON_LOFT: 'north roof', ...TWILIO } });
});
afterAll(async () => {
  await t?.close();
});

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

describe('a provider contributed by a module', () => {
  it('is chosen by SMS_PROVIDER and receives the messages, with its own settings', async () => {
    expect(t.kernel.get(messagingPort).providers()).toEqual({ sms: 'pigeon', email: null, messenger: null });
    await ctx(() =>
      t.kernel
        .get(messagingPort)
        .send({ channel: 'sms', to: '021 555 0101', text: 'Coo', businessId: null, purpose: 'invite', reference: 'pigeon-1' }),
    );
    await t.drainJobs();
    expect(delivered).toMatchObject([{ channel: 'sms', to: '+64215550101', text: 'Coo', loft: 'north roof' }]);
    expect((await ctx(() => t.kernel.get(messagingPort).byReference('pigeon-1')))[0]).toMatchObject({ status: 'sent' });
  });

  it('serves its webhook under /api/webhooks/<id>, signed out; the unchosen Twilio serves none', async () => {
    const res = await t.anonymous().post('/api/webhooks/pigeon/returned', { from: '+64215550102' });
    expect(res.status).toBe(200);
    expect(await ctx(() => t.kernel.get(messagingPort).isOptedOut('sms', '021 555 0102'))).toBe(true);
    expect((await t.anonymous().post('/api/webhooks/twilio/sms', {})).status).toBe(404);
  });

  it('is not there while its module is off: choosing it stops start-up', async () => {
    await expect(
      startTestKernel({ installed: [pigeonPost], modules: [], env: { SMS_PROVIDER: 'pigeon', PIGEON_LOFT: 'x' } }),
    ).rejects.toThrow(/SMS_PROVIDER: no provider "pigeon" is installed/);
  });

  it('stops start-up naming its variable when a setting is missing', async () => {
    await expect(startTestKernel({ installed: [pigeonPost], env: { SMS_PROVIDER: 'pigeon' } })).rejects.toThrow(
      /PIGEON_LOFT: is not set \(Pigeon post, the sms provider, needs it\)/,
    );
  });
});

describe('provider webhooks', () => {
  it('must be marked public: vendors call them signed out', async () => {
    const app = Fastify();
    const hidden = defineProvider({
      id: 'hidden',
      channel: 'sms',
      title: 'Hidden',
      create: () => ({ channel: 'sms' as const, name: 'hidden', deliver: async () => null }),
      routes: (scope) => void scope.post('/in', async () => ({})),
    });
    await expect(
      registerProviderRoutes(app, [{ provider: hidden, settings: {} }], {
        publicUrl: 'http://x',
        logger: app.log,
        get: () => undefined as never,
      }),
    ).rejects.toThrow(/Provider "hidden": POST \/api\/webhooks\/hidden\/in must carry config: \{ access: 'public' \}/);
    await app.close();
  });
});
