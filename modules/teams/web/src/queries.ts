import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, minutes } from '@korero/web-kit';
import type { TeamMemberSummary, TeamSummary } from '../../contract/index.ts';

export const TEAMS_KEY = ['/api/teams'] as const;
export const MEMBERS_KEY = ['/api/team-members'] as const;

export function useTeams() {
  return useQuery<{ data: TeamSummary[] }>({ queryKey: TEAMS_KEY, staleTime: minutes(5) });
}

export function useMembers() {
  return useQuery<{ data: TeamMemberSummary[] }>({ queryKey: MEMBERS_KEY, staleTime: minutes(5) });
}

/** A change to teams or members; both lists are refreshed afterwards (counts live on the teams). */
export function useTeamsMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: TEAMS_KEY }), client.invalidateQueries({ queryKey: MEMBERS_KEY })]),
  });
}

export interface TeamValues {
  name: string;
  description: string;
}

export interface MemberValues {
  teamId: string;
  name: string;
  role: string;
}

export const teamApi = {
  create: (v: TeamValues) => apiRequest('POST', '/api/teams', v),
  update: ({ id, ...v }: TeamValues & { id: string }) => apiRequest('PATCH', `/api/teams/${id}`, v),
  remove: (id: string) => apiRequest('DELETE', `/api/teams/${id}`),
  createMember: (v: MemberValues) => apiRequest('POST', '/api/team-members', v),
  updateMember: ({ id, ...v }: MemberValues & { id: string }) => apiRequest('PATCH', `/api/team-members/${id}`, v),
  removeMember: (id: string) => apiRequest('DELETE', `/api/team-members/${id}`),
};
