/**
 * Two Korero processes on one database and one S3 bucket (the s3rver stand-in, over real HTTP): what one stores,
 * the other serves. On PostgreSQL two kernels stand for two processes; on PGlite one kernel takes both roles.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const MODULES = ['business', 'invites', 'reviews'];
let dir: string;
let s3: S3rver;
let env: Record<string, string>;
let a: TestKernel;
let b: TestKernel | undefined;
const other = () => b ?? a;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'korero-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'korero-files', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: 'korero-files',
    S3_REGION: 'ap-southeast-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  a = await startTestKernel({ modules: MODULES, env });
  if (testDatabaseKind() === 'postgresql') b = await startTestKernel({ modules: MODULES, env, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('uploads shared by every process (S3)', () => {
  it('serves through one process a logo uploaded through the other', async () => {
    const owner = await a.signUp('logoowner');
    const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
    expect((await owner.request('PUT', ticket.uploadURL, PNG, { 'content-type': 'image/png' })).status).toBe(200);
    expect((await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl })).status).toBe(200);
    const served = await other().anonymous().get(ticket.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    // Nothing on either process's own disk: the bucket holds it.
    const keys = await listKeys();
    expect(keys.some((k) => k.startsWith('logos/'))).toBe(true);
  });

  it("gives a customer's photo stored through one process to its owner through the other, and to no one else", async () => {
    const owner = await a.signUp('photoowner');
    await owner.patch('/api/profile', { businessName: 'Pūriri Builders', email: 'office@puriri.example' });
    const token = (await owner.post('/api/invites', { customerName: 'Mere', jobDescription: 'Deck', jobLocation: 'Ōtaki' })).body.data
      .inviteToken as string;
    const sent = await a.anonymous().post(`/api/reviews/submit/${token}`, {
      starRating: 5,
      selectedFeedback: [],
      ratingScores: {},
      reviewerText: '',
      generatedReview: 'A beautiful deck.',
      photoUrls: [`data:image/png;base64,${PNG.toString('base64')}`],
      reviewDestination: 'private',
      consent: true,
    });
    expect(sent.status).toBe(200);
    // The owner signs in on the other process and opens the photo there.
    const there = other().anonymous();
    expect((await there.post('/api/login', { username: 'photoowner', password: 'correct horse battery' })).status).toBe(200);
    const submission = (await there.get('/api/submissions')).body.data[0] as { id: string; photoUrls: string };
    const [url] = JSON.parse(submission.photoUrls) as string[];
    const photo = await there.get(url!);
    expect(photo.status).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    // Another owner, on either process, gets nothing; nor does anyone signed out.
    const stranger = await other().signUp('stranger');
    expect((await stranger.get(url!)).status).toBe(404);
    expect((await a.anonymous().get(url!)).status).toBe(401);
    // The photo is in the bucket, but no answer gives out the bucket's address: only Korero's own, behind the owner's session.
    expect((await listKeys()).some((k) => !k.startsWith('logos/'))).toBe(true);
    expect(url).toMatch(/^\/api\/submissions\/[0-9a-f-]+\/photos\/1$/);
    expect(JSON.stringify((await there.get('/api/submissions')).body)).not.toContain(env.S3_ENDPOINT);
  });

  it('refuses to start with a bucket that does not exist, naming it', async () => {
    await expect(startTestKernel({ modules: [], env: { ...env, S3_BUCKET: 'no-such-bucket' } })).rejects.toThrow(
      /S3 bucket "no-such-bucket" does not exist/,
    );
  });
});

/** The bucket's keys, from the stand-in's own folder (what the processes' S3 calls left there). */
async function listKeys(): Promise<string[]> {
  const root = path.join(dir, 'korero-files');
  const files = (await readdir(root, { recursive: true })) as string[];
  return files.filter((f) => f.endsWith('._S3rver_object')).map((f) => f.slice(0, -'._S3rver_object'.length));
}
