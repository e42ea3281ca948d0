import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeCodeFileOnceClaimed } from './setup-code-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two instances' data folders, each with its copy of the code; the claim happens through either. */
function instance() {
  const dir = mkdtempSync(path.join(tmpdir(), 'korero-setup-code-'));
  dirs.push(dir);
  const file = path.join(dir, 'admin-setup-code.txt');
  writeFileSync(file, 'ABCD-EFGH-IJKL\n');
  return file;
}

describe("the setup code's file", () => {
  it('is removed from every instance at its next look once an administrator claimed the code, and kept before', async () => {
    let claimed = false;
    const pending = async () => (claimed ? null : 'ABCD-EFGH-IJKL');
    const files = [instance(), instance()];
    const stops = files.map((file) => removeCodeFileOnceClaimed(file, pending, { everyMs: 20 }));
    try {
      await new Promise((r) => setTimeout(r, 80));
      expect(files.map(existsSync)).toEqual([true, true]);
      claimed = true;
      await expect.poll(() => files.map(existsSync), { interval: 10, timeout: 2000 }).toEqual([false, false]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
