import { activityPort, authPort, clockPort, databasePort, defineModuleServer } from '@korero/core/sdk';
import { teamsDirectory } from '../contract/index.ts';
import { migrations } from './migrations/index.ts';
import { TeamMember } from './team-member.entity.ts';
import { Team } from './team.entity.ts';
import { teamsRoutes } from './teams.routes.ts';
import { TeamsService } from './teams.service.ts';

export default defineModuleServer({
  entities: [Team, TeamMember],
  migrations,
  lifecycle(ctx) {
    const teams = new TeamsService(ctx.get(databasePort), ctx.get(clockPort));
    ctx.exportData(async (businessId) => {
      const members = await teams.members(businessId);
      return {
        teams: (await teams.teams(businessId)).map((team) => ({ ...team, members: members.filter((m) => m.teamId === team.id) })),
      };
    });
    ctx.deleteAccount((businessId) => teams.deleteBusiness(businessId));
  },
  setup(ctx) {
    const teams = new TeamsService(ctx.get(databasePort), ctx.get(clockPort));
    ctx.provide(teamsDirectory, teams);
    // A staff invitation may name the team member the person is: the kernel asks here that it is the business's own.
    ctx.get(authPort).checkTeamMembersWith((businessId, id) => teams.hasMember(businessId, id));
    ctx.routes((app) => teamsRoutes(app, { auth: ctx.get(authPort), teams, activity: ctx.get(activityPort) }));
  },
});
