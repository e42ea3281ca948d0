/** The help API for front ends: the deployment's demo videos. */
import type { DemoVideo } from '@korero/config/demo-videos';
import { apiRequest } from '@korero/web-kit';

export const DEMO_VIDEOS_KEY = ['/api/help/demo-videos'] as const;

export const helpClient = {
  demoVideos: () => apiRequest<{ data: DemoVideo[] }>('GET', DEMO_VIDEOS_KEY[0]),
};
