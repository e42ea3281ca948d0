import { demoVideos, publishedVideos } from '@korero/config/demo-videos';
import type { ModuleApp } from '@korero/core/sdk';
import { demoVideosAnswer } from '../contract/api.ts';

/** The list changes only when a deployment edits config, so browsers and proxies may keep it a while. */
const FIVE_MINUTES = 'public, max-age=300';

/** GET /api/help/demo-videos: public, the videos the deployment has published (a video without a link is not shown). */
export async function helpRoutes(app: ModuleApp): Promise<void> {
  app.get(
    '/help/demo-videos',
    {
      schema: { summary: 'List the help videos', operationId: 'listDemoVideos', response: { 200: demoVideosAnswer } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', FIVE_MINUTES);
      return { data: publishedVideos(demoVideos) };
    },
  );
}
