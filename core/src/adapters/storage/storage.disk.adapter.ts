import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type StoragePort, type StoredObject } from '../../ports/storage.port.ts';

/**
 * Objects as files under one folder (DATA_DIR/objects by default), each with a small sidecar holding its content
 * type. Writes go to a temporary name first, so a reader never sees half a file.
 */
export class DiskStorage implements StoragePort {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  #file(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, body);
    await writeFile(`${file}.meta`, JSON.stringify({ contentType }));
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.#file(key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta`, 'utf8').catch(() => '{}')]);
      const contentType = (JSON.parse(meta) as { contentType?: string }).contentType ?? 'application/octet-stream';
      return { body, contentType, size: body.length };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.#file(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.#file(prefix), { recursive: true, force: true });
  }
}
