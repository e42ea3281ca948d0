import path from 'node:path';
import { defineProvider } from '../../sdk/define-provider.ts';
import { DiskStorage } from './storage.disk.adapter.ts';

/** The embedded default: files under DATA_DIR/objects. */
export default defineProvider({
  id: 'disk',
  channel: 'storage',
  title: 'local disk',
  create: (_settings, deps) => new DiskStorage(path.join(deps.dataDir, 'objects')),
});
