import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The cookie keys: SESSION_KEY's (checked one by one, since the plugin would accept a list with one bad key and
 * then fail on every write), or in development a key made once and kept under DATA_DIR with mode 0600.
 */
export async function loadSessionKeys(configured: string[] | undefined, dataDir: string | 'memory'): Promise<Buffer[]> {
  if (configured?.length) {
    return configured.map((k, i) => {
      const key = Buffer.from(k, 'base64');
      if (key.length !== 32) throw new Error(`SESSION_KEY entry ${i + 1} is not 32 bytes of base64.`);
      return key;
    });
  }
  return [await keyUnder(dataDir, 'session.key')];
}

/**
 * The record of asking's digest key (LEDGER_KEY, docs/decisions/0045): configured, or in development made once under
 * DATA_DIR as the session key is. It never rotates: a digest made today must match one made next year.
 */
export async function loadLedgerKey(configured: string | undefined, dataDir: string | 'memory'): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  return keyUnder(dataDir, 'ledger.key');
}

/** A 32-byte key kept in `name` under dataDir with mode 0600, made on first use; a fresh one for an in-memory database. */
async function keyUnder(dataDir: string | 'memory', name: string): Promise<Buffer> {
  if (dataDir === 'memory') return randomBytes(32);
  const file = path.join(dataDir, name);
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === 32) return key;
  } catch {
    /* not made yet */
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return key;
}
