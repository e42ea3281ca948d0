/**
 * Installed modules always keep their tables, data export and account deletion; enabling (MODULES, then an
 * administrator's run-time switch) decides routes, navigation, jobs and event handlers. On PostgreSQL, a second kernel
 * on the same database stands for a second Korero process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '../ports/billing.port.ts';
import { ModuleSwitchError } from './module-state.ts';

const started: TestKernel[] = [];
// Kernels sharing a database close before the one that made it (it drops the database).
afterAll(async () => {
  for (const t of started.reverse()) await t.close();
});
async function kernel(options: Parameters<typeof startTestKernel>[0] = {}): Promise<TestKernel> {
  const t = await startTestKernel(options);
  started.push(t);
  return t;
}

const withoutTeams = installedModules.filter((m) => m.id !== 'teams').map((m) => m.id);
const count = async (t: TestKernel, table: string, businessId: string) =>
  Number((await t.kernel.db.direct<Array<{ n: string }>>(`select count(*) as n from ${table} where business_id = ?`, [businessId]))[0]!.n);
const navOf = async (agent: TestAgent) => (await agent.get('/api/modules')).body.data.map((m: { name: string }) => m.name) as string[];
const deleteAccount = (agent: TestAgent) => agent.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' });

describe('a module MODULES leaves out', () => {
  it('still has its tables, exports its data and deletes it with the account', async () => {
    const t = await kernel({ modules: withoutTeams });
    const owner = await t.signUp('modules-off');
    // A team left from when teams ran on this deployment.
    await t.kernel.db.direct(
      `insert into teams_team (id, business_id, name, created_at) values (gen_random_uuid(), ?, 'Crew from before', now())`,
      [owner.userId],
    );
    expect((await owner.get('/api/teams')).status).toBe(404);
    expect(await navOf(owner)).not.toContain('teams');
    expect((await owner.get('/api/account/export')).body.modules.teams.teams).toMatchObject([{ name: 'Crew from before' }]);

    expect((await deleteAccount(owner)).status).toBe(200);
    expect(await count(t, 'teams_team', owner.userId)).toBe(0);
  });

  it('cannot be switched on at run time, and says why', async () => {
    const t = await kernel({ modules: withoutTeams });
    await expect(t.kernel.modules.setEnabled('teams', true, null)).rejects.toThrow(
      'Teams cannot run on this deployment: MODULES leaves "teams" out.',
    );
  });
});

describe('switching a module off and on at run time', () => {
  it('answers 404 and leaves the menu while off, deletes its data with an account all the same, and comes back', async () => {
    const t = await kernel();
    const leaving = await t.signUp('switch-leaving');
    const staying = await t.signUp('switch-staying');
    expect((await leaving.post('/api/teams', { name: 'Night shift' })).status).toBe(201);
    expect((await staying.post('/api/teams', { name: 'Day shift' })).status).toBe(201);

    await t.kernel.modules.setEnabled('teams', false, staying.userId);
    expect((await staying.get('/api/teams')).status).toBe(404);
    expect(await navOf(staying)).not.toContain('teams');
    expect((await deleteAccount(leaving)).status).toBe(200);
    expect(await count(t, 'teams_team', leaving.userId)).toBe(0);

    await t.kernel.modules.setEnabled('teams', true, staying.userId);
    expect((await staying.get('/api/teams')).body.data).toMatchObject([{ name: 'Day shift' }]);
    expect(await navOf(staying)).toContain('teams');
    const stored = await t.kernel.db.direct<Array<{ enabled: boolean; updated_by: string }>>(
      `select enabled, updated_by from core_module_state where module_id = 'teams'`,
      [],
    );
    expect(stored).toEqual([{ enabled: true, updated_by: staying.userId }]);
  });

  it("names a switched-off module's pages (and nothing of a module that is on) for the shell's not-available page", async () => {
    const t = await kernel();
    const owner = await t.signUp('switch-pages');
    const offPages = async () => (await owner.get('/api/modules')).body.offPages as string[];
    expect(await offPages()).toEqual([]);
    await t.kernel.modules.setEnabled('competitors', false, owner.userId);
    expect(await offPages()).toEqual(['/competitors']);
    await t.kernel.modules.setEnabled('competitors', true, owner.userId);
    expect(await offPages()).toEqual([]);
  });

  it("holds a switched-off module's event deliveries until it is on again", async () => {
    // Without the admin area, which requires the subscription module and so would keep it on.
    const t = await kernel({ modules: installedModules.filter((m) => m.id !== 'admin').map((m) => m.id) });
    const owner = await t.signUp('held');
    const logged = async () =>
      Number(
        (
          await t.kernel.db.direct<Array<{ n: string }>>('select count(*) as n from subscription_event where user_id = ?', [owner.userId])
        )[0]!.n,
      );
    await t.kernel.modules.setEnabled('subscription', false, null);
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
    await t.drainJobs();
    expect(await logged()).toBe(0);
    await t.kernel.modules.setEnabled('subscription', true, null);
    await t.drainJobs();
    expect(await logged()).toBe(1);
  });

  it('refuses to switch off a module that cannot be, or that another module that is on requires, naming it', async () => {
    const t = await kernel();
    const refused = (id: string, on: boolean) =>
      t.kernel.modules.setEnabled(id, on, null).then(
        () => null,
        (error: unknown) => error,
      );
    expect(await refused('help', false)).toEqual(new ModuleSwitchError('Help & Legal cannot be switched off.'));
    expect(await refused('invites', false)).toEqual(
      new ModuleSwitchError(
        'Invitations cannot be switched off while "Reviews", "Analytics", "Compliance", "Follow-ups", "Job systems", "Weekly report" require it. Switch them off first.',
      ),
    );
    expect(await refused('no-such', false)).toEqual(new ModuleSwitchError('No module "no-such" is installed.'));
    for (const id of [
      'weekly',
      'jobsystems',
      'analytics',
      'compliance',
      'competitors',
      'integrations',
      'google',
      'followups',
      'showcase',
      'reviews',
      'invites',
    ])
      await t.kernel.modules.setEnabled(id, false, null);
    expect(await refused('reviews', true)).toEqual(
      new ModuleSwitchError('Reviews requires "Invitations", which is off. Switch it on first.'),
    );
    for (const id of [
      'invites',
      'reviews',
      'analytics',
      'compliance',
      'competitors',
      'integrations',
      'google',
      'followups',
      'showcase',
      'jobsystems',
      'weekly',
    ])
      await t.kernel.modules.setEnabled(id, true, null);
    expect(
      t.kernel.modules
        .enabled()
        .map((m) => m.id)
        .sort(),
    ).toEqual(installedModules.map((m) => m.id).sort());
  });
});

describe.runIf(testDatabaseKind() === 'postgresql')('switches across processes (PostgreSQL)', () => {
  it('another process on the database sees a switch when it next reads them, and a restarted one starts with it', async () => {
    const a = await kernel();
    const b = await kernel({ sameDatabaseAs: a });
    const owner = await b.signUp('two-processes');
    expect((await owner.get('/api/teams')).status).toBe(200);

    await a.kernel.modules.setEnabled('teams', false, null);
    // Every process re-reads the switches every 2 s; the test reads them at once instead of waiting.
    await b.kernel.modules.refresh();
    expect((await owner.get('/api/teams')).status).toBe(404);
    expect(await navOf(owner)).not.toContain('teams');

    const restarted = await kernel({ sameDatabaseAs: a });
    expect(restarted.kernel.modules.isEnabled('teams')).toBe(false);
    await b.kernel.modules.setEnabled('teams', true, null);
    await restarted.kernel.modules.refresh();
    expect(restarted.kernel.modules.isEnabled('teams')).toBe(true);
  });

  it("deletes a module's data with the account through a process where MODULES leaves the module out", async () => {
    const a = await kernel();
    const b = await kernel({ modules: withoutTeams, sameDatabaseAs: a });
    const owner = await a.signUp('left-behind');
    expect((await owner.post('/api/teams', { name: 'Weekend crew' })).status).toBe(201);
    const there = b.anonymous();
    expect((await there.post('/api/login', { username: 'left-behind', password: 'correct horse battery' })).status).toBe(200);
    expect((await deleteAccount(there)).status).toBe(200);
    expect(await count(a, 'teams_team', owner.userId)).toBe(0);
  });
});
