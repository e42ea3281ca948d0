/** The teams API for front ends (this module's and others'): query keys and typed calls. */
import { apiRequest } from '@korero/web-kit';
import type { MemberInput, TeamInput, TeamMemberSummary, TeamSummary } from './api.ts';

export const TEAMS_KEY = ['/api/teams'] as const;
export const MEMBERS_KEY = ['/api/team-members'] as const;

type Data<T> = { data: T };

export const teamsClient = {
  teams: () => apiRequest<Data<TeamSummary[]>>('GET', TEAMS_KEY[0]),
  members: () => apiRequest<Data<TeamMemberSummary[]>>('GET', MEMBERS_KEY[0]),
  create: (input: TeamInput) => apiRequest<Data<TeamSummary>>('POST', '/api/teams', input),
  update: (id: string, input: Partial<TeamInput>) => apiRequest<Data<TeamSummary>>('PATCH', `/api/teams/${encodeURIComponent(id)}`, input),
  remove: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/teams/${encodeURIComponent(id)}`),
  createMember: (input: MemberInput) => apiRequest<Data<TeamMemberSummary>>('POST', '/api/team-members', input),
  updateMember: (id: string, input: Partial<MemberInput>) =>
    apiRequest<Data<TeamMemberSummary>>('PATCH', `/api/team-members/${encodeURIComponent(id)}`, input),
  removeMember: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/team-members/${encodeURIComponent(id)}`),
};
