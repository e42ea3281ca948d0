import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import type { DemoVideo } from '@korero/config/demo-videos';

let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['help'] });
});
afterAll(() => t?.close());

describe('demo videos', () => {
  it('lists only published videos to anyone, cacheable for five minutes: none on a fresh install', async () => {
    const response = await t.anonymous().get<{ data: DemoVideo[] }>('/api/help/demo-videos');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // config/demo-videos.ts ships its catalogue without links: nothing to watch, so nothing listed.
    expect(response.body.data).toEqual([]);
  });
});
