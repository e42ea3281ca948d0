/**
 * Events between modules go through the job table: written in the emitting transaction, delivered at least once to
 * each handler, and every handler safe to run twice. On PostgreSQL, kernels on one database stand for processes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import {
  billingPort,
  defineEvent,
  defineModule,
  defineModuleServer,
  eventsPort,
  tierChanged,
  type EventMeta,
  type TierChange,
} from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'subscription'] });
});
afterAll(() => t?.close());

const happened = defineEvent<{ n: number }>('test.happened');
const count = async (kernel: TestKernel, sql: string, params: unknown[]) =>
  Number((await kernel.kernel.db.direct<Array<{ n: string }>>(sql, params))[0]!.n);
/** Puts every event delivery that ran back in the queue, as a crash after a handler but before its job was marked done would. */
const redeliverAll = (kernel: TestKernel) =>
  kernel.kernel.db.direct(`update core_job set status = 'queued', run_at = ? where name like '%.on.%'`, [kernel.clock.now()], 'run');

describe('durable events', () => {
  it('are delivered after the commit, once to each handler, with one event id; an emit outside a transaction is refused', async () => {
    const heard: Array<{ who: string; n: number; eventId: string }> = [];
    t.kernel.events.on(happened, ({ n }, { eventId }) => void heard.push({ who: 'one', n, eventId }), 'one');
    t.kernel.events.on(happened, ({ n }, { eventId }) => void heard.push({ who: 'two', n, eventId }), 'two');
    const db = t.kernel.db;
    const eventId = await db.withContext(() => db.transaction(() => t.kernel.events.emit(happened, { n: 7 })));
    expect(heard).toEqual([]);
    await t.drainJobs();
    expect(heard.sort((a, b) => a.who.localeCompare(b.who))).toEqual([
      { who: 'one', n: 7, eventId },
      { who: 'two', n: 7, eventId },
    ]);
    await t.drainJobs();
    expect(heard).toHaveLength(2);

    // A rolled-back transaction leaves no event behind.
    await expect(
      db.withContext(() =>
        db.transaction(async () => {
          await t.kernel.events.emit(happened, { n: 8 });
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    await t.drainJobs();
    expect(heard).toHaveLength(2);

    await expect(db.withContext(() => t.kernel.events.emit(happened, { n: 9 }))).rejects.toThrow(/emitted outside a transaction/);
  });

  it("gives every module's handler a second delivery without a second effect", async () => {
    const owner = await t.signUp('twice-delivered');
    const code = randomUUID();
    await t.kernel.db.direct(
      `insert into subscription_discount_code (id, code, discount_type, discount_value, max_uses, created_at, updated_at) values (?, 'TWICE', 'percentage', 10, 5, now(), now())`,
      [code],
    );
    const started = await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: false, discountCodeId: code });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await owner.get(`/api/subscription-success?session_id=${started.body.sessionId}`)).status).toBe(200);
    await t.drainJobs();

    const effects = async () => ({
      logged: await count(t, 'select count(*) as n from subscription_event where user_id = ?', [owner.userId]),
      redemptions: await count(t, 'select count(*) as n from subscription_redemption where business_id = ?', [owner.userId]),
      uses: await count(t, 'select current_uses as n from subscription_discount_code where id = ?', [code]),
    });
    const once = await effects();
    expect(once).toEqual({ logged: 1, redemptions: 1, uses: 1 });
    await redeliverAll(t);
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(3); // business and subscription on tierChanged, subscription on checkoutCompleted
    expect(await effects()).toEqual(once);
  });
});

describe.runIf(testDatabaseKind() === 'postgresql')('an event and a crash (PostgreSQL)', () => {
  it('survives a crash between the commit and the delivery: a new process delivers it, exactly once', async () => {
    const heard: Array<TierChange & EventMeta> = [];
    const witness = (change: TierChange, meta: EventMeta) => void heard.push({ ...change, ...meta });
    const crashing = await startTestKernel({ modules: ['business', 'subscription'], sameDatabaseAs: t });
    crashing.kernel.events.on(tierChanged, witness, 'witness');
    const owner = await crashing.signUp('crashed');
    // The change commits with its deliveries queued; the process goes before its worker ever runs.
    await crashing.kernel.db.withContext(() =>
      crashing.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }),
    );
    await crashing.close();

    const next = await startTestKernel({ modules: ['business', 'subscription'], sameDatabaseAs: t });
    try {
      next.kernel.events.on(tierChanged, witness, 'witness');
      await next.drainJobs();
      await next.drainJobs();
      expect(heard.map((h) => [h.businessId, h.to])).toEqual([[owner.userId, 'professional']]);
      expect(await count(next, 'select count(*) as n from subscription_event where user_id = ?', [owner.userId])).toBe(1);
    } finally {
      await next.close();
    }
  });
});

describe('who may listen to and announce an event', () => {
  const probe = (id: string, manifest: { requires?: string[]; setup: Parameters<typeof defineModuleServer>[0]['setup'] }) =>
    defineModule({
      id,
      title: id,
      web: false,
      requires: { modules: manifest.requires ?? [], ports: [eventsPort] },
      server: async () => ({ default: defineModuleServer({ setup: manifest.setup }) }),
    });
  const start = (module: ReturnType<typeof probe>) => startTestKernel({ installed: [...installedModules, module] }).then((k) => k.close());
  const teamsRenamed = defineEvent<{ teamId: string }>('teams.renamed');

  it("refuses a handler of another module's event that the manifest does not declare, naming both", async () => {
    await expect(start(probe('eavesdrop', { setup: (ctx) => ctx.on(teamsRenamed, () => {}) }))).rejects.toThrow(
      'Module "eavesdrop" listens to "teams.renamed" of "teams" but does not list "teams" in requires.modules or optional.',
    );
  });

  it("takes a handler of a required module's event and of the kernel's", async () => {
    await start(
      probe('neighbour', { requires: ['teams'], setup: (ctx) => (ctx.on(teamsRenamed, () => {}), ctx.on(tierChanged, () => {})) }),
    );
  });

  it("refuses announcing another module's event", async () => {
    await expect(
      start(probe('forger', { setup: async (ctx) => void (await ctx.get(eventsPort).emit(teamsRenamed, { teamId: 'x' })) })),
    ).rejects.toThrow('Module "forger" can only emit its own events ("forger.…"), not "teams.renamed".');
  });
});
