/** The help module's HTTP contract: the published how-to videos. Zod only, so any front end may import it. */
import { z } from 'zod';

export const demoVideoAnswer = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string().describe('Minutes and seconds, as "5:35"'),
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  category: z.enum(['setup', 'features', 'integrations', 'analytics']),
  // A deployment's config may name an icon this build does not know; the page draws a default.
  icon: z.string(),
  url: z.string().describe('Where the video plays: a YouTube or Vimeo address, or an https link to a video file'),
});

/** GET /api/help/demo-videos: only the videos the deployment has published (given a link); none on a fresh install. */
export const demoVideosAnswer = z.strictObject({ data: z.array(demoVideoAnswer) });
