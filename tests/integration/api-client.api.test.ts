import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import type { paths } from '../client/korero-api.d.ts';

/**
 * The published API as a customer's developer meets it: types generated from /api/openapi.json (openapi-typescript)
 * and openapi-fetch, against a Korero listening on a real port. The owner signs up and makes a key; a job system
 * records a job and invites the customer with that key. Every call goes through the typed client.
 */
let t: TestKernel;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestKernel({
    modules: ['business', 'invites', 'reviews', 'compliance', 'subscription'],
    env: { PUBLIC_URL: 'https://korero.nz.example' },
  });
  baseUrl = await t.kernel.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

describe('a client generated from the OpenAPI document', () => {
  it('records a job and creates an invitation with an API key', async () => {
    // The owner: sign up (the session cookie comes back), name the business, make a key for their job system.
    const owner = createClient<paths>({ baseUrl });
    const signedUp = await owner.POST('/api/register', {
      body: { username: 'typedclient', email: 'typedclient@nz.example', password: 'correct horse battery' },
    });
    expect(signedUp.response.status, JSON.stringify(signedUp.error)).toBe(201);
    const cookie = signedUp.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = { headers: { cookie } };
    const named = await owner.PATCH('/api/profile', { ...session, body: { businessName: 'Tui Plumbing', email: 'office@tui.example' } });
    expect(named.response.status, JSON.stringify(named.error)).toBe(200);
    const made = await owner.POST('/api/api-keys', { ...session, body: { name: 'Job system', scopes: ['jobs:write', 'invites:write'] } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const key = made.data!.data.key;

    // The job system: the same client, with the key and nothing else.
    const korero = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
    const job = await korero.POST('/api/compliance/jobs', {
      body: {
        jobDate: '2026-11-20',
        customerName: 'Aroha Smith',
        customerEmail: 'aroha@nz.example',
        description: 'Hot water cylinder',
        location: 'Petone',
        technicians: ['Mere'],
        externalId: 'JOB-1042',
      },
    });
    expect(job.response.status, JSON.stringify(job.error)).toBe(201);
    expect(job.data).toMatchObject({ created: true, data: { customerName: 'Aroha Smith', externalId: 'JOB-1042' } });

    const invite = await korero.POST('/api/invites', {
      body: {
        customerName: 'Aroha Smith',
        customerEmail: 'aroha@nz.example',
        jobDescription: 'Hot water cylinder',
        jobLocation: 'Petone',
        consent: true,
      },
    });
    expect(invite.response.status, JSON.stringify(invite.error)).toBe(201);
    const { inviteToken, reviewUrl } = invite.data!.data;
    expect(reviewUrl).toBe(`https://korero.nz.example/review/${inviteToken}`);

    // A refusal is typed too: the shared error answer, here a key without the scope the route needs.
    const refused = await korero.GET('/api/submissions', {});
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error).toContain('reviews:read');

    // The owner sees both, as the job system left them.
    const invites = await owner.GET('/api/invites', session);
    expect(invites.data?.data.map((i) => i.token)).toContain(inviteToken);
    const jobs = await owner.GET('/api/compliance/jobs', session);
    expect(jobs.data?.data.map((j) => j.externalId)).toEqual(['JOB-1042']);
  });
});
