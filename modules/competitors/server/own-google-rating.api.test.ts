import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacesStandIn, SAMPLE_PLUMBERS, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort, defineModule, defineModuleServer } from '@korero/core/sdk';
import { installedModules } from '@korero/config/modules';
import { googleRatings, type GoogleRatings } from '@korero/module-google/contract';

// Issue 34 §7: beside competitors' Google ratings, the business's own synced Google rating when it has one (the google
// module's google.ratings), else Places as before; `from` says which. A google module that only answers google.ratings
// stands in for the real one here, so this test holds whatever its sync does.
const synced = new Map<string, Awaited<ReturnType<GoogleRatings['ownRating']>>>();
const google = defineModule({
  id: 'google',
  title: 'Google reviews (ratings only)',
  requires: { modules: ['business'] },
  server: async () => ({
    default: defineModuleServer({
      setup(ctx) {
        ctx.provide(googleRatings, { ownRating: async (businessId) => synced.get(businessId) ?? null });
      },
    }),
  }),
});

const OWN = 'ChIJownPlumbing00000000001';
let stand: PlacesStandIn;
let t: TestKernel;
let withGoogle: TestAgent & { userId: string };
let withoutGoogle: TestAgent & { userId: string };

async function analyse(agent: TestAgent, name: string) {
  expect((await agent.patch('/api/profile', { businessName: name, email: 'office@rangi.example', googlePlaceId: OWN })).status).toBe(200);
  expect((await agent.post('/api/analyze-competitors')).status).toBe(202);
  await t.drainJobs();
  return (await agent.get('/api/competitor-analysis')).body.data;
}

beforeAll(async () => {
  stand = await PlacesStandIn.start({ [OWN]: { name: 'Rangi Plumbing', rating: 4.9, total: 41, reviews: [] }, ...SAMPLE_PLUMBERS });
  t = await startTestKernel({
    now: '2026-11-17T21:00:00Z',
    installed: [...installedModules.filter((m) => m.id !== 'google'), google],
    env: { GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: stand.url },
  });
  withGoogle = await t.signUp('synced');
  withoutGoogle = await t.signUp('unsynced');
  for (const { userId } of [withGoogle, withoutGoogle])
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(userId, { tier: 'professional', status: 'active' }));
  synced.set(withGoogle.userId, { averageRating: 4.63, totalReviews: 120, syncedAt: new Date('2026-11-17T20:30:00Z') });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

describe("the business's own Google rating beside its competitors'", () => {
  it('is the synced one when the google module has it, saying so', async () => {
    const data = await analyse(withGoogle, 'Rangi Plumbing');
    expect(data.own.google).toEqual({ averageRating: 4.6, totalReviews: 120, from: 'google-sync', syncedAt: '2026-11-17T20:30:00.000Z' });
    expect(data.own.googleUnknown).toBeNull();
    // Analytics compares the same figures: 4.6 against 4.2, 3.8 and 4.6 (none above); 120 reviews against their mean of 16.7.
    const { competitorComparison } = (await withGoogle.get('/api/business/analytics?timeRange=3m')).body.data;
    expect(competitorComparison).toEqual({ marketPosition: '1st of 4 by rating', averageCompetitorRating: 4.2, reviewAdvantage: 103 });
  });

  it('falls back to Places when the business has no synced Google location', async () => {
    const data = await analyse(withoutGoogle, 'Rangi Plumbing Two');
    expect(data.own.google).toEqual({ averageRating: 4.9, totalReviews: 41, from: 'places' });
  });
});
