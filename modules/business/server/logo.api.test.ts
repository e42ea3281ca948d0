import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, storagePort } from '@korero/core/sdk';
import {
  jpegWithHiddenGps,
  metadataLeaks,
  pngBomb,
  pngWithText,
  startTestKernel,
  testImage,
  type TestAgent,
  type TestKernel,
} from '@korero/core/testing';

let PNG: Buffer;
let JPEG: Buffer;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
beforeAll(async () => {
  [PNG, JPEG] = [await testImage('png'), await testImage('jpeg')];
  t = await startTestKernel({ modules: ['business'] });
  owner = await t.signUp('logoowner');
  other = await t.signUp('logothief');
});
afterAll(() => t?.close());

const upload = async (agent: TestAgent, bytes: Buffer, type = 'image/jpeg') => {
  const ticket = await agent.post('/api/logos/upload');
  const put = await agent.request('PUT', ticket.body.uploadURL, bytes, { 'content-type': type });
  return { ticket: ticket.body as { uploadURL: string; logoUrl: string }, put };
};

describe('logo upload', () => {
  it('uploads through a single-use URL, saves the public path, and serves it with the right headers', async () => {
    const { ticket, put } = await upload(owner, JPEG);
    expect(ticket.uploadURL).toMatch(/^\/api\/uploads\/logo\/[A-Za-z0-9_-]{32}$/);
    expect(ticket.logoUrl).toMatch(/^\/public-objects\/logos\/[0-9a-f-]{36}$/);
    expect(put.status).toBe(200);

    const again = await owner.request('PUT', ticket.uploadURL, JPEG, { 'content-type': 'image/jpeg' });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/expired or was already used/);

    const saved = await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
    expect(saved.body).toEqual({ data: { logoUrl: ticket.logoUrl } });
    expect((await owner.get('/api/profile')).body.data.logoUrl).toBe(ticket.logoUrl);

    const served = await t.anonymous().get(ticket.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stores the type the bytes really are, and refuses anything that is not a PNG, JPEG or WebP', async () => {
    const { ticket, put } = await upload(owner, PNG, 'image/jpeg');
    expect(put.status).toBe(200);
    await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
    expect((await t.anonymous().get(ticket.logoUrl)).headers['content-type']).toBe('image/png');
    const html = await upload(owner, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.put.status).toBe(400);
    expect(html.put.body.error).toBe('The logo is not an image Korero can take. Choose a PNG, JPEG or WebP image.');
  });

  it('refuses a decompression bomb (20000×20000 pixels in a few KB) with 413, and the URL still works for a real logo', async () => {
    const bomb = await upload(owner, pngBomb(20_000, 20_000), 'image/png');
    expect(bomb.put.status).toBe(413);
    expect(bomb.put.body).toEqual({ error: 'The logo is too large (400 megapixels). Use a logo under 40 megapixels.' });
    expect((await owner.request('PUT', bomb.ticket.uploadURL, PNG, { 'content-type': 'image/png' })).status).toBe(200);
  });

  it.each([
    ['a JPEG with a fill byte before its EXIF', () => jpegWithHiddenGps('fill-byte'), 'image/jpeg'],
    ['a JPEG with EXIF in APP2', () => jpegWithHiddenGps('app2'), 'image/jpeg'],
    ['a JPEG with a second embedded JPEG', () => jpegWithHiddenGps('embedded'), 'image/jpeg'],
    ['a PNG with tEXt and eXIf chunks', () => pngWithText(), 'image/png'],
  ])('serves %s with no metadata at all', async (_name, make, type) => {
    const { ticket, put } = await upload(owner, await make(), type);
    expect(put.status).toBe(200);
    await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
    expect((await t.anonymous().get(ticket.logoUrl)).headers['content-type']).toBe(type);
    const stored = await t.kernel.db.withContext(() => t.kernel.get(storagePort).get(ticket.logoUrl.replace('/public-objects/', '')));
    expect(await metadataLeaks(stored!.body)).toEqual([]);
  });

  it('refuses more than 5 MB with 413, and an expired URL with 403', async () => {
    const big = await upload(owner, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.put.status).toBe(413);
    const ticket = (await owner.post('/api/logos/upload')).body;
    t.clock.advance(11 * 60_000);
    expect((await owner.request('PUT', ticket.uploadURL, JPEG, { 'content-type': 'image/jpeg' })).status).toBe(403);
  });

  it("saves only Korero's own logo paths, uploaded by this business", async () => {
    expect((await owner.patch('/api/profile/logo', { logoUrl: 'https://evil.example/logo.png' })).status).toBe(400);
    expect((await owner.patch('/api/profile/logo', { logoUrl: '/public-objects/logos/../../session.key' })).status).toBe(400);
    const mine = await upload(owner, JPEG);
    expect((await other.patch('/api/profile/logo', { logoUrl: mine.ticket.logoUrl })).status).toBe(404);
    const unused = (await other.post('/api/logos/upload')).body;
    expect((await other.patch('/api/profile/logo', { logoUrl: unused.logoUrl })).status).toBe(404);
  });

  it('removes the logo with an empty string, deleting the file', async () => {
    const { ticket } = await upload(owner, JPEG);
    await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
    expect((await owner.patch('/api/profile/logo', { logoUrl: '' })).body).toEqual({ data: { logoUrl: null } });
    expect((await owner.get('/api/profile')).body.data.logoUrl).toBeNull();
    expect((await t.anonymous().get(ticket.logoUrl)).status).toBe(404);
  });

  it('replacing a logo deletes the old file', async () => {
    const first = await upload(owner, JPEG);
    await owner.patch('/api/profile/logo', { logoUrl: first.ticket.logoUrl });
    const second = await upload(owner, PNG, 'image/png');
    await owner.patch('/api/profile/logo', { logoUrl: second.ticket.logoUrl });
    expect((await t.anonymous().get(first.ticket.logoUrl)).status).toBe(404);
    expect((await t.anonymous().get(second.ticket.logoUrl)).status).toBe(200);
  });

  it('needs a signed-in owner to ask for an upload URL', async () => {
    expect((await t.anonymous().post('/api/logos/upload')).status).toBe(401);
  });
});

describe('who sees the logo', () => {
  it('shows it to customers only on plans that include it, and keeps it on Free for when the owner upgrades', async () => {
    const free = await t.signUp('logofree');
    const { ticket } = await upload(free, PNG, 'image/png');
    await free.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
    const own = (await free.get('/api/profile')).body.data;
    expect(own).toMatchObject({ logoUrl: ticket.logoUrl, logoOnReviewPages: false });
    expect((await t.anonymous().get(`/api/business/profile/${free.userId}`)).body.data.logoUrl).toBeNull();

    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(free.userId, { tier: 'professional', status: 'active' }));
    await t.drainJobs(); // delivers billing.tierChanged, which drops the cached public profile
    expect((await free.get('/api/profile')).body.data.logoOnReviewPages).toBe(true);
    expect((await t.anonymous().get(`/api/business/profile/${free.userId}`)).body.data.logoUrl).toBe(ticket.logoUrl);

    // A lapsed payment falls back to Free's rules: the customers' pages lose the logo again.
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(free.userId, { status: 'canceled' }));
    await t.drainJobs();
    expect((await t.anonymous().get(`/api/business/profile/${free.userId}`)).body.data.logoUrl).toBeNull();
  });
});
