import { z } from 'zod';
import { defineProvider } from '../../sdk/define-provider.ts';

/**
 * Uploaded files (logos, customers' photos) in an S3-compatible bucket, shared by every Korero process: what lets a
 * second machine serve what the first stored. All five settings or none; the SDK loads only when chosen.
 */
export default defineProvider({
  id: 's3',
  channel: 'storage',
  title: 'S3-compatible storage',
  env: z.object({
    S3_ENDPOINT: z.url('must be the service address, e.g. https://s3.ap-southeast-2.amazonaws.com'),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (lower-case letters, digits, dots, dashes)'),
    S3_REGION: z.string().min(1, 'must name the region, e.g. ap-southeast-2'),
    S3_ACCESS_KEY_ID: z.string().min(1, 'must be the access key id'),
    S3_SECRET_ACCESS_KEY: z.string().min(1, 'must be the secret access key'),
  }),
  impliedBy: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  async create(settings) {
    const { S3Storage } = await import('./storage.s3.adapter.ts');
    const storage = new S3Storage(settings);
    await storage.check();
    return storage;
  },
});
