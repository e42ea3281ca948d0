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
import type { DemoVideo, DemoVideoIcon, PublishedDemoVideo } from '@korero/config/demo-videos';
import { DEMO_VIDEOS_KEY, helpClient } from '../../contract/client.ts';

export type { PublishedDemoVideo };

/** The videos the deployment has published (each with a link); an empty list on a fresh install. */
export function useDemoVideos() {
  return useQuery({ queryKey: DEMO_VIDEOS_KEY, queryFn: helpClient.demoVideos, staleTime: minutes(5) });
}

export const DIFFICULTY_TONE: Record<DemoVideo['difficulty'], BadgeTone> = {
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

/**
 * How a video's link plays on the page: YouTube and Vimeo addresses in their players (YouTube's privacy-enhanced one,
 * which sets no cookie until played), anything else as a video file in the browser's own player.
 */
export type Player = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

export function playerFor(url: string): Player {
  const u = new URL(url);
  const host = u.hostname.replace(/^(www|m)\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = id(u.searchParams.get('v')) ?? id(/^\/(?:embed|shorts|live)\/([\w-]+)/.exec(u.pathname)?.[1]);
    if (v) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${v}` };
  }
  if (host === 'youtu.be') {
    const v = id(u.pathname.slice(1));
    if (v) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${v}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = /\/(\d{5,12})(?:\/|$)/.exec(u.pathname)?.[1];
    if (v) return { kind: 'embed', src: `https://player.vimeo.com/video/${v}` };
  }
  return { kind: 'file', src: url };
}
