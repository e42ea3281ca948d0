import path from 'node:path';
import type { Env } from '@korero/config/env';
import { defineProvider } from '../../sdk/define-provider.ts';
import { DiskStorage } from './storage.disk.adapter.ts';

/**
 * Why disk storage is likely wrong here, or null. A production process on PostgreSQL is usually one of several
 * behind a load balancer: each would keep its own files, and a logo uploaded through one is missing from the others.
 */
export function diskStorageWarning(env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL'>, objects: string): string | null {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return null;
  return (
    `Uploaded files are kept on this machine's disk (${objects}) while the database is a shared PostgreSQL: with more ` +
    'than one process, each sees only the files uploaded through it. Set the S3_* variables (docs/deploying.md, "Uploaded files").'
  );
}

/** The embedded default: files under DATA_DIR/objects. */
export default defineProvider({
  id: 'disk',
  channel: 'storage',
  title: 'local disk',
  create: (_settings, deps) => {
    const objects = path.join(deps.dataDir, 'objects');
    const warning = diskStorageWarning(deps.env, objects);
    if (warning) deps.logger.warn(warning);
    return new DiskStorage(objects);
  },
});
