import { useQuery } from '@tanstack/react-query';
import {
  ChartColumn,
  CreditCard,
  MessageCircle,
  Rocket,
  Search,
  Send,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { minutes, type BadgeTone } from '@korero/web-kit';
import type { DemoVideo, DemoVideoCategory, DemoVideoDifficulty, DemoVideoIcon } from '@korero/config/demo-videos';
import { DEMO_VIDEOS_KEY, helpClient } from '../../contract/client.ts';

export type { DemoVideo };

export function useDemoVideos() {
  return useQuery({ queryKey: DEMO_VIDEOS_KEY, queryFn: helpClient.demoVideos, staleTime: minutes(5) });
}

export const CATEGORY_TABS: { value: 'all' | DemoVideoCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'setup', label: 'Getting Started' },
  { value: 'features', label: 'Core Features' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'analytics', label: 'Analytics' },
];

export const DIFFICULTY_TONE: Record<DemoVideoDifficulty, BadgeTone> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'danger',
};

/** The icons a video may name; a deployment's config could name one this build doesn't know (see VideoCard). */
export const VIDEO_ICONS: Partial<Record<string, LucideIcon>> & Record<DemoVideoIcon, LucideIcon> = {
  rocket: Rocket,
  send: Send,
  smartphone: Smartphone,
  search: Search,
  sliders: SlidersHorizontal,
  chart: ChartColumn,
  'credit-card': CreditCard,
  message: MessageCircle,
  shield: ShieldCheck,
};
