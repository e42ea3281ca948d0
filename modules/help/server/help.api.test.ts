import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import type { DemoVideo } from '@korero/config/demo-videos';

let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['help'] });
});
afterAll(() => t?.close());

describe('demo videos', () => {
  it('lists the videos to anyone, cacheable for five minutes', async () => {
    const response = await t.anonymous().get<{ data: DemoVideo[] }>('/api/help/demo-videos');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const videos = response.body.data;
    expect(videos).toHaveLength(9);
    expect(videos.filter((v) => v.comingSoon)).toHaveLength(4);
    expect(new Set(videos.map((v) => v.id)).size).toBe(9);
    for (const video of videos) {
      expect(video.duration).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(['setup', 'features', 'integrations', 'analytics']).toContain(video.category);
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(video.difficulty);
      expect(video.title.length).toBeGreaterThan(0);
      expect(video.description.length).toBeGreaterThan(0);
    }
    expect(videos.filter((v) => !v.comingSoon).map((v) => v.duration)).toEqual(['5:35', '4:29', '6:18', '1:38', '3:22']);
  });
});
