import { defineServiceRef } from '@korero/core/sdk';
import type { TeamMemberSummary, TeamSummary } from './api.ts';

export type { TeamMemberSummary, TeamSummary } from './api.ts';

/** What other modules may read of a business's teams (the invitation form's team picker, reports). */
export interface TeamsDirectory {
  teams(businessId: string): Promise<TeamSummary[]>;
  members(businessId: string): Promise<TeamMemberSummary[]>;
}

export const teamsDirectory = defineServiceRef<TeamsDirectory>('teams.directory');
