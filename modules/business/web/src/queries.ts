import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, minutes } from '@korero/web-kit';
import type { ReviewCriteria, SmsRule } from '../../contract/index.ts';

/** GET /api/profile, as the server sends it (lists as JSON text). */
export interface ProfileView {
  businessName: string | null;
  email: string | null;
  businessPhone: string | null;
  googlePlaceId: string | null;
  logoUrl: string | null;
  serviceTypes: string;
  businessType: string;
  customCriteria: string;
  usesPresetCriteria: boolean;
  personalExperiencePrompt: string;
  personalExperiencePlaceholder: string;
  customSmsMessage: string;
  smsRule: SmsRule;
  logoOnReviewPages: boolean;
  subscriptionTier: string;
  messengerEnabled: boolean;
  username: string;
}

export interface BusinessType {
  id: string;
  name: string;
  description: string;
  placeholder: string;
  criteria: ReviewCriteria;
}

export interface Stats {
  invitesSent: number;
  /** Reviews answering invitations (the public link's are in publicLink). */
  reviewsGenerated: number;
  averageRating: number;
  responseRate: number;
  publicLink: { submissions: number; averageRating: number };
}

export const PROFILE_KEY = ['/api/profile'] as const;
export const STATS_KEY = ['/api/stats'] as const;

export const useProfile = () => useQuery<{ data: ProfileView }>({ queryKey: PROFILE_KEY, staleTime: minutes(10) });
export const useStats = () => useQuery<{ data: Stats }>({ queryKey: STATS_KEY, staleTime: minutes(5) });
export const useBusinessTypes = () => useQuery<{ data: BusinessType[] }>({ queryKey: ['/api/business-types'], staleTime: minutes(60) });

export function parseList(json: string | null | undefined): string[] {
  try {
    const value = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A change to the profile; the cached profile is replaced with the server's answer. */
export function useProfileMutation<TInput>(method: 'PATCH' | 'PUT') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiRequest<{ data: ProfileView }>(method, '/api/profile', input),
    onSuccess: (answer) => client.setQueryData(PROFILE_KEY, answer),
  });
}
