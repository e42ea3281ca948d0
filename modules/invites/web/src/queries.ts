import { useQuery } from '@tanstack/react-query';
import { minutes } from '@korero/web-kit';

export interface ProfileBits {
  businessName: string | null;
  serviceTypes: string;
  messengerEnabled: boolean;
  subscriptionTier: string;
}

export interface Team {
  id: string;
  name: string;
  memberCount: number;
}

export interface TeamMember {
  id: string;
  teamId: string;
  name: string;
  role: string | null;
}

export interface InviteRow {
  id: string;
  token: string;
  reviewUrl: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  jobDescription: string;
  jobLocation: string;
  teamMembers: string[];
  createdAt: string;
  openedAt: string | null;
  completedAt: string | null;
  channels: Array<{ channel: 'sms' | 'email' | 'messenger'; status: 'queued' | 'sent' | 'held' | 'failed' | 'refused'; error: string | null; sentAt: string | null }>;
}

export interface Usage {
  month: string;
  invitesThisMonth: number;
  smsThisMonth: number;
}

/** A GET where "that module is off" (404) simply means no data. */
async function getOrEmpty<T>(url: string, empty: T): Promise<T> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 404) return empty;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return (await response.json()) as T;
}

export const INVITES_KEY = ['/api/invites'] as const;

export const useProfileBits = () => useQuery<{ data: ProfileBits }>({ queryKey: ['/api/profile'], staleTime: minutes(10) });
export const useUsage = () => useQuery<{ data: Usage }>({ queryKey: ['/api/invites/usage'], staleTime: minutes(2) });
export const useTeams = () =>
  useQuery<{ data: Team[] }>({ queryKey: ['/api/teams'], staleTime: minutes(5), queryFn: () => getOrEmpty('/api/teams', { data: [] }) });
export const useMembers = () =>
  useQuery<{ data: TeamMember[] }>({ queryKey: ['/api/team-members'], staleTime: minutes(5), queryFn: () => getOrEmpty('/api/team-members', { data: [] }) });
