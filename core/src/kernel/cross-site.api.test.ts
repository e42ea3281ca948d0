import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

// A state-changing request whose Origin is not Korero's is refused. The Host header is the client's to write (and a
// page on a name pointed at this server, DNS rebinding, sends its own), so with PUBLIC_URL set only its origin counts.
const signIn = (t: TestKernel, headers: Record<string, string>) =>
  t.anonymous().post('/api/login', { username: 'nobody-here', password: 'not the password' }, headers);

describe('the cross-site check with PUBLIC_URL set', () => {
  let t: TestKernel;
  beforeAll(async () => {
    t = await startTestKernel({ modules: [], env: { PUBLIC_URL: 'https://reviews.co-nz.example' } });
  });
  afterAll(() => t?.close());

  it('refuses an Origin that only matches the Host header the client sent', async () => {
    for (const origin of ['http://evil.example', 'https://evil.example']) {
      const res = await signIn(t, { host: 'evil.example', origin });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/other websites/);
    }
  });

  it("accepts PUBLIC_URL's origin, whatever the Host, and a request with no Origin (not a browser's cross-site form)", async () => {
    expect((await signIn(t, { host: 'reviews.co-nz.example', origin: 'https://reviews.co-nz.example' })).status).toBe(401);
    expect((await signIn(t, { host: '10.0.0.5:3000', origin: 'https://reviews.co-nz.example' })).status).toBe(401);
    expect((await signIn(t, {})).status).toBe(401);
  });

  it('refuses another scheme or port of the same name', async () => {
    expect((await signIn(t, { host: 'reviews.co-nz.example', origin: 'http://reviews.co-nz.example' })).status).toBe(403);
    expect((await signIn(t, { host: 'reviews.co-nz.example:8443', origin: 'https://reviews.co-nz.example:8443' })).status).toBe(403);
  });
});

describe('the cross-site check without PUBLIC_URL (development)', () => {
  let t: TestKernel;
  beforeAll(async () => {
    t = await startTestKernel({ modules: [] });
  });
  afterAll(() => t?.close());

  it('accepts an Origin naming the Host the app is reached by', async () => {
    expect((await signIn(t, { host: 'localhost:5173', origin: 'http://localhost:5173' })).status).toBe(401);
  });

  it('refuses an Origin other than the Host, and a cross-site fetch', async () => {
    expect((await signIn(t, { host: 'localhost:5173', origin: 'http://evil.example' })).status).toBe(403);
    expect((await signIn(t, { host: 'localhost:5173', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await signIn(t, { host: 'localhost:5173', origin: 'null' })).status).toBe(403);
  });
});
