/** The help module's HTTP contract: the demo-video list's answer. Zod only, so any front end may import it. */
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
  url: z.string().optional(),
  comingSoon: z.boolean().optional(),
});

/** GET /api/help/demo-videos */
export const demoVideosAnswer = z.strictObject({ data: z.array(demoVideoAnswer) });
