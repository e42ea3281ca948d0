import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { S3Storage, type S3Settings } from './storage.s3.adapter.ts';

/** Against s3rver, an S3 stand-in speaking the S3 API over real HTTP on 127.0.0.1. */
let dir: string;
let s3: S3rver;
let settings: S3Settings;
let storage: S3Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'korero-s3-unit-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'unit-bucket', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  settings = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'unit-bucket',
    S3_REGION: 'ap-southeast-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  storage = new S3Storage(settings);
  await storage.check();
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('stores, reads back with the content type, and deletes', async () => {
    await storage.put('logos/a1.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await storage.get('logos/a1.png')).toEqual({ body: Buffer.from([1, 2, 3]), contentType: 'image/png', size: 3 });
    await storage.delete('logos/a1.png');
    expect(await storage.get('logos/a1.png')).toBeNull();
    // Deleting what is not there is not an error (as on disk).
    await storage.delete('logos/a1.png');
  });

  it('deletes everything under a prefix, past one page of keys', async () => {
    for (let i = 0; i < 1005; i += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, 1005 - i) }, (_, j) => storage.put(`photos/biz-1/p${i + j}.jpg`, Buffer.from('a'), 'image/jpeg')),
      );
    }
    await storage.put('photos/biz-10/keep.jpg', Buffer.from('k'), 'image/jpeg');
    await storage.deletePrefix('photos/biz-1');
    expect(await storage.get('photos/biz-1/p0.jpg')).toBeNull();
    expect(await storage.get('photos/biz-1/p1004.jpg')).toBeNull();
    // A business whose id starts the same is another folder.
    expect(await storage.get('photos/biz-10/keep.jpg')).not.toBeNull();
  }, 60_000);

  it('refuses keys that would leave their place', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('says at start-up when the bucket is missing or unreachable', async () => {
    await expect(new S3Storage({ ...settings, S3_BUCKET: 'missing-bucket' }).check()).rejects.toThrow(
      'the S3 bucket "missing-bucket" does not exist: create it first',
    );
    await expect(new S3Storage({ ...settings, S3_ENDPOINT: 'http://127.0.0.1:9' }).check()).rejects.toThrow(/could not be reached/);
  });
});
