import { defineServiceRef } from '@korero/core/sdk';

export interface TeamSummary {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  memberCount: number;
}

export interface TeamMemberSummary {
  id: string;
  teamId: string;
  name: string;
  role: string | null;
  createdAt: string;
}

/** What other modules may read of a business's teams (the invitation form's team picker, reports). */
export interface TeamsDirectory {
  teams(businessId: string): Promise<TeamSummary[]>;
  members(businessId: string): Promise<TeamMemberSummary[]>;
}

export const teamsDirectory = defineServiceRef<TeamsDirectory>('teams.directory');
