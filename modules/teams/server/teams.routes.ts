import { z } from 'zod';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { optionalText, requiredText } from '@korero/core/sdk';
import type { TeamsService } from './teams.service.ts';

const id = z.object({ id: z.string().max(64) });

const teamBody = z.object({
  name: requiredText('Team name is required', 100),
  description: optionalText(500),
});

const memberBody = z.object({
  teamId: z.string({ error: 'Team is required' }).trim().min(1, 'Team is required').max(64),
  name: requiredText('Name is required', 100),
  role: optionalText(100),
});

const atLeastOne = (body: object) => Object.keys(body).length > 0;

/** The spec's team calls: GET/POST /api/teams, PATCH/DELETE /api/teams/{id}, and the same for /api/team-members. */
export async function teamsRoutes(app: ModuleApp, deps: { auth: AuthPort; teams: TeamsService }): Promise<void> {
  const { auth, teams } = deps;
  const owner = { preHandler: auth.requireUser };
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;

  app.get('/teams', owner, async (request) => ({ data: await teams.teams(business(request)) }));

  app.post('/teams', { ...owner, schema: { body: teamBody } }, async (request, reply) => {
    reply.code(201);
    return { data: await teams.createTeam(business(request), request.body) };
  });

  app.patch(
    '/teams/:id',
    { ...owner, schema: { params: id, body: teamBody.partial().refine(atLeastOne, 'Send a name or a description to change') } },
    async (request) => ({ data: await teams.updateTeam(business(request), request.params.id, request.body) }),
  );

  app.delete('/teams/:id', { ...owner, schema: { params: id } }, async (request) => {
    await teams.deleteTeam(business(request), request.params.id);
    return { success: true };
  });

  app.get('/team-members', owner, async (request) => ({ data: await teams.members(business(request)) }));

  app.post('/team-members', { ...owner, schema: { body: memberBody } }, async (request, reply) => {
    reply.code(201);
    return { data: await teams.createMember(business(request), request.body) };
  });

  app.patch(
    '/team-members/:id',
    { ...owner, schema: { params: id, body: memberBody.partial().refine(atLeastOne, 'Send a team, name or role to change') } },
    async (request) => ({ data: await teams.updateMember(business(request), request.params.id, request.body) }),
  );

  app.delete('/team-members/:id', { ...owner, schema: { params: id } }, async (request) => {
    await teams.deleteMember(business(request), request.params.id);
    return { success: true };
  });
}
