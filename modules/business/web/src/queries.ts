import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { minutes } from '@korero/web-kit';
import type { ProfileView } from '../../contract/api.ts';
import { BUSINESS_TYPES_KEY, businessClient, PROFILE_KEY, profileQuery, STATS_KEY } from '../../contract/client.ts';

export type { BusinessType, ProfileView, Stats } from '../../contract/api.ts';
export { PROFILE_KEY, STATS_KEY };

/** The profile with its lists parsed (the client reads the spec's JSON text once). */
export const useProfile = (enabled = true) => useQuery({ ...profileQuery, staleTime: minutes(10), enabled });
export const useStats = () => useQuery({ queryKey: STATS_KEY, queryFn: businessClient.stats, staleTime: minutes(5) });
export const useBusinessTypes = (enabled = true) =>
  useQuery({ queryKey: BUSINESS_TYPES_KEY, queryFn: businessClient.businessTypes, staleTime: minutes(60), enabled });

/** A change to the profile; the cached profile is replaced with the server's answer. */
export function useProfileMutation<TInput>(save: (input: TInput) => Promise<ProfileView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, { data: profile }),
  });
}
