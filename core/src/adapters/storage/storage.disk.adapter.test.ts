import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorageWarning } from './disk.provider.ts';
import { DiskStorage } from './storage.disk.adapter.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'korero-storage-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('DiskStorage', () => {
  const storage = new DiskStorage(dir);

  it('stores, reads back with the content type, and deletes', async () => {
    await storage.put('logos/a1.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await storage.get('logos/a1.png')).toEqual({ body: Buffer.from([1, 2, 3]), contentType: 'image/png', size: 3 });
    await storage.delete('logos/a1.png');
    expect(await storage.get('logos/a1.png')).toBeNull();
  });

  it('deletes everything under a prefix', async () => {
    await storage.put('photos/biz-1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('photos/biz-1/b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('photos/biz-2/c.jpg', Buffer.from('c'), 'image/jpeg');
    await storage.deletePrefix('photos/biz-1');
    expect(await storage.get('photos/biz-1/a.jpg')).toBeNull();
    expect(await storage.get('photos/biz-2/c.jpg')).not.toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('logos/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the start-up warning about disk storage', () => {
  const url = 'postgresql://korero@db.example:5432/korero';
  it('warns a production process on PostgreSQL that its files are its own', () => {
    expect(diskStorageWarning({ NODE_ENV: 'production', DATABASE_URL: url }, '/srv/korero/objects')).toMatch(
      /\/srv\/korero\/objects.*each sees only the files uploaded through it.*S3_\*/,
    );
  });
  it('says nothing on PGlite (one process by nature) or outside production', () => {
    expect(diskStorageWarning({ NODE_ENV: 'production', DATABASE_URL: undefined }, '/x')).toBeNull();
    expect(diskStorageWarning({ NODE_ENV: 'development', DATABASE_URL: url }, '/x')).toBeNull();
  });
});
