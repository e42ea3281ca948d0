import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, reply } from '@korero/web-kit/testing';
import { takeAnswerProblems } from '@korero/web-kit/testing/answers';

/**
 * The checker itself, through the real table (tests/web/setup.ts gave it): each test asks the fake server, then takes
 * the problems it noted, which would otherwise fail the test when it ends (web-kit/testing/setup.ts).
 */
const team = { id: 't-1', name: 'Plumbing', description: null, createdAt: '2026-03-02T01:00:00.000Z', memberCount: 2 };

async function problemsOf(routes: Parameters<typeof fakeServer>[0], method: string, path: string): Promise<string[]> {
  fakeServer(routes);
  await fetch(path, { method });
  return takeAnswerProblems();
}

afterEach(() => {
  expect(takeAnswerProblems()).toEqual([]);
});

describe("the fake server's answers, checked against the routes' declared answers", () => {
  it('lets an answer through that the route could give', async () => {
    expect(await problemsOf({ 'GET /api/teams': { data: [team] } }, 'GET', '/api/teams')).toEqual([]);
  });

  it('fails a fixture with a wrong shape, naming the route, the status and each zod issue', async () => {
    const [problem, ...more] = await problemsOf(
      { 'GET /api/teams': { data: [{ ...team, memberCount: '2', colour: 'blue', name: undefined }] } },
      'GET',
      '/api/teams',
    );
    expect(more).toEqual([]);
    expect(problem).toContain('The fake server answers GET /api/teams with 200 and a body the server would never send:');
    expect(problem).toMatch(/ {2}data\.0\.name: Invalid input: expected string, received undefined/);
    expect(problem).toMatch(/ {2}data\.0\.memberCount: Invalid input: expected number, received string/);
    expect(problem).toMatch(/ {2}data\.0: Unrecognized key: "colour"/);
  });

  it('names the route pattern a path matched, and checks a function answer as well as a fixed one', async () => {
    const [problem] = await problemsOf(
      { 'PATCH /api/teams/:id': ({ params }) => ({ data: { id: params.id } }) },
      'PATCH',
      '/api/teams/t-9',
    );
    expect(problem).toContain('PATCH /api/teams/t-9 (route PATCH /api/teams/:id) with 200');
    expect(problem).toContain('data.name: Invalid input');
  });

  it('chooses a static route over one with a parameter, as the server does', async () => {
    const reminders = { data: { reminders: 2, afterDays: 3 } };
    expect(await problemsOf({ 'GET /api/invites/reminders': reminders }, 'GET', '/api/invites/reminders')).toEqual([]);
    expect((await problemsOf({ 'GET /api/invites/:id': reminders }, 'GET', '/api/invites/1b4e28ba'))[0]).toContain(
      '(route GET /api/invites/:id)',
    );
  });

  it("checks a success under another 2xx status against the route's success answer", async () => {
    expect(await problemsOf({ 'POST /api/teams': { data: team } }, 'POST', '/api/teams')).toEqual([]);
    expect((await problemsOf({ 'POST /api/teams': reply(201, { team }) }, 'POST', '/api/teams'))[0]).toContain(
      'POST /api/teams with 201 and a body the server would never send',
    );
  });

  it("checks an error against the kernel's { error } shape", async () => {
    expect(await problemsOf({ 'DELETE /api/teams/:id': reply(404, { error: 'Team not found' }) }, 'DELETE', '/api/teams/t-1')).toEqual([]);
    const [problem] = await problemsOf({ 'DELETE /api/teams/:id': reply(404, { message: 'Team not found' }) }, 'DELETE', '/api/teams/t-1');
    expect(problem).toContain('with 404 and a body the server would never send');
    expect(problem).toContain('  error: Invalid input: expected string, received undefined');
  });

  it('fails an answer for a route no contract declares, naming it', async () => {
    const [problem] = await problemsOf({ 'GET /api/teams/:id/colour': { colour: 'blue' } }, 'GET', '/api/teams/t-1/colour');
    expect(problem).toContain(
      'The fake server answers GET /api/teams/t-1/colour ("GET /api/teams/:id/colour" in the test\'s table), but no route the server declares answers it',
    );
  });

  it('fails a status the route never gives, and JSON where the route answers a file', async () => {
    expect((await problemsOf({ 'GET /api/teams': reply(302, {}) }, 'GET', '/api/teams'))[0]).toContain(
      'GET /api/teams with status 302, which the route never gives (it declares 200)',
    );
    expect((await problemsOf({ 'DELETE /api/teams/:id': reply(204) }, 'DELETE', '/api/teams/t-1'))[0]).toContain(
      'DELETE /api/teams/t-1 (route DELETE /api/teams/:id) with status 204, which the route never gives',
    );
    const csv = '/api/business/analytics/monthly.csv';
    expect((await problemsOf({ [`GET ${csv}`]: 'month,reviews' }, 'GET', csv))[0]).toContain(
      "the route's 200 answer is text/csv, not JSON",
    );
  });

  it("leaves the fake server's own answer alone when nothing in the table matches", async () => {
    const server = fakeServer();
    expect((await fetch('/api/teams')).status).toBe(404);
    expect(server.sent).toHaveLength(1);
    expect(takeAnswerProblems()).toEqual([]);
  });
});
