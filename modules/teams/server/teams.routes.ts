import type { ActivityPort, AuthPort, ModuleApp } from '@korero/core/sdk';
import {
  memberBody,
  memberChangeBody,
  memberDataAnswer,
  membersAnswer,
  successAnswer,
  teamBody,
  teamChangeBody,
  teamDataAnswer,
  teamIdParams as id,
  teamsAnswer,
} from '../contract/api.ts';
import type { TeamsService } from './teams.service.ts';

const WITH_TECHNICIANS = { capability: 'field-work' } as const;

/** The spec's team calls: GET/POST /api/teams, PATCH/DELETE /api/teams/{id}, and the same for /api/team-members. */
export async function teamsRoutes(app: ModuleApp, deps: { auth: AuthPort; teams: TeamsService; activity: ActivityPort }): Promise<void> {
  const { auth, teams, activity } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => auth.user(request).businessId;

  // Read-only for technicians too: the invitation form shows the business's teams and people (issue 36).
  app.get('/teams', { schema: { summary: 'List teams', response: { 200: teamsAnswer } }, config: WITH_TECHNICIANS }, async (request) => ({
    data: await teams.teams(business(request)),
  }));

  app.post(
    '/teams',
    { schema: { summary: 'Create a team', body: teamBody, response: { 201: teamDataAnswer } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await teams.createTeam(business(request), request.body) };
    },
  );

  app.patch(
    '/teams/:id',
    { schema: { summary: 'Update a team', params: id, body: teamChangeBody, response: { 200: teamDataAnswer } } },
    async (request) => ({
      data: await teams.updateTeam(business(request), request.params.id, request.body),
    }),
  );

  app.delete('/teams/:id', { schema: { summary: 'Delete a team', params: id, response: { 200: successAnswer } } }, async (request) => {
    const user = auth.user(request);
    // The deletion and its activity line commit together.
    await activity.together(
      user,
      () => teams.deleteTeam(user.businessId, request.params.id),
      (name) => ({ action: 'teams.team_deleted', subject: request.params.id, sentence: `deleted the team ${name}` }),
    );
    return { success: true };
  });

  app.get(
    '/team-members',
    { schema: { summary: 'List team members', response: { 200: membersAnswer } }, config: WITH_TECHNICIANS },
    async (request) => ({
      data: await teams.members(business(request)),
    }),
  );

  app.post(
    '/team-members',
    { schema: { summary: 'Add a team member', operationId: 'createTeamMember', body: memberBody, response: { 201: memberDataAnswer } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await teams.createMember(business(request), request.body) };
    },
  );

  app.patch(
    '/team-members/:id',
    { schema: { summary: 'Update a team member', params: id, body: memberChangeBody, response: { 200: memberDataAnswer } } },
    async (request) => ({
      data: await teams.updateMember(business(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/team-members/:id',
    { schema: { summary: 'Remove a team member', operationId: 'deleteTeamMember', params: id, response: { 200: successAnswer } } },
    async (request) => {
      const user = auth.user(request);
      await activity.together(
        user,
        () => teams.deleteMember(user.businessId, request.params.id),
        (name) => ({ action: 'teams.member_deleted', subject: request.params.id, sentence: `removed ${name} from the team` }),
      );
      return { success: true };
    },
  );
}
