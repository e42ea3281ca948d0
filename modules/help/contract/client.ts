/** The help API for front ends: the deployment's published how-to videos. */
import type { PublishedDemoVideo } from '@korero/config/demo-videos';
import { apiRequest } from '@korero/web-kit';

export const DEMO_VIDEOS_KEY = ['/api/help/demo-videos'] as const;

export const helpClient = {
  demoVideos: () => apiRequest<{ data: PublishedDemoVideo[] }>('GET', DEMO_VIDEOS_KEY[0]),
};
