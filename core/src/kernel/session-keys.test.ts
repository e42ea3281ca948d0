import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSessionKeys } from './session-keys.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'korero-keys-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('session keys', () => {
  it('makes a development key once, readable only by its owner, and reuses it', async () => {
    const [first] = await loadSessionKeys(undefined, dir);
    const file = path.join(dir, 'session.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [again] = await loadSessionKeys(undefined, dir);
    expect(again!.equals(first!)).toBe(true);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
  });

  it('uses configured keys in order, first one signing', async () => {
    const a = Buffer.alloc(32, 1).toString('base64');
    const b = Buffer.alloc(32, 2).toString('base64');
    const keys = await loadSessionKeys([a, b], dir);
    expect(keys.map((k) => k[0])).toEqual([1, 2]);
    await expect(loadSessionKeys([a, 'c2hvcnQ='], dir)).rejects.toThrow(/entry 2 is not 32 bytes/);
  });
});
