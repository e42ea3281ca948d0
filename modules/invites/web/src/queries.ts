import { useQuery } from '@tanstack/react-query';
import { ApiError, minutes } from '@korero/web-kit';
import { profileQuery } from '@korero/module-business/contract/client';
import { MEMBERS_KEY, TEAMS_KEY, teamsClient } from '@korero/module-teams/contract/client';
import { INVITES_KEY, invitesClient, USAGE_KEY } from '../../contract/client.ts';

export { INVITES_KEY, USAGE_KEY };

/** "That module is off" (404) simply means no data. */
const orEmpty =
  <T>(empty: T) =>
  (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return empty;
    throw error;
  };

/** The business profile (its service types, Messenger connection), from the business module's shared query. */
export const useProfile = () => useQuery({ ...profileQuery, staleTime: minutes(10) });
export const useUsage = () => useQuery({ queryKey: USAGE_KEY, queryFn: invitesClient.usage, staleTime: minutes(2) });
export const useTeams = () =>
  useQuery({ queryKey: TEAMS_KEY, staleTime: minutes(5), queryFn: () => teamsClient.teams().catch(orEmpty({ data: [] })) });
export const useMembers = () =>
  useQuery({ queryKey: MEMBERS_KEY, staleTime: minutes(5), queryFn: () => teamsClient.members().catch(orEmpty({ data: [] })) });
