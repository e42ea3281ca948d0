import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

let t: TestKernel;
let owner: TestAgent;
let other: TestAgent;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['teams'] });
  owner = await t.signUp('teamowner');
  other = await t.signUp('otherowner');
});
afterAll(() => t?.close());

describe('teams and members', () => {
  it('needs a signed-in owner', async () => {
    expect((await t.anonymous().get('/api/teams')).status).toBe(401);
    expect((await t.anonymous().post('/api/team-members', { name: 'x', teamId: 'y' })).status).toBe(401);
  });

  it('creates, lists, renames and deletes a team with its members', async () => {
    const created = await owner.post('/api/teams', { name: '  Plumbing crew ', description: 'Wellington jobs' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Plumbing crew', description: 'Wellington jobs', memberCount: 0 });
    const teamId = created.body.data.id;

    const member = await owner.post('/api/team-members', { teamId, name: 'Wiremu Tane', role: 'Lead plumber' });
    expect(member.status).toBe(201);
    await owner.post('/api/team-members', { teamId, name: 'Sione', role: '' });

    const teams = await owner.get('/api/teams');
    expect(teams.body.data).toEqual([expect.objectContaining({ id: teamId, memberCount: 2 })]);
    const members = await owner.get('/api/team-members');
    expect(members.body.data.map((m: { name: string; role: string | null }) => [m.name, m.role])).toEqual([
      ['Sione', null],
      ['Wiremu Tane', 'Lead plumber'],
    ]);

    const renamed = await owner.patch(`/api/teams/${teamId}`, { name: 'Gas & water' });
    expect(renamed.body.data).toMatchObject({ name: 'Gas & water', description: 'Wellington jobs', memberCount: 2 });

    expect((await owner.delete(`/api/teams/${teamId}`)).status).toBe(200);
    expect((await owner.get('/api/teams')).body.data).toEqual([]);
    expect((await owner.get('/api/team-members')).body.data).toEqual([]);
  });

  it('edits and removes a member, and moves them between teams', async () => {
    const a = (await owner.post('/api/teams', { name: 'A team' })).body.data.id;
    const b = (await owner.post('/api/teams', { name: 'B team' })).body.data.id;
    const m = (await owner.post('/api/team-members', { teamId: a, name: 'Kiri' })).body.data.id;
    const moved = await owner.patch(`/api/team-members/${m}`, { teamId: b, role: 'Apprentice' });
    expect(moved.body.data).toMatchObject({ teamId: b, name: 'Kiri', role: 'Apprentice' });
    expect((await owner.delete(`/api/team-members/${m}`)).status).toBe(200);
    expect((await owner.get('/api/team-members')).body.data).toEqual([]);
  });

  it("answers 404 for another business's team or member, and changes nothing", async () => {
    const team = (await owner.post('/api/teams', { name: 'Private crew' })).body.data.id;
    const member = (await owner.post('/api/team-members', { teamId: team, name: 'Hidden' })).body.data.id;
    expect((await other.get('/api/teams')).body.data).toEqual([]);
    expect((await other.patch(`/api/teams/${team}`, { name: 'Taken over' })).status).toBe(404);
    expect((await other.delete(`/api/teams/${team}`)).status).toBe(404);
    expect((await other.post('/api/team-members', { teamId: team, name: 'Intruder' })).status).toBe(404);
    expect((await other.patch(`/api/team-members/${member}`, { name: 'Renamed' })).status).toBe(404);
    expect((await other.delete(`/api/team-members/${member}`)).status).toBe(404);
    const mine = (await owner.get('/api/teams')).body.data.find((x: { id: string }) => x.id === team);
    expect(mine).toMatchObject({ name: 'Private crew', memberCount: 1 });
  });

  it("gives the spec's messages for missing fields and 404 for ids that cannot exist", async () => {
    expect((await owner.post('/api/teams', { name: '   ' })).body).toMatchObject({ error: 'name: Team name is required' });
    expect((await owner.post('/api/teams', {})).status).toBe(400);
    expect((await owner.post('/api/team-members', { name: 'Ana' })).body.fields).toEqual({ teamId: 'Team is required' });
    const team = (await owner.post('/api/teams', { name: 'Valid' })).body.data.id;
    expect((await owner.post('/api/team-members', { teamId: team, name: '' })).body.fields).toEqual({ name: 'Name is required' });
    expect((await owner.patch(`/api/teams/${team}`, {})).status).toBe(400);
    expect((await owner.patch('/api/teams/not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await owner.delete('/api/team-members/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owner.post('/api/teams', { name: 'x'.repeat(101) })).status).toBe(400);
  });
});
