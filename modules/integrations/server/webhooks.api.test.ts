import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { guardedLookup, isBlockedAddress } from './address-guard.ts';

/** A receiver on this machine that records every POST and answers what the test queues (200 by default). */
class Receiver {
  readonly got: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  readonly answers: number[] = [];
  #server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.got.push({ headers: req.headers, body });
        res.statusCode = this.answers.shift() ?? 200;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/korero`;
    return this;
  }

  /** Checks each delivery with the Standard Webhooks reference library, not with Korero's own code. */
  verified(secret: string): Array<{ id: string; type: string; data: Record<string, unknown> }> {
    const wh = new Webhook(secret);
    return this.got.map(({ headers, body }) => {
      const payload = wh.verify(body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> };
      return { id: String(headers['webhook-id']), type: payload.type, data: payload.data };
    });
  }

  close() {
    return new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const receiver = new Receiver();

const ALL = ['review.submitted', 'feedback.received', 'invitation.completed', 'job.recorded'];
const addEndpoint = async (agent: TestAgent, url: string, events = ALL) => {
  const res = await agent.post('/api/integrations/webhooks', { url, events, description: 'Our CRM' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; secret: string };
};
const log = async (agent: TestAgent, id: string) =>
  (await agent.get(`/api/integrations/webhooks/${id}/deliveries`)).body.data as Array<{
    id: string;
    type: string;
    status: string;
    attempts: number;
    responseCode: number | null;
    error: string | null;
    nextAttemptAt: string | null;
  }>;
const answer = async (token: string, destination: 'google' | 'private', text: string) => {
  const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
    starRating: destination === 'google' ? 5 : 2,
    selectedFeedback: [],
    ratingScores: {},
    reviewerText: '',
    generatedReview: text,
    photoUrls: [],
    reviewDestination: destination,
    consent: true,
  });
  expect(res.status).toBe(200);
  return res.body.data.submissionId as string;
};

beforeAll(async () => {
  await receiver.start();
  t = await startTestKernel({
    modules: ['business', 'invites', 'reviews', 'subscription', 'compliance', 'integrations'],
    // The receiver is on this machine: allowed here only (a separate kernel below keeps the real rules).
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true' },
  });
  owner = await t.signUp('hookowner');
  other = await t.signUp('hookother');
  await owner.patch('/api/profile', {
    businessName: 'Tui Electrical',
    email: 'office@tui.example',
    googlePlaceId: 'ChIJtuiElectrical00001',
  });
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await t?.close();
  await receiver.close();
});

describe('outgoing webhooks', () => {
  it('sends a signed test event the reference library verifies, and logs the delivery', async () => {
    const endpoint = await addEndpoint(owner, receiver.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await owner.get('/api/integrations/webhooks');
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: endpoint.id, url: receiver.url, events: [...ALL].sort(), lastDelivery: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    expect(listed.body.events.map((e: { type: string }) => e.type)).toEqual(ALL);

    const test = await owner.post(`/api/integrations/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    expect(test.body.data).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0 });
    await t.drainJobs();
    const [got] = receiver.verified(endpoint.secret);
    expect(got).toMatchObject({
      id: test.body.data.id,
      type: 'webhook.test',
      data: { message: expect.stringContaining('Tui Electrical') },
    });
    expect(receiver.got[0]!.headers['content-type']).toBe('application/json');
    expect(await log(owner, endpoint.id)).toEqual([
      expect.objectContaining({ id: test.body.data.id, status: 'delivered', attempts: 1, responseCode: 200, error: null }),
    ]);
    // A wrong secret does not verify: the signature is real.
    expect(() => receiver.verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow();
    await owner.delete(`/api/integrations/webhooks/${endpoint.id}`);
    receiver.got.length = 0;
  });

  it('announces reviews, private feedback, answered invitations and recorded jobs with what the owner sees', async () => {
    const endpoint = await addEndpoint(owner, receiver.url);
    const invite = async (customerName: string) =>
      (
        await owner.post('/api/invites', {
          customerName,
          jobDescription: 'Switchboard upgrade',
          jobLocation: 'Newtown',
          teamMembers: ['Rawiri'],
        })
      ).body.data.inviteToken as string;
    const reviewToken = await invite('Aroha');
    const reviewId = await answer(reviewToken, 'google', 'Rawiri sorted our switchboard in an hour.');
    const feedbackId = await answer(await invite('Bruce'), 'private', 'Left a mess in the garage.');
    const key = (await owner.post('/api/api-keys', { name: 'Job system', scopes: ['jobs:write'] })).body.data.key as string;
    const job = await t
      .anonymous()
      .post(
        '/api/compliance/jobs',
        { externalId: 'SM8-9', jobDate: '2026-11-20', customerName: 'Carys', description: 'New circuits', technicians: ['Rawiri'] },
        { authorization: `Bearer ${key}` },
      );
    expect(job.status).toBe(201);
    await t.drainJobs();

    const got = receiver.verified(endpoint.secret);
    const of = (type: string) => got.filter((g) => g.type === type).map((g) => g.data);
    expect(of('review.submitted')).toEqual([
      expect.objectContaining({
        submissionId: reviewId,
        customerName: 'Aroha',
        starRating: 5,
        destination: 'google',
        reviewText: 'Rawiri sorted our switchboard in an hour.',
        teamMembers: ['Rawiri'],
        jobDescription: 'Switchboard upgrade',
      }),
    ]);
    expect(of('feedback.received')).toEqual([
      expect.objectContaining({ submissionId: feedbackId, customerName: 'Bruce', destination: 'private' }),
    ]);
    expect(
      of('invitation.completed')
        .map((d) => d.submissionId)
        .sort(),
    ).toEqual([reviewId, feedbackId].sort());
    expect(of('job.recorded')).toEqual([
      expect.objectContaining({ externalId: 'SM8-9', customerName: 'Carys', technicians: ['Rawiri'], source: 'api' }),
    ]);
    // Nothing the owner's screens do not show: no customer link token, no key, no photo address.
    const text = JSON.stringify(got);
    expect(text).not.toContain(reviewToken);
    expect(text).not.toContain(key);
    expect(text).not.toContain('/api/submissions/');
    // Each event once, even when the event handlers run again (at least once).
    expect(new Set(got.map((g) => g.id)).size).toBe(got.length);
    await owner.delete(`/api/integrations/webhooks/${endpoint.id}`);
    receiver.got.length = 0;
  });

  it('retries after a 500 with back-off, under the same webhook-id, and shows each attempt', async () => {
    const endpoint = await addEndpoint(owner, receiver.url, ['job.recorded']);
    receiver.answers.push(500, 503);
    await owner.post(`/api/integrations/webhooks/${endpoint.id}/test`);
    await t.drainJobs();
    let [delivery] = await log(owner, endpoint.id);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 500, error: 'The endpoint answered 500.' });
    expect(new Date(delivery!.nextAttemptAt!).getTime() - t.clock.now().getTime()).toBe(10_000);
    // Not before its time.
    await t.drainJobs();
    expect(receiver.got).toHaveLength(1);
    t.clock.advance(10_000);
    await t.drainJobs();
    [delivery] = await log(owner, endpoint.id);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 2, responseCode: 503 });
    t.clock.advance(60_000);
    await t.drainJobs();
    [delivery] = await log(owner, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200, nextAttemptAt: null });
    const ids = receiver.verified(endpoint.secret).map((g) => g.id);
    expect(ids).toEqual([delivery!.id, delivery!.id, delivery!.id]);
    // The endpoint's health shows on the list.
    const listed = (await owner.get('/api/integrations/webhooks')).body.data[0];
    expect(listed.lastDelivery).toMatchObject({ status: 'delivered', responseCode: 200 });
    await owner.delete(`/api/integrations/webhooks/${endpoint.id}`);
    receiver.got.length = 0;
  });

  it('keeps each business to its own endpoints and refuses bad input by name', async () => {
    const endpoint = await addEndpoint(owner, receiver.url);
    expect((await other.get('/api/integrations/webhooks')).body.data).toEqual([]);
    expect((await other.get(`/api/integrations/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/api/integrations/webhooks/${endpoint.id}/test`)).status).toBe(404);
    expect((await other.delete(`/api/integrations/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await owner.delete('/api/integrations/webhooks/nope')).status).toBe(404);
    const bad = async (body: unknown) => (await owner.post('/api/integrations/webhooks', body)).body.error as string;
    expect(await bad({ url: 'not a url', events: ALL })).toContain('https://');
    expect(await bad({ url: 'ftp://example.com/x', events: ALL })).toContain('https://');
    expect(await bad({ url: receiver.url, events: [] })).toContain('at least one event');
    expect(await bad({ url: receiver.url, events: ['review.deleted'] })).toContain('Events are');
    expect(await bad({ url: 'https://user:pw@example.com/', events: ALL })).toContain('user name and password');
    expect((await t.anonymous().get('/api/integrations/webhooks')).status).toBe(401);
    await owner.delete(`/api/integrations/webhooks/${endpoint.id}`);
  });
  // Last: it moves the clock on by hours, past every session.
  it('gives up after the last retry and marks the delivery failed', async () => {
    const endpoint = await addEndpoint(owner, receiver.url, ['job.recorded']);
    receiver.answers.push(...Array(7).fill(500));
    await owner.post(`/api/integrations/webhooks/${endpoint.id}/test`);
    for (const wait of [0, 10, 60, 300, 1800, 7200, 21600]) {
      t.clock.advance(wait * 1000);
      await t.drainJobs();
    }
    // Hours went by: the owner signs in afresh to read the log.
    const back = await t.signUp('hookowner-later');
    expect((await back.get(`/api/integrations/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    const [row] = await t.kernel.db.direct<Array<Record<string, unknown>>>(
      'select status, attempts, response_code, next_attempt_at from integrations_delivery where endpoint_id = ?',
      [endpoint.id],
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 7, response_code: 500, next_attempt_at: null });
    t.clock.advance(86_400_000);
    await t.drainJobs();
    expect(receiver.got).toHaveLength(7);
  });
});

describe('where webhooks may not go', () => {
  let strict: TestKernel;
  let agent: TestAgent & { userId: string };
  beforeAll(async () => {
    strict = await startTestKernel({ modules: ['business', 'invites', 'reviews', 'integrations'] });
    agent = await strict.signUp('strictowner');
  });
  afterAll(() => strict?.close());

  it('refuses http, loopback, private, link-local and metadata addresses when an endpoint is added', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.5/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00:ec2::254]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://100.64.0.1/hook',
      // IPv6 forms that carry 127.0.0.1 (compatible, dotted compatible, translated, 6to4, NAT64, Teredo)
      'https://[::7f00:1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::ffff:0:7f00:1]/hook',
      'https://[2002:7f00:1::]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
      'https://[64:ff9b:1::a00:1]/hook',
      'https://[2001:db8::1]/hook',
      'https://[ff02::1]/hook',
    ]) {
      const res = await agent.post('/api/integrations/webhooks', { url, events: ALL });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toMatch(/https:\/\/|cannot be sent there/);
    }
    expect((await agent.get('/api/integrations/webhooks')).body.data).toEqual([]);
  });

  it('checks again at delivery: an endpoint whose address is now inside is refused, and nothing is sent', async () => {
    const inside = await new Receiver().start();
    const endpoint = (
      await strict.kernel.db.direct<Array<{ id: string }>>(
        `insert into integrations_endpoint (id, business_id, url, description, events, secret, created_at)
         values (gen_random_uuid(), ?, ?, null, '["job.recorded"]', ?, now()) returning id`,
        [agent.userId, inside.url.replace('http:', 'https:'), `whsec_${Buffer.alloc(32, 1).toString('base64')}`],
      )
    )[0]!;
    expect((await agent.post(`/api/integrations/webhooks/${endpoint.id}/test`)).status).toBe(202);
    await strict.drainJobs();
    const [delivery] = (await agent.get(`/api/integrations/webhooks/${endpoint.id}/deliveries`)).body.data;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseCode: null });
    expect(delivery.error).toContain('Refused');
    expect(inside.got).toEqual([]);
    await inside.close();
  });

  it('refuses at connection time a name that resolves inside (the check DNS rebinding cannot slip past)', async () => {
    const refused = await new Promise<Error | null>((resolve) => guardedLookup(false)('localhost', {}, (error) => resolve(error)));
    expect(refused?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1), which webhooks may not reach/);
    const allowed = await new Promise<Error | null>((resolve) => guardedLookup(true)('localhost', {}, (error) => resolve(error)));
    expect(allowed).toBeNull();
  });

  it('knows the ranges', () => {
    for (const inside of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '100.100.100.100',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '2002:7f00:1::',
    ]) {
      expect(isBlockedAddress(inside), inside).toBe(true);
    }
    for (const outside of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(outside), outside).toBe(false);
    }
  });
});
