import type { BadgeTone } from '@korero/web-kit';

/** The spec's colours: free grey, professional blue, business purple, enterprise amber. */
export const TIER: Record<string, { label: string; tone: BadgeTone }> = {
  free: { label: 'Free', tone: 'neutral' },
  professional: { label: 'Professional', tone: 'info' },
  business: { label: 'Business', tone: 'purple' },
  enterprise: { label: 'Enterprise', tone: 'warning' },
};

/** active green, paused yellow, canceled red, past_due orange. */
export const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'danger' },
  past_due: { label: 'Past Due', tone: 'orange' },
};

/** A person who only works in others' businesses has no plan of their own, and is not a Free subscriber (issue 44). */
const STAFF = { label: 'Staff, no plan of their own', tone: 'neutral' as const };
export const tierOf = (t: string) => (t === 'staff' ? STAFF : (TIER[t] ?? { label: t, tone: 'neutral' as const }));
export const statusOf = (s: string) => STATUS[s] ?? { label: s.replace(/_/g, ' '), tone: 'neutral' as const };
