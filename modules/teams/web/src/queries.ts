import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { minutes } from '@korero/web-kit';
import type { TeamMemberSummary, TeamSummary } from '../../contract/api.ts';
import { MEMBERS_KEY, TEAMS_KEY, teamsClient } from '../../contract/client.ts';

export { MEMBERS_KEY, TEAMS_KEY };

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
  create: (v: TeamValues) => teamsClient.create(v),
  update: ({ id, ...v }: TeamValues & { id: string }) => teamsClient.update(id, v),
  remove: (id: string) => teamsClient.remove(id),
  createMember: (v: MemberValues) => teamsClient.createMember(v),
  updateMember: ({ id, ...v }: MemberValues & { id: string }) => teamsClient.updateMember(id, v),
  removeMember: (id: string) => teamsClient.removeMember(id),
};
